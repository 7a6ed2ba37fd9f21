import { defineEndpoint } from '../endpoint.ts';
import {
  procedureDetailAnswer,
  procedureListAnswer,
  procedureMovedAnswer,
  procedureRequest,
  startProcedureRequest,
} from './procedures.wire.ts';

/** The customer's procedures (spec §2 /tramites; calls ours, docs/decisions/0014). */
export const procedureEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'tramites', answer: procedureListAnswer }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'tramites/detalle',
    query: procedureRequest,
    answer: procedureDetailAnswer,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: 'tramites',
    body: startProcedureRequest,
    answer: procedureMovedAnswer,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: 'tramites/desistir',
    body: procedureRequest,
    answer: procedureMovedAnswer,
  }),
};
