import { z } from 'zod';
import type { ProjectMap } from './catalogue.types.ts';

/*
 * GET /proyectos/mapa's wire (docs/decisions/0012, 0020): compact arrays for phones. The lots travel as
 * tuples inside too, so a drawing kept in memory is answered without copying its 2 000 lots.
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

const flag = z.literal([0, 1]);

export const projectMapAnswer = z.object({
  idProyecto: z.number().int(),
  nombre: z.string(),
  moneda: z.string(),
  ancho: z.number(),
  alto: z.number(),
  manzanos: z.array(z.tuple([z.string(), z.string()])),
  lotes: z.array(
    z.tuple([z.number().int(), z.number().int(), z.string(), flag, z.string(), z.number(), z.number(), flag, flag]),
  ),
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
