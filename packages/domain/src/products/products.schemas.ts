import { z } from 'zod';

/** A product named in a body (payments, plans): an id that is not one answers like a product not found. */
export const productIdSchema = z
  .number({ error: 'products.notFound' })
  .int({ error: 'products.notFound' })
  .positive({ error: 'products.notFound' });

/** ?idProducto= of the read calls (detail, statement, plan and upgrade options, documents). */
export const productQuerySchema = z.object({
  idProducto: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
