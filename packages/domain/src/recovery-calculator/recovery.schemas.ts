import { z } from 'zod';
import { RECOVERY_SEARCH_MIN_LENGTH } from '../config.ts';

const id = (error: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(Number.MAX_SAFE_INTEGER, { error });

/** Spec §5: a document of more than 3 characters before searching. */
export const reversalsRequestSchema = z.object({
  docId: z
    .string({ error: 'recovery.documentTooShort' })
    .trim()
    .min(RECOVERY_SEARCH_MIN_LENGTH, { error: 'recovery.documentTooShort' })
    .max(20, { error: 'recovery.documentTooShort' }),
});

export const recoveryProjectsRequestSchema = z.object({
  idEmpresa: id('recovery.reversalNotFound'),
  idVentaRevertida: id('recovery.reversalNotFound'),
});

export const recoveryProductsRequestSchema = recoveryProjectsRequestSchema.extend({
  idProyecto: id('recovery.projectNotFound'),
});
