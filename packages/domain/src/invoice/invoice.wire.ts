import { z } from 'zod';
import {
  type InvoiceFields,
  invoiceCompaniesRequestSchema,
  invoiceSaveRequestSchema,
  normaliseInvoiceData,
} from './invoice.rules.ts';

/*
 * The invoice data's wire (spec §7, docs/decisions/0007, 0020). docId is the caller's own document number
 * (checked against the session); nroDocumento is the one the invoice is made out to.
 */

export const invoiceCompaniesRequest = invoiceCompaniesRequestSchema.transform((body) => ({
  documentNumber: body.docId,
  companyIds: body.empresas,
}));

export const invoiceDataQuery = z
  .object({ doc_id: z.string().max(40).optional() })
  .transform((query) => ({ documentNumber: query.doc_id }));

/** The stored form is computed here, once: upper case, no complement for a type that takes none. */
export const invoiceSaveRequest = invoiceSaveRequestSchema.transform((body) => ({
  documentNumber: body.docId,
  invoice: normaliseInvoiceData(body),
}));

/** POST /factura/cliente/empresas (spec §7). */
export const invoiceCompaniesAnswer = z.array(z.object({ idEmpresa: z.number().int(), nombre: z.string() }));
export type InvoiceCompany = z.output<typeof invoiceCompaniesAnswer>[number];
export const invoiceCompaniesWire = (companies: { id: number; name: string }[]): InvoiceCompany[] =>
  companies.map((company) => ({ idEmpresa: company.id, nombre: company.name }));

/** GET /factura/documento (spec §3 "Document type"). */
export const documentTypesAnswer = z.array(z.object({ idTipoDocIdentidad: z.number().int(), descripcion: z.string() }));
export type DocumentType = z.output<typeof documentTypesAnswer>[number];
export const documentTypesWire = (types: { id: number; description: string }[]): DocumentType[] =>
  types.map((type) => ({ idTipoDocIdentidad: type.id, descripcion: type.description }));

/** Inside: a customer's invoice data, or (id 0) a form pre-filled with their contact. */
export interface InvoiceProfile {
  /** whose data it is: the caller's own document number */
  documentNumber: string;
  invoice: InvoiceFields;
  /** 0 = nothing saved yet: the dialog opens by itself. */
  id: number;
  /** false while the edit flag is off: type, number, complement and business name are read-only. */
  editable: boolean;
}

/** GET /factura/cliente (spec §3 "Invoice customer data"). */
export const invoiceDataAnswer = z.object({
  docId: z.string(),
  tipoDocumento: z.number().int(),
  nroDocumento: z.string(),
  complemento: z.string(),
  correo: z.string(),
  razonSocial: z.string(),
  telefono: z.string(),
  idDatosFactura: z.number().int(),
  editable: z.boolean(),
});
export type InvoiceData = z.output<typeof invoiceDataAnswer>;

export function invoiceDataWire(profile: InvoiceProfile): InvoiceData {
  const { invoice } = profile;
  return {
    docId: profile.documentNumber,
    tipoDocumento: invoice.documentType,
    nroDocumento: invoice.documentNumber,
    complemento: invoice.complement,
    correo: invoice.email,
    razonSocial: invoice.businessName,
    telefono: invoice.phone,
    idDatosFactura: profile.id,
    editable: profile.editable,
  };
}
