import { z } from 'zod';
import type { ProcedureKind, ProcedureState } from './procedure.rules.ts';
import {
  kindFromWire,
  PROCEDURE_KIND_WIRE,
  PROCEDURE_STATE_WIRE,
  type ProcedureDetailWire,
  type ProcedureWire,
  procedureIdSchema,
  procedureStateChangeSchema,
  startProcedureSchema,
  stateFromWire,
} from './procedure.schemas.ts';

/*
 * The procedures' wire (spec §2 /tramites; calls ours, docs/decisions/0014, 0020): kinds and states are
 * English inside and Spanish on the wire, translated here once each way.
 */

/** POST /tramites. */
export const startProcedureRequest = startProcedureSchema.transform((body) => ({
  kind: kindFromWire[body.tipo],
  productId: body.idProducto ?? null,
  detail: body.detalle,
}));
export type StartProcedureInput = z.output<typeof startProcedureRequest>;

/** GET /tramites/detalle?idTramite= and POST /tramites/desistir. */
export const procedureRequest = procedureIdSchema.transform((body) => ({ procedureId: body.idTramite }));

/** POST /ops/tramites/estado: the back office's change, with the note the customer reads. */
export const procedureChangeRequest = procedureStateChangeSchema.transform((body) => ({
  procedureId: body.idTramite,
  to: stateFromWire[body.estado],
  note: body.nota,
}));

/** Inside: one of a customer's procedures, as the service read and judged it. */
export interface Procedure {
  id: number;
  kind: ProcedureKind;
  state: ProcedureState;
  productId: number | null;
  /** the product it is about, when there is one */
  product: { description: string; contractNumber: string } | null;
  detail: string;
  /** the back office's latest note ('' when none) */
  lastNote: string;
  createdAt: Date;
  updatedAt: Date;
  /** the customer may still withdraw it */
  withdrawable: boolean;
}

export interface ProcedureDetail extends Procedure {
  history: { state: ProcedureState; note: string; at: Date }[];
}

/** Inside: where a procedure stands after the customer started or withdrew it, or the back office moved it. */
export interface ProcedureMoved {
  procedureId: number;
  state: ProcedureState;
}

const kindAnswer = z.enum(Object.values(PROCEDURE_KIND_WIRE));
const stateAnswer = z.enum(Object.values(PROCEDURE_STATE_WIRE));

const procedureFields = {
  idTramite: z.number().int(),
  tipo: kindAnswer,
  estado: stateAnswer,
  idProducto: z.number().int().nullable(),
  producto: z.string().nullable(),
  detalle: z.string(),
  nota: z.string(),
  creado: z.string(),
  actualizado: z.string(),
  desistible: z.boolean(),
};
export const procedureListAnswer = z.array(z.object(procedureFields) satisfies z.ZodType<ProcedureWire>);

export function procedureWire(procedure: Procedure): ProcedureWire {
  return {
    idTramite: procedure.id,
    tipo: PROCEDURE_KIND_WIRE[procedure.kind],
    estado: PROCEDURE_STATE_WIRE[procedure.state],
    idProducto: procedure.productId,
    producto: procedure.product ? `${procedure.product.description} · ${procedure.product.contractNumber}` : null,
    detalle: procedure.detail,
    nota: procedure.lastNote,
    creado: procedure.createdAt.toISOString(),
    actualizado: procedure.updatedAt.toISOString(),
    desistible: procedure.withdrawable,
  };
}

export const procedureDetailAnswer = z.object({
  ...procedureFields,
  historial: z.array(z.object({ estado: stateAnswer, nota: z.string(), fecha: z.string() })),
}) satisfies z.ZodType<ProcedureDetailWire>;

export const procedureDetailWire = (procedure: ProcedureDetail): ProcedureDetailWire => ({
  ...procedureWire(procedure),
  historial: procedure.history.map((step) => ({
    estado: PROCEDURE_STATE_WIRE[step.state],
    nota: step.note,
    fecha: step.at.toISOString(),
  })),
});

export const procedureMovedAnswer = z.object({ idTramite: z.number().int(), estado: stateAnswer });
export const procedureMovedWire = (moved: ProcedureMoved): z.output<typeof procedureMovedAnswer> => ({
  idTramite: moved.procedureId,
  estado: PROCEDURE_STATE_WIRE[moved.state],
});

/** The back office's change also answers the notification that told the customer. */
export const procedureChangedAnswer = procedureMovedAnswer.extend({ idnotificacion: z.number().int() });
export const procedureChangedWire = (
  moved: ProcedureMoved & { notificationId: number },
): z.output<typeof procedureChangedAnswer> => ({
  ...procedureMovedWire(moved),
  idnotificacion: moved.notificationId,
});
