/** The invoice data's limits and the companies that invoice, beside invoice.rules.ts (docs/decisions/0056). */

/** Invoice data (spec §5, §9): document number 5 to 20, complement at most 2. */
export const INVOICE_DOCUMENT_NUMBER_MIN_LENGTH = 5;
export const INVOICE_DOCUMENT_NUMBER_MAX_LENGTH = 20;
export const INVOICE_COMPLEMENT_MAX_LENGTH = 2;
/** Document types whose number holds digits only (spec §5). */
export const DIGITS_ONLY_DOCUMENT_TYPES: readonly number[] = [1, 20];
/** The only document type that carries a complement (spec §5). */
export const DOCUMENT_TYPE_WITH_COMPLEMENT = 1;
export const BUSINESS_NAME_MAX_LENGTH = 200;

export const COMPANIES_THAT_INVOICE: readonly number[] = [2, 3, 12];
