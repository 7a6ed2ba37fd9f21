import { formatAmount, formatCentsMoney, formatDecimalAmount, formatDecimalMoney } from '@vo/domain/money';

/**
 * Amounts of the PDFs, written by the same formatter as the pages (formatMoney of the domain) in the
 * documents' language: Spanish, as the page reads in es ("13.166,50 US$", never "13166.50 USD";
 * docs/decisions/0008, 0032). Standard PDF fonts speak WinAnsi, which has the no-break space Intl puts
 * between the figure and its currency. Calendar dates are the domain's formatCalendarDay (14/09/2026).
 */
const PDF_LOCALE = 'es';

/** Cents with their currency: "2.984,25 US$". */
export function pdfMoney(cents: bigint, currency: string): string {
  return formatCentsMoney(cents, currency, PDF_LOCALE);
}

/** Cents without a currency, for tables whose footer names it once: "2.984,25". */
export function pdfAmount(cents: bigint): string {
  return formatAmount(cents, PDF_LOCALE);
}

/** A wire or stored decimal ("2984.25") the same way; what cannot be read is left as it came. */
export function pdfDecimal(decimal: string): string {
  return formatDecimalAmount(decimal, PDF_LOCALE);
}

/** A wire decimal with its currency. */
export function pdfDecimalMoney(decimal: string, currency: string): string {
  return formatDecimalMoney(decimal, currency, PDF_LOCALE);
}
