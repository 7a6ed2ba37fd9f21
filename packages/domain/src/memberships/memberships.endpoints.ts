import { defineEndpoint } from '../endpoint.ts';
import {
  membershipBatchAnswer,
  membershipBatchRequest,
  membershipOffersAnswer,
  membershipOffersRequest,
  membershipSimulationAnswer,
  membershipSimulationRequest,
} from './memberships.wire.ts';

/** Memberships (spec §2 /membresias, /travel-bolivia, /membresia-internacional, /prereserva-membresia). */
export const membershipEndpoints = {
  offers: defineEndpoint({
    method: 'GET',
    path: 'membresias/ofertas',
    query: membershipOffersRequest,
    answer: membershipOffersAnswer,
  }),
  simulate: defineEndpoint({
    method: 'POST',
    path: 'membresias/simular',
    body: membershipSimulationRequest,
    answer: membershipSimulationAnswer,
  }),
  prereserve: defineEndpoint({
    method: 'POST',
    path: 'prereservas/membresias',
    body: membershipBatchRequest,
    answer: membershipBatchAnswer,
  }),
};
