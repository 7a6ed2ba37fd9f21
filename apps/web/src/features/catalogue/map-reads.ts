import { catalogueEndpoints as endpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import type { TakenLotSets } from './lot-states.ts';

/**
 * The lot map's two reads, without TanStack Query: the page's queries call them, and so does the entry before
 * React renders when a returning person opens a map (app/first-reads.ts, docs/decisions/0061).
 */
export const mapKeys = {
  /** Under catalogueKeys.all, so a pre-reservation anywhere reads it again. */
  takenLots: (id: number) => ['catalogue', 'taken-lots', id] as const,
  /** The drawing: outside catalogueKeys.all on purpose, as no pre-reservation changes it (docs/decisions/0021). */
  geometry: (id: number) => ['lot-map-geometry', id] as const,
};

/** GET /proyectos/mapa/dibujo: the drawing of a project's lots, the same for everyone. */
export const readProjectGeometry = async (idProyecto: number) =>
  unwrap(await call(endpoints.mapGeometry, { idProyecto }));

/**
 * GET /proyectos/mapa/ocupados: the taken lots and the caller's own among them. A server that predates `propios`
 * sends none: read as "none of them yours".
 */
export async function readTakenLots(idProyecto: number): Promise<TakenLotSets> {
  const answer = unwrap(await call(endpoints.takenLots, { idProyecto }));
  return { taken: new Set(answer.ocupados), own: new Set(answer.propios ?? []) };
}
