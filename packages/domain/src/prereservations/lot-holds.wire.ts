import { z } from 'zod';
import { lotQuerySchema, projectQuerySchema } from '../catalogue/catalogue.schemas.ts';

/*
 * A lot held for the adviser who opened its payment plans (issue 37, docs/decisions/0064). The wire names
 * what is left of a hold in seconds from the server's "now", so a phone with a wrong clock still counts down
 * right; `hasta` is the same instant in words for the console and for people.
 */

/** POST /lotes/retener and /lotes/soltar: the lot. */
export const lotHoldRequest = lotQuerySchema.transform((body) => ({ lotId: body.idLote }));

/** GET /proyectos/mapa/retenidos: the project. */
export const projectHoldsRequest = projectQuerySchema.transform((body) => ({ projectId: body.idProyecto }));

/** Inside: one live hold of a project's lot. */
export interface LotHold {
  lotId: number;
  projectId: number;
  adviserId: number;
  until: Date;
}

const heldLot = z.object({
  idLote: z.number().int(),
  /** seconds left, counted from the server's now */
  segundos: z.number().int().nonnegative(),
  /** held by the caller herself */
  propio: z.boolean(),
});

export type HeldLot = z.output<typeof heldLot>;

/** The project's held lots: the answer of GET /proyectos/mapa/retenidos and the realtime event `retenciones`. */
export const projectHoldsAnswer = z.object({ idProyecto: z.number().int(), retenidos: z.array(heldLot) });
export type ProjectHoldsAnswer = z.output<typeof projectHoldsAnswer>;

/** POST /lotes/retener: the hold she now has (a new one, or hers already). */
export const lotHoldAnswer = z.object({
  idLote: z.number().int(),
  idProyecto: z.number().int(),
  segundos: z.number().int().nonnegative(),
  hasta: z.string(),
});

export const secondsLeft = (until: Date, now: Date): number =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));

export const projectHoldsWire = (
  projectId: number,
  holds: readonly LotHold[],
  callerId: number | null,
  now: Date,
): ProjectHoldsAnswer => ({
  idProyecto: projectId,
  retenidos: holds.map((hold) => ({
    idLote: hold.lotId,
    segundos: secondsLeft(hold.until, now),
    propio: hold.adviserId === callerId,
  })),
});
