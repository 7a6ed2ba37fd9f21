import { csvAnswer, defineEndpoint } from '../endpoint.ts';
import { heldLotsAnswer } from './held-lots.wire.ts';
import {
  prereservationListAnswer,
  prereservationListRequest,
  projectLotsAnswer,
  projectLotsRequest,
  projectsAnswer,
  releaseAnswer,
  releaseRequest,
  salesSummaryAnswer,
  salesSummaryRequest,
  standingsAnswer,
} from './sales.wire.ts';

export const salesEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: 'admin/ventas/resumen',
    query: salesSummaryRequest,
    answer: salesSummaryAnswer,
  }),
  prereservations: defineEndpoint({
    method: 'GET',
    path: 'admin/ventas/prerreservas',
    query: prereservationListRequest,
    answer: prereservationListAnswer,
  }),
  projects: defineEndpoint({ method: 'GET', path: 'admin/ventas/proyectos', answer: projectsAnswer }),
  projectLots: defineEndpoint({
    method: 'GET',
    path: 'admin/ventas/lotes',
    query: projectLotsRequest,
    answer: projectLotsAnswer,
  }),
  release: defineEndpoint({
    method: 'POST',
    path: 'admin/ventas/prerreservas/liberar',
    body: releaseRequest,
    answer: releaseAnswer,
  }),
  standings: defineEndpoint({ method: 'GET', path: 'admin/ventas/posiciones', answer: standingsAnswer }),
  /** The lots advisers hold right now while they show their plans (docs/decisions/0064). */
  heldLots: defineEndpoint({ method: 'GET', path: 'admin/ventas/retenciones', answer: heldLotsAnswer }),
  /** Both standings as one CSV file. */
  exportStandings: defineEndpoint({
    method: 'GET',
    path: 'admin/ventas/posiciones/exportar',
    answer: csvAnswer('posiciones.csv'),
  }),
};
