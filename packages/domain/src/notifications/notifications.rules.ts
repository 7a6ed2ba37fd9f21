import { z } from 'zod';

export * from './notifications.types.ts';

const documentQuery = z.string().max(40).optional();

/**
 * GET /notificacion/obtener/notificaciones (spec §7): ci, tipo, token and pagina travel in the query.
 * The token and ci of the query are not trusted: the session header says whose notifications these are.
 */
export const notificationListQuerySchema = z.object({
  ci: documentQuery,
  token: z.string().max(4096).optional(),
  tipo: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** update /notificacion/update/leido?idnotificacion= (spec §7). */
export const notificationReadQuerySchema = z.object({
  idnotificacion: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
