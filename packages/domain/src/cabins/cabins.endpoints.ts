import { defineEndpoint } from '../endpoint.ts';
import {
  availabilityRequest,
  bookedCabinAnswer,
  cabinAvailabilityAnswer,
  cabinReservationIdRequest,
  cabinReservationRequest,
  cabinsHomeAnswer,
  cancelledCabinAnswer,
  ratedStayAnswer,
  stayRatingRequest,
} from './cabins.wire.ts';

/** Cabin reservation at the leisure park (spec §2 /reservar-cabana; calls ours, docs/decisions/0013). */
export const cabinEndpoints = {
  home: defineEndpoint({ method: 'GET', path: 'cabanas', answer: cabinsHomeAnswer }),
  availability: defineEndpoint({
    method: 'GET',
    path: 'cabanas/disponibilidad',
    query: availabilityRequest,
    answer: cabinAvailabilityAnswer,
  }),
  reserve: defineEndpoint({
    method: 'POST',
    path: 'cabanas/reservas',
    body: cabinReservationRequest,
    answer: bookedCabinAnswer,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'cabanas/reservas/cancelar',
    body: cabinReservationIdRequest,
    answer: cancelledCabinAnswer,
  }),
  /** A stay that has ended, rated by its guest while ratings are shown (spec §9; docs/decisions/0025). */
  rate: defineEndpoint({
    method: 'POST',
    path: 'cabanas/reservas/calificar',
    body: stayRatingRequest,
    answer: ratedStayAnswer,
  }),
};
