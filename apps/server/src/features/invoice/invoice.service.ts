import { COMPANIES_THAT_INVOICE, DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/config';
import {
  type DocumentType,
  type InvoiceCompany,
  type InvoiceData,
  type invoiceSaveRequestSchema,
  lockedFieldChanged,
  normaliseInvoiceData,
} from '@vo/domain/invoice/invoice.rules';
import type { z } from 'zod';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { assertOwnDocument } from '../../platform/own-document.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import {
  companiesOfCustomer,
  documentTypeExists,
  findContact,
  findInvoiceData,
  listDocumentTypes,
  upsertInvoiceData,
} from './invoice.repo.ts';

type SaveRequest = z.output<typeof invoiceSaveRequestSchema>;

/** POST /factura/cliente/empresas: the caller's companies that invoice (spec §9: 2, 3, 12). */
export async function invoicingCompanies(
  deps: AppDeps,
  session: SessionContext,
  asked?: readonly number[],
): Promise<InvoiceCompany[]> {
  if (session.role !== 'customer') return [];
  const wanted = COMPANIES_THAT_INVOICE.filter((id) => !asked || asked.includes(id));
  const rows = await companiesOfCustomer(deps.db, session.userId, wanted);
  return rows.map((row) => ({ idEmpresa: row.id, nombre: row.name }));
}

async function requireInvoicingCustomer(deps: AppDeps, session: SessionContext) {
  if ((await invoicingCompanies(deps, session)).length === 0) throw new AppError('invoice.notInvoiced');
}

export async function documentTypeList(deps: AppDeps): Promise<DocumentType[]> {
  const rows = await listDocumentTypes(deps.db);
  return rows.map((row) => ({ idTipoDocIdentidad: row.id, descripcion: row.description }));
}

/** GET /factura/cliente: the saved data, or (idDatosFactura 0) a form pre-filled with the person's contact. */
export async function invoiceDataOf(
  deps: AppDeps,
  session: SessionContext,
  flags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): Promise<InvoiceData> {
  await requireInvoicingCustomer(deps, session);
  const saved = await findInvoiceData(deps.db, session.userId);
  if (saved) {
    return {
      docId: session.ci,
      tipoDocumento: saved.documentType,
      nroDocumento: saved.documentNumber,
      complemento: saved.complement,
      correo: saved.email,
      razonSocial: saved.businessName,
      telefono: saved.phone,
      idDatosFactura: saved.id,
      editable: flags.invoiceDataEditable,
    };
  }
  const contact = await findContact(deps.db, session.userId);
  return {
    docId: session.ci,
    tipoDocumento: 0,
    nroDocumento: '',
    complemento: '',
    correo: contact?.email ?? '',
    razonSocial: '',
    telefono: contact?.phone ?? '',
    idDatosFactura: 0,
    // Nothing saved yet: the first save is always allowed, the flag only locks what exists.
    editable: true,
  };
}

/** POST /factura/cliente/guardar: spec §5 rules, upper case on save, locked fields stay as they were. */
export async function saveInvoiceData(
  deps: AppDeps,
  session: SessionContext,
  request: SaveRequest,
  flags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): Promise<InvoiceData> {
  assertOwnDocument(session, request.docId);
  await requireInvoicingCustomer(deps, session);
  if (!(await documentTypeExists(deps.db, request.tipoDocumento))) {
    throw new AppError('invoice.documentTypeUnknown', 1, {}, { campo: 'tipoDocumento' });
  }
  const values = normaliseInvoiceData(request);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const saved = await findInvoiceData(tx, session.userId);
    const changed = saved && !flags.invoiceDataEditable ? lockedFieldChanged(saved, values) : null;
    if (changed) throw new AppError('invoice.locked', 1, {}, { campo: changed });
    await upsertInvoiceData(tx, session.userId, values, now);
    await audit(tx, { userId: session.userId, action: 'invoice.save' }, now);
  });
  return invoiceDataOf(deps, session, flags);
}
