import { type InvoiceFields, lockedFieldChanged } from '@vo/domain/invoice/invoice.rules';
import type { InvoiceProfile } from '@vo/domain/invoice/invoice.wire';
import { COMPANIES_THAT_INVOICE } from '@vo/domain/invoice/invoice-config';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { assertOwnDocument } from '../../platform/sessions/own-document.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  companiesOfCustomer,
  documentTypeExists,
  findContact,
  findInvoiceData,
  listDocumentTypes,
  upsertInvoiceData,
} from './invoice.repo.ts';

/** POST /factura/cliente/empresas: the caller's companies that invoice (spec §9: 2, 3, 12). */
export async function invoicingCompanies(
  deps: AppDeps,
  session: SessionContext,
  asked?: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (session.role !== 'customer') return [];
  const wanted = COMPANIES_THAT_INVOICE.filter((id) => !asked || asked.includes(id));
  return companiesOfCustomer(deps.db, session.userId, wanted);
}

async function requireInvoicingCustomer(deps: AppDeps, session: SessionContext) {
  if ((await invoicingCompanies(deps, session)).length === 0) throw new AppError('invoice.notInvoiced');
}

export async function documentTypeList(deps: AppDeps) {
  return listDocumentTypes(deps.db);
}

/** GET /factura/cliente: the saved data, or (idDatosFactura 0) a form pre-filled with the person's contact. */
export async function invoiceDataOf(deps: AppDeps, session: SessionContext): Promise<InvoiceProfile> {
  await requireInvoicingCustomer(deps, session);
  const { documentNumber } = session;
  const saved = await findInvoiceData(deps.db, session.userId);
  if (saved) return { documentNumber, invoice: saved, id: saved.id, editable: deps.featureFlags.invoiceDataEditable };
  const contact = await findContact(deps.db, session.userId);
  const invoice: InvoiceFields = {
    documentType: 0,
    documentNumber: '',
    complement: '',
    businessName: '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  };
  // Nothing saved yet: the first save is always allowed, the flag only locks what exists.
  return { documentNumber, invoice, id: 0, editable: true };
}

/** POST /factura/cliente/guardar: spec §5 rules, upper case on save, locked fields stay as they were. */
export async function saveInvoiceData(
  deps: AppDeps,
  session: SessionContext,
  request: { documentNumber?: string | undefined; invoice: InvoiceFields },
): Promise<InvoiceProfile> {
  assertOwnDocument(session, request.documentNumber);
  await requireInvoicingCustomer(deps, session);
  const values = request.invoice;
  if (!(await documentTypeExists(deps.db, values.documentType))) {
    throw new AppError('invoice.documentTypeUnknown', 1, {}, { campo: 'tipoDocumento' });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const saved = await findInvoiceData(tx, session.userId);
    const changed = saved && !deps.featureFlags.invoiceDataEditable ? lockedFieldChanged(saved, values) : null;
    if (changed) throw new AppError('invoice.locked', 1, {}, { campo: changed });
    await upsertInvoiceData(tx, session.userId, values, now);
    await audit(tx, { userId: session.userId, action: 'invoice.save' }, now);
  });
  return invoiceDataOf(deps, session);
}
