import { z } from 'zod';
import type { ProjectMap } from './catalogue.types.ts';

/*
 * The map's wire (docs/decisions/0012, 0020, 0021): compact arrays for phones. The lots travel as tuples
 * inside too, so a drawing kept in memory is answered without copying its 2 000 lots. The map comes in two
 * calls: the geometry, which a phone downloads once and revalidates by ETag, and which lots are taken, read
 * on every visit. GET /proyectos/mapa still answers both in one, for clients that call it.
 */

/** [id, block index, number, taken 0/1, points, area m², price in cents, corner 0/1, avenue 0/1] */
export type MapLot = ProjectMap['lotes'][number];

/** Inside: a project's drawing in its own units (0..width × 0..height). */
export interface LotMap {
  projectId: number;
  name: string;
  currency: string;
  width: number;
  height: number;
  /** [code, points] */
  blocks: ProjectMap['manzanos'];
  lots: MapLot[];
}

/**
 * Inside: the lots of a project that are not free (held or sold), by id, ascending; and, among them, those the
 * caller's own pending pre-reservations hold (docs/decisions/0033).
 */
export interface TakenLots {
  projectId: number;
  lotIds: number[];
  ownLotIds: number[];
}

const flag = z.literal([0, 1]);

const mapFields = {
  idProyecto: z.number().int(),
  nombre: z.string(),
  moneda: z.string(),
  ancho: z.number(),
  alto: z.number(),
  manzanos: z.array(z.tuple([z.string(), z.string()])),
};

/** A lot's tuple with its "taken" slot given: 0/1 in the combined map, always 0 in the geometry. */
const lotTuple = <T extends z.ZodType<0 | 1>>(taken: T) =>
  z.tuple([z.number().int(), z.number().int(), z.string(), taken, z.string(), z.number(), z.number(), flag, flag]);

export const projectMapAnswer = z.object({
  ...mapFields,
  lotes: z.array(lotTuple(flag)),
}) satisfies z.ZodType<ProjectMap>;

export const projectMapWire = (map: LotMap): ProjectMap => ({
  idProyecto: map.projectId,
  nombre: map.name,
  moneda: map.currency,
  ancho: map.width,
  alto: map.height,
  manzanos: map.blocks,
  lotes: map.lots,
});

/**
 * GET /proyectos/mapa/dibujo: the combined map's shape, so one drawing code serves both, with every lot's
 * "taken" slot 0: the geometry never says whether a lot is taken, GET /proyectos/mapa/ocupados does.
 */
export const projectGeometryAnswer = z.object({
  ...mapFields,
  lotes: z.array(lotTuple(z.literal(0))),
}) satisfies z.ZodType<ProjectMap>;

export type ProjectGeometry = z.output<typeof projectGeometryAnswer>;

/** Written once per kept drawing (its bytes are what the ETag names), so the copy of the lots costs nothing later. */
export const projectGeometryWire = (map: LotMap): ProjectGeometry => ({
  ...projectMapWire(map),
  lotes: map.lots.map(([id, block, number, , points, area, price, corner, avenue]) => [
    id,
    block,
    number,
    0,
    points,
    area,
    price,
    corner,
    avenue,
  ]),
});

/**
 * GET /proyectos/mapa/ocupados: small, read on every request (a pre-reservation changes it at once).
 * `propios` came later (docs/decisions/0033): the taken lots the caller's own pending pre-reservations hold. It is added
 * last and always sent; a client that predates it ignores it, and the web reads a missing one as none.
 */
export const takenLotsAnswer = z.object({
  idProyecto: z.number().int(),
  ocupados: z.array(z.number().int()),
  propios: z.array(z.number().int()),
});

export type TakenLotsAnswer = z.output<typeof takenLotsAnswer>;

export const takenLotsWire = (taken: TakenLots): TakenLotsAnswer => ({
  idProyecto: taken.projectId,
  ocupados: taken.lotIds,
  propios: taken.ownLotIds,
});
