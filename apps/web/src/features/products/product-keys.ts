/**
 * Query keys of the products and payments data, in one place: the pages, the payment forms and the
 * realtime channel must invalidate and share exactly the same entries.
 */
export const productKeys = {
  /** Everything about the person's products: what a confirmed payment makes stale. */
  all: ['products'] as const,
  list: ['products', 'list'] as const,
  detail: (idProducto: number) => ['products', 'detail', idProducto] as const,
  /** The points wallet: under `all`, since a payment with points spends them. */
  wallet: ['products', 'wallet'] as const,
  /** What a product's documents page lists: a payment adds a receipt, a new plan an addendum. */
  documents: (idProducto: number) => ['products', 'documents', idProducto] as const,
  /** The state of one payment (a QR waiting to be paid). */
  paymentStatus: (idPago: number) => ['payments', 'status', idPago] as const,
};
