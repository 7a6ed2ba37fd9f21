import { type ReceiptFacts, receiptDocument } from './business-documents.ts';
import { renderPdf } from './simple-pdf.ts';

/** What a receipt says, as its row keeps it (JSON has no Date: the moment it was paid as ISO text). */
export type StoredReceiptFacts = Omit<ReceiptFacts, 'paidAt'> & { paidAt: string };

/** What a receipt says before its number is taken: the payment's statement writes the number in (0072). */
export type UnnumberedReceiptFacts = Omit<StoredReceiptFacts, 'receiptNumber'>;

/** The receipt's facts as written in the payment's transaction, its number left to the counter's statement. */
export const storedReceiptFacts = (facts: Omit<ReceiptFacts, 'receiptNumber'>): UnnumberedReceiptFacts => ({
  ...facts,
  paidAt: facts.paidAt.toISOString(),
});

/**
 * A receipt's PDF (docs/decisions/0066): the one it was written with, or else drawn from its stored facts, dated
 * by its row, so every download of a receipt is the same bytes. Drawing it costs a few milliseconds of CPU, paid
 * by the one who downloads it rather than inside the payment's transaction, where it held the product's lock.
 */
export async function receiptFile(receipt: {
  pdf: Uint8Array | null;
  facts: StoredReceiptFacts | null;
  createdAt: Date;
}): Promise<Uint8Array> {
  if (receipt.pdf) return receipt.pdf;
  if (!receipt.facts) throw new Error('a receipt with neither its PDF nor its facts');
  const facts = { ...receipt.facts, paidAt: new Date(receipt.facts.paidAt) };
  return renderPdf(receiptDocument(facts), receipt.createdAt);
}
