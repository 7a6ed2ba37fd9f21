import { defineEndpoint } from '../endpoint.ts';
import { pdfFileAnswer } from '../wire.ts';
import { bestSellerRequest, bestSellerStandingAnswer, raceRequest, raceStandingAnswer } from './incentives.wire.ts';
import { wayToTopAnswer } from './way-to-top.wire.ts';

/** The travel race, the best-seller bonus (spec §2 /ranking, /bono-mejor-vendedor) and the incentives PDF. */
export const incentiveEndpoints = {
  race: defineEndpoint({ method: 'GET', path: 'ranking/carrera', query: raceRequest, answer: raceStandingAnswer }),
  bestSeller: defineEndpoint({
    method: 'GET',
    path: 'ranking/bono-mejor-vendedor',
    query: bestSellerRequest,
    answer: bestSellerStandingAnswer,
  }),
  // The adviser's home: where she stands in both and what closes the distance (docs/decisions/0065).
  wayToTop: defineEndpoint({ method: 'GET', path: 'ranking/camino-a-la-cima', answer: wayToTopAnswer }),
  informationPdf: defineEndpoint({ method: 'GET', path: 'incentivos/informacion/pdf', answer: pdfFileAnswer }),
};
