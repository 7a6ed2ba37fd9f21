import { z } from 'zod';
import { joinPhone, phoneNumberSchema, prefixedPhoneSchema } from '../profile/phone.rules.ts';
import { emailSchema } from '../profile/profile.rules.ts';
import {
  BUSINESS_NAME_MAX_LENGTH,
  COMPANIES_THAT_INVOICE,
  DIGITS_ONLY_DOCUMENT_TYPES,
  DOCUMENT_TYPE_WITH_COMPLEMENT,
  INVOICE_COMPLEMENT_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
} from './invoice-config.ts';

/** Spec §9: only customers of these companies are asked for invoice data. */
export function companiesThatInvoice(companies: readonly number[]): number[] {
  return [...new Set(companies)].filter((company) => COMPANIES_THAT_INVOICE.includes(company)).sort((a, b) => a - b);
}

/** Spec §5: the complement applies to document type 1 only; for any other type it is cleared. */
export function complementApplies(documentType: number): boolean {
  return documentType === DOCUMENT_TYPE_WITH_COMPLEMENT;
}

const phoneKeys = { required: 'invoice.phoneRequired', digits: 'invoice.phoneDigits', length: 'invoice.phoneLength' };

/** The fields both the form and the wire share, with every rule of spec §5 that does not depend on another field. */
const commonFields = {
  // An id of the document-type list: no larger than its column holds (a 32-bit integer), else no such type.
  tipoDocumento: z
    .number({ error: 'invoice.documentTypeRequired' })
    .int({ error: 'invoice.documentTypeRequired' })
    .positive({ error: 'invoice.documentTypeRequired' })
    .max(2_147_483_647, { error: 'invoice.documentTypeRequired' }),
  nroDocumento: z
    .string({ error: 'invoice.documentNumberRequired' })
    .trim()
    .min(1, { error: 'invoice.documentNumberRequired' })
    .min(INVOICE_DOCUMENT_NUMBER_MIN_LENGTH, { error: 'invoice.documentNumberLength' })
    .max(INVOICE_DOCUMENT_NUMBER_MAX_LENGTH, { error: 'invoice.documentNumberLength' })
    .regex(/^[0-9A-Za-z-]+$/, { error: 'invoice.documentNumberFormat' }),
  // Checked in documentRules: for a type without complement whatever was typed is simply cleared.
  complemento: z.string().trim().max(40, { error: 'invoice.complementFormat' }).default(''),
  razonSocial: z
    .string({ error: 'invoice.businessNameRequired' })
    .trim()
    .min(1, { error: 'invoice.businessNameRequired' })
    .max(BUSINESS_NAME_MAX_LENGTH, { error: 'invoice.businessNameLength' }),
  correo: emailSchema({ required: 'invoice.emailRequired', invalid: 'invoice.emailInvalid' }),
};

/** The rules that tie the document number and complement to the document type (spec §5). */
function documentRules(
  value: { tipoDocumento: number; nroDocumento: string; complemento: string },
  ctx: z.RefinementCtx,
) {
  if (DIGITS_ONLY_DOCUMENT_TYPES.includes(value.tipoDocumento) && !/^\d+$/.test(value.nroDocumento)) {
    ctx.addIssue({ code: 'custom', message: 'invoice.documentNumberDigits', path: ['nroDocumento'] });
  }
  const complementValid = new RegExp(`^[0-9A-Za-z]{0,${INVOICE_COMPLEMENT_MAX_LENGTH}}$`).test(value.complemento);
  if (complementApplies(value.tipoDocumento) && !complementValid) {
    ctx.addIssue({ code: 'custom', message: 'invoice.complementFormat', path: ['complemento'] });
  }
}

/** What the invoice dialog holds while edited; the prefix is shown read-only beside the phone. */
export const invoiceFormSchema = z
  .object({ ...commonFields, prefijo: z.string(), telefono: phoneNumberSchema(phoneKeys) })
  .superRefine(documentRules);
export type InvoiceForm = z.input<typeof invoiceFormSchema>;

/** POST /factura/cliente/guardar (spec §7): the invoice fields without prefix and idDatosFactura. */
export const invoiceSaveRequestSchema = z
  .object({ ...commonFields, telefono: prefixedPhoneSchema(phoneKeys), docId: z.string().max(40).optional() })
  .superRefine(documentRules);
export type InvoiceSaveRequest = z.input<typeof invoiceSaveRequestSchema>;

interface DocumentFields {
  tipoDocumento: number;
  nroDocumento: string;
  complemento: string;
  razonSocial: string;
}

/** Spec §5 "on save": upper case, and no complement for a type that takes none. */
function upperCaseDocument(fields: DocumentFields): DocumentFields {
  return {
    tipoDocumento: fields.tipoDocumento,
    nroDocumento: fields.nroDocumento.toUpperCase(),
    complemento: complementApplies(fields.tipoDocumento) ? fields.complemento.toUpperCase() : '',
    razonSocial: fields.razonSocial.toUpperCase(),
  };
}

/**
 * Spec §5 "on save": document number, business name and complement in upper case, the complement
 * cleared unless the type takes one, the phone as prefix-number.
 */
export function toInvoiceSaveRequest(form: z.output<typeof invoiceFormSchema>): InvoiceSaveRequest {
  return {
    ...upperCaseDocument(form),
    correo: form.correo,
    telefono: joinPhone(form.prefijo, form.telefono),
  };
}

/** What the server stores: the same normalisation, applied again so no client can skip it. */
export function normaliseInvoiceData(request: z.output<typeof invoiceSaveRequestSchema>): InvoiceFields {
  const document = upperCaseDocument(request);
  return {
    documentType: document.tipoDocumento,
    documentNumber: document.nroDocumento,
    complement: document.complemento,
    businessName: document.razonSocial,
    email: request.correo,
    phone: request.telefono,
  };
}

/** Inside: the invoice data as stored, in upper case where spec §5 wants it. */
export interface InvoiceFields {
  documentType: number;
  documentNumber: string;
  complement: string;
  businessName: string;
  email: string;
  /** prefix-number, e.g. "+591-71234567" */
  phone: string;
}

/** The fields locked while the edit-invoice-data flag is off (spec §5). */
export const LOCKED_INVOICE_FIELDS = ['tipoDocumento', 'nroDocumento', 'complemento', 'razonSocial'] as const;

interface StoredDocument {
  documentType: number;
  documentNumber: string;
  complement: string;
  businessName: string;
}

/** Spec §5: the first locked field a save would change (stored form on both sides), or null. */
export function lockedFieldChanged(
  saved: StoredDocument,
  next: StoredDocument,
): (typeof LOCKED_INVOICE_FIELDS)[number] | null {
  if (saved.documentType !== next.documentType) return 'tipoDocumento';
  if (saved.documentNumber !== next.documentNumber) return 'nroDocumento';
  if (saved.complement !== next.complement) return 'complemento';
  if (saved.businessName !== next.businessName) return 'razonSocial';
  return null;
}

/** POST /factura/cliente/empresas (spec §7). */
export const invoiceCompaniesRequestSchema = z.object({
  docId: z.string().max(40).optional(),
  empresas: z.array(z.number().int().positive()).max(100).optional(),
});
