import { bookedCabinAnswer, cancelledCabinAnswer } from '../cabins/cabins.wire.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  deskActionsAnswer,
  deskCabinCancelRequest,
  deskCabinReservationRequest,
  deskCabinsAnswer,
  deskCustomerRequest,
} from './cashier.wire.ts';

/** The cashier's desk (spec §2 cashier menu; calls ours, docs/decisions/0015): their record and cabins for a customer. */
export const cashierEndpoints = {
  actions: defineEndpoint({ method: 'GET', path: 'caja/acciones', answer: deskActionsAnswer }),
  cabins: defineEndpoint({ method: 'GET', path: 'caja/cabanas', query: deskCustomerRequest, answer: deskCabinsAnswer }),
  reserveCabin: defineEndpoint({
    method: 'POST',
    path: 'caja/cabanas/reservas',
    body: deskCabinReservationRequest,
    answer: bookedCabinAnswer,
  }),
  cancelCabin: defineEndpoint({
    method: 'POST',
    path: 'caja/cabanas/reservas/cancelar',
    body: deskCabinCancelRequest,
    answer: cancelledCabinAnswer,
  }),
};
