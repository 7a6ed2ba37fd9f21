import { z } from 'zod';
import {
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  searchTextSchema,
} from '../back-office/back-office.wire.ts';
import type { ProcedureKind, ProcedureState } from './procedure.rules.ts';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE, stateFromWire } from './procedure.schemas.ts';

/* The back office's queue of procedures (docs/decisions/0038). */

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

/** Inside: one procedure of the queue, with its customer and the back office's latest note ('' when none). */
export interface QueuedProcedure {
  id: number;
  documentNumber: string;
  fullName: string;
  kind: ProcedureKind;
  state: ProcedureState;
  detail: string;
  lastNote: string;
  createdAt: Date;
  updatedAt: Date;
}

export const procedureQueueRowWire = (procedure: QueuedProcedure): ProcedureQueueRowWire => ({
  idTramite: procedure.id,
  ci: procedure.documentNumber,
  nombre: procedure.fullName,
  tipo: PROCEDURE_KIND_WIRE[procedure.kind],
  estado: PROCEDURE_STATE_WIRE[procedure.state],
  detalle: procedure.detail,
  nota: procedure.lastNote,
  creado: procedure.createdAt.toISOString(),
  actualizado: procedure.updatedAt.toISOString(),
});
export const procedureQueueWire = (page: Page<QueuedProcedure>): z.output<typeof procedureQueueAnswer> =>
  pageWire(page, procedureQueueRowWire);
