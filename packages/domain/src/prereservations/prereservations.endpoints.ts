import { defineEndpoint } from '../endpoint.ts';
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
};
