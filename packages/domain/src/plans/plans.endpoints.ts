import { defineEndpoint } from '../endpoint.ts';
import { productRequest } from '../products/products.wire.ts';
import {
  planChangeAnswer,
  planChangeRequest,
  planOptionsAnswer,
  planSimulationAnswer,
  upgradeOptionsAnswer,
  upgradeRequest,
} from './plans.wire.ts';

/** Reconfigure a product's payment plan and upgrade a membership (spec §2, docs/decisions/0008). */
export const planEndpoints = {
  options: defineEndpoint({ method: 'GET', path: 'plan/opciones', query: productRequest, answer: planOptionsAnswer }),
  simulate: defineEndpoint({
    method: 'POST',
    path: 'plan/simular',
    body: planChangeRequest,
    answer: planSimulationAnswer,
  }),
  reconfigure: defineEndpoint({
    method: 'POST',
    path: 'plan/reconfigurar',
    body: planChangeRequest,
    answer: planChangeAnswer,
  }),
  upgradeOptions: defineEndpoint({
    method: 'GET',
    path: 'membresia/mejorar/opciones',
    query: productRequest,
    answer: upgradeOptionsAnswer,
  }),
  simulateUpgrade: defineEndpoint({
    method: 'POST',
    path: 'membresia/mejorar/simular',
    body: upgradeRequest,
    answer: planSimulationAnswer,
  }),
  upgrade: defineEndpoint({
    method: 'POST',
    path: 'membresia/mejorar',
    body: upgradeRequest,
    answer: planChangeAnswer,
  }),
};
