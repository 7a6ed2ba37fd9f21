import { z } from 'zod';
import { pageAnswerOf, pageNumberSchema, searchTextSchema } from '../back-office/back-office.wire.ts';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE, stateFromWire } from './procedure.schemas.ts';

/* The back office's queue of procedures (issue 21; docs/decisions/0038). */

const STATES = Object.values(PROCEDURE_STATE_WIRE) as [
  (typeof PROCEDURE_STATE_WIRE)[keyof typeof PROCEDURE_STATE_WIRE],
  ...(typeof PROCEDURE_STATE_WIRE)[keyof typeof PROCEDURE_STATE_WIRE][],
];

/** GET admin/tramites?estado=&buscar=&pagina=: oldest first; `buscar` is the customer's document or name. */
export const procedureQueueRequest = z
  .object({
    estado: z.enum(STATES, { error: 'procedures.stateInvalid' }).optional(),
    buscar: searchTextSchema,
    pagina: pageNumberSchema,
  })
  .transform((query) => ({
    state: query.estado ? stateFromWire[query.estado] : null,
    text: query.buscar,
    page: query.pagina,
  }));

export const procedureQueueRowAnswer = z.object({
  idTramite: z.number().int(),
  ci: z.string(),
  nombre: z.string(),
  tipo: z.enum(Object.values(PROCEDURE_KIND_WIRE)),
  estado: z.enum(STATES),
  detalle: z.string(),
  /** the back office's latest note ('' when none) */
  nota: z.string(),
  creado: z.string(),
  actualizado: z.string(),
});
export type ProcedureQueueRowWire = z.output<typeof procedureQueueRowAnswer>;

export const procedureQueueAnswer = pageAnswerOf(procedureQueueRowAnswer);
