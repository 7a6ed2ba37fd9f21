import { z } from 'zod';
import { NETWORK_SEARCH_MIN_LENGTH } from './network-config.ts';

/** ?nodo=&pagina= of the tree: no node means the caller. */
export const networkLevelQuerySchema = z.object({
  nodo: z.coerce
    .number({ error: 'network.nodeNotFound' })
    .int({ error: 'network.nodeNotFound' })
    .positive({ error: 'network.nodeNotFound' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'network.nodeNotFound' })
    .optional(),
  pagina: z.coerce
    .number({ error: 'network.pageInvalid' })
    .int({ error: 'network.pageInvalid' })
    .min(1, { error: 'network.pageInvalid' })
    .max(100_000, { error: 'network.pageInvalid' })
    .default(1),
});

/** ?q= : a document number (its start) or part of a name. */
export const networkSearchQuerySchema = z.object({
  q: z
    .string({ error: 'network.searchTooShort' })
    .trim()
    .min(NETWORK_SEARCH_MIN_LENGTH, { error: 'network.searchTooShort' })
    .max(80, { error: 'network.searchTooShort' }),
});
