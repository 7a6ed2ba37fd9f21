/** How many digits a receipt's place in its company's sequence is written with, at least. */
export const RECEIPT_DIGITS = 7;

/**
 * A receipt's number: R, its company, and its place in the company's gapless sequence (R2-0000248). The
 * payment's statement writes the same in SQL (payments.repo.ts, receiptNumberSql), tested to agree.
 */
export const receiptNumberOf = (companyId: number, place: number | bigint): string =>
  `R${companyId}-${String(place).padStart(RECEIPT_DIGITS, '0')}`;
