import { defineEndpoint } from '../endpoint.ts';
import { projectDetailAnswer, projectListAnswer, projectListRequest, projectRequest } from './catalogue.wire.ts';
import { lotDetailAnswer, lotRequest } from './lot.wire.ts';
import { projectMapAnswer } from './project-map.wire.ts';

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
  map: defineEndpoint({ method: 'GET', path: 'proyectos/mapa', query: projectRequest, answer: projectMapAnswer }),
  lot: defineEndpoint({ method: 'GET', path: 'lotes/detalle', query: lotRequest, answer: lotDetailAnswer }),
};
