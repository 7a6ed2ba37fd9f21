import { defineEndpoint } from '../endpoint.ts';
import { projectDetailAnswer, projectListAnswer, projectListRequest, projectRequest } from './catalogue.wire.ts';
import { lotDetailAnswer, lotRequest } from './lot.wire.ts';
import { projectGeometryAnswer, projectMapAnswer, takenLotsAnswer } from './project-map.wire.ts';

/** The catalogue (spec §2 /proyectos, /detalle/proyecto, /mapa/proyecto, /forma-pago/lote): for anyone logged in. */
export const catalogueEndpoints = {
  projects: defineEndpoint({
    method: 'GET',
    path: 'proyectos',
    query: projectListRequest,
    answer: projectListAnswer,
  }),
  project: defineEndpoint({
    method: 'GET',
    path: 'proyectos/detalle',
    query: projectRequest,
    answer: projectDetailAnswer,
  }),
  /** Geometry and states in one answer: kept for clients that still call it (docs/decisions/0021). */
  map: defineEndpoint({ method: 'GET', path: 'proyectos/mapa', query: projectRequest, answer: projectMapAnswer }),
  /** The drawing without states: the same bytes until it is redrawn, with an ETag and 304 (docs/decisions/0021). */
  mapGeometry: defineEndpoint({
    method: 'GET',
    path: 'proyectos/mapa/dibujo',
    query: projectRequest,
    answer: projectGeometryAnswer,
  }),
  /** Which lots of the project are taken, read on every request. */
  takenLots: defineEndpoint({
    method: 'GET',
    path: 'proyectos/mapa/ocupados',
    query: projectRequest,
    answer: takenLotsAnswer,
  }),
  lot: defineEndpoint({ method: 'GET', path: 'lotes/detalle', query: lotRequest, answer: lotDetailAnswer }),
};
