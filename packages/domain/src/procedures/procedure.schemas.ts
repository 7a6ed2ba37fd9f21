import { z } from 'zod';
import { insideFromWire } from '../wire.ts';
import {
  kindNeedsProduct,
  PROCEDURE_DETAIL_MAX_LENGTH,
  PROCEDURE_DETAIL_MIN_LENGTH,
  PROCEDURE_NOTE_MAX_LENGTH,
  type ProcedureKind,
  type ProcedureState,
} from './procedure.rules.ts';

/** The kinds and states on the wire (Spanish, like every wire name); inside, code and tables speak English. */
export const PROCEDURE_KIND_WIRE = {
  document_request: 'solicitud_documento',
  ownership_transfer: 'transferencia',
  cancellation_request: 'solicitud_baja',
  plan_change: 'cambio_plan',
  data_correction: 'correccion_datos',
} as const satisfies Record<ProcedureKind, string>;
export type ProcedureKindWire = (typeof PROCEDURE_KIND_WIRE)[ProcedureKind];

export const PROCEDURE_STATE_WIRE = {
  submitted: 'presentado',
  in_review: 'en_revision',
  observed: 'observado',
  resolved: 'resuelto',
  rejected: 'rechazado',
  withdrawn: 'desistido',
} as const satisfies Record<ProcedureState, string>;
export type ProcedureStateWire = (typeof PROCEDURE_STATE_WIRE)[ProcedureState];

export const kindFromWire = insideFromWire<ProcedureKind, ProcedureKindWire>(PROCEDURE_KIND_WIRE);
export const stateFromWire = insideFromWire<ProcedureState, ProcedureStateWire>(PROCEDURE_STATE_WIRE);

const KIND_WIRE_VALUES = Object.values(PROCEDURE_KIND_WIRE) as [ProcedureKindWire, ...ProcedureKindWire[]];
const STATE_WIRE_VALUES = Object.values(PROCEDURE_STATE_WIRE) as [ProcedureStateWire, ...ProcedureStateWire[]];

/** A number in a body, digits in a query; never a boolean read as 1 (the hostile-input run found it). */
const procedureId = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/)], { error: 'procedures.notFound' })
  .transform(Number)
  .pipe(
    z
      .number({ error: 'procedures.notFound' })
      .int({ error: 'procedures.notFound' })
      .positive({ error: 'procedures.notFound' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'procedures.notFound' }),
  );

/** POST /tramites: a kind, the product it is about (when the kind needs one) and what the customer asks. */
export const startProcedureSchema = z
  .object({
    tipo: z.enum(KIND_WIRE_VALUES, { error: 'procedures.kindInvalid' }),
    idProducto: z
      .number({ error: 'procedures.productRequired' })
      .int({ error: 'procedures.productRequired' })
      .positive({ error: 'procedures.productRequired' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'procedures.productRequired' })
      .nullish(),
    detalle: z
      .string({ error: 'procedures.detailTooShort' })
      .trim()
      .min(PROCEDURE_DETAIL_MIN_LENGTH, { error: 'procedures.detailTooShort' })
      .max(PROCEDURE_DETAIL_MAX_LENGTH, { error: 'procedures.detailTooLong' }),
  })
  .superRefine((value, ctx) => {
    if (kindNeedsProduct(kindFromWire[value.tipo]) && value.idProducto == null)
      ctx.addIssue({ code: 'custom', path: ['idProducto'], message: 'procedures.productRequired' });
  });
export type StartProcedureRequest = z.output<typeof startProcedureSchema>;

/** GET /tramites/detalle?idTramite= and POST /tramites/desistir: one of the caller's own procedures. */
export const procedureIdSchema = z.object({ idTramite: procedureId });

/** POST /ops/tramites/estado: the back office moves a procedure, with a note the customer reads. */
export const procedureStateChangeSchema = z.object({
  idTramite: procedureId,
  estado: z.enum(STATE_WIRE_VALUES, { error: 'procedures.stateInvalid' }),
  nota: z
    .string({ error: 'procedures.noteTooLong' })
    .trim()
    .max(PROCEDURE_NOTE_MAX_LENGTH, { error: 'procedures.noteTooLong' })
    .default(''),
});

/** One procedure in the customer's list. */
export interface ProcedureWire {
  idTramite: number;
  tipo: ProcedureKindWire;
  estado: ProcedureStateWire;
  /** the product it is about: its description and contract number */
  idProducto: number | null;
  producto: string | null;
  detalle: string;
  /** the back office's latest note ('' when none) */
  nota: string;
  /** ISO instants */
  creado: string;
  actualizado: string;
  /** the customer may still withdraw it */
  desistible: boolean;
}

/** GET /tramites/detalle: the procedure and every state it went through, oldest first, with the notes. */
export interface ProcedureDetailWire extends ProcedureWire {
  historial: { estado: ProcedureStateWire; nota: string; fecha: string }[];
}
