import { defineEndpoint } from '../endpoint.ts';
import { lotHoldAnswer, lotHoldRequest, projectHoldsAnswer, projectHoldsRequest } from './lot-holds.wire.ts';
import {
  lotPlanAnswer,
  lotPlanRequest,
  prereservationRequest,
  prereservationStepAnswer,
  prereservationStepRequest,
} from './prereservations.wire.ts';
import { soldProductsAnswer } from './sold-products.wire.ts';

/** A lot's payment plan, and the advisers' pre-reservation → reservation → purchase (spec §2, §4, §5). */
export const prereservationEndpoints = {
  lotPlan: defineEndpoint({ method: 'POST', path: 'lotes/simular', body: lotPlanRequest, answer: lotPlanAnswer }),
  soldProducts: defineEndpoint({ method: 'GET', path: 'ventas/productos', answer: soldProductsAnswer }),
  prereserve: defineEndpoint({
    method: 'POST',
    path: 'prereservas',
    body: prereservationRequest,
    answer: prereservationStepAnswer,
  }),
  release: defineEndpoint({
    method: 'POST',
    path: 'prereservas/liberar',
    body: prereservationStepRequest,
    answer: prereservationStepAnswer,
  }),
  reserve: defineEndpoint({
    method: 'POST',
    path: 'prereservas/reservar',
    body: prereservationStepRequest,
    answer: prereservationStepAnswer,
  }),
  purchase: defineEndpoint({
    method: 'POST',
    path: 'prereservas/comprar',
    body: prereservationStepRequest,
    answer: prereservationStepAnswer,
  }),
  /** Issue 37 (docs/decisions/0064): the adviser who opens a free lot's plans holds it for a few minutes. */
  holdLot: defineEndpoint({ method: 'POST', path: 'lotes/retener', body: lotHoldRequest, answer: lotHoldAnswer }),
  /** She left the plans: the lot is free again at once (the time-out frees it anyway). */
  letGoLot: defineEndpoint({ method: 'POST', path: 'lotes/soltar', body: lotHoldRequest }),
  /** The project's held lots, for a map that opens; later changes come as the realtime event `retenciones`. */
  projectHolds: defineEndpoint({
    method: 'GET',
    path: 'proyectos/mapa/retenidos',
    query: projectHoldsRequest,
    answer: projectHoldsAnswer,
  }),
};
