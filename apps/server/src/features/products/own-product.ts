import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnProduct, type OwnProduct } from './product-accounts.repo.ts';

/**
 * The product `productId` of `userId`, or the refusal every products, payments, plans and documents
 * call gives: someone else's product answers exactly as one that does not exist.
 */
export async function requireOwnProduct(db: Executor, userId: number, productId: number): Promise<OwnProduct> {
  const product = await findOwnProduct(db, userId, productId);
  if (!product) throw new AppError('products.notFound', 1, {}, { campo: 'idProducto' });
  return product;
}
