import { defineEndpoint } from '../endpoint.ts';
import { pdfFileAnswer } from '../wire.ts';
import { bestSellerRequest, bestSellerStandingAnswer, raceRequest, raceStandingAnswer } from './incentives.wire.ts';

/** The travel race, the best-seller bonus (spec §2 /ranking, /bono-mejor-vendedor) and the incentives PDF. */
export const incentiveEndpoints = {
  race: defineEndpoint({ method: 'GET', path: 'ranking/carrera', query: raceRequest, answer: raceStandingAnswer }),
  bestSeller: defineEndpoint({
    method: 'GET',
    path: 'ranking/bono-mejor-vendedor',
    query: bestSellerRequest,
    answer: bestSellerStandingAnswer,
  }),
  informationPdf: defineEndpoint({ method: 'GET', path: 'incentivos/informacion/pdf', answer: pdfFileAnswer }),
};
