import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH, INT32_KEY_MAX } from '../config.ts';
import { RECOVERY_SEARCH_MIN_LENGTH } from './recovery-config.ts';

/** An id as sent; `max` is INT32_KEY_MAX for a table keyed by a 32-bit integer, so a larger one is "not found". */
const id = (error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.number({ error }).int({ error }).positive({ error }).max(max, { error });

/** Spec §5: a document of more than 3 characters before searching. */
export const reversalsRequestSchema = z.object({
  // A number (or anything not text) is a client's mistake, not a short document: it is told so.
  docId: z
    .string({ error: 'recovery.documentNotText' })
    .trim()
    .min(RECOVERY_SEARCH_MIN_LENGTH, { error: 'recovery.documentTooShort' })
    .max(DOCUMENT_NUMBER_MAX_LENGTH, { error: 'recovery.documentTooLong' }),
});

export const recoveryProjectsRequestSchema = z.object({
  idEmpresa: id('recovery.reversalNotFound', INT32_KEY_MAX),
  idVentaRevertida: id('recovery.reversalNotFound'),
});

export const recoveryProductsRequestSchema = recoveryProjectsRequestSchema.extend({
  idProyecto: id('recovery.projectNotFound', INT32_KEY_MAX),
});
