import { defineEndpoint } from '../endpoint.ts';
import {
  passPrereservationAnswer,
  passPrereservationRequest,
  passTypeRequest,
  seasonPassTypeAnswer,
} from './season-passes.wire.ts';

/** Season passes (spec §2 /prereservar-abono/{tipoAbono}): prices, stock and the pre-reservation. */
export const seasonPassEndpoints = {
  passType: defineEndpoint({
    method: 'GET',
    path: 'abonos/tipo',
    query: passTypeRequest,
    answer: seasonPassTypeAnswer,
  }),
  prereserve: defineEndpoint({
    method: 'POST',
    path: 'prereservas/abono',
    body: passPrereservationRequest,
    answer: passPrereservationAnswer,
  }),
};
