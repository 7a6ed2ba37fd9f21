import { defineEndpoint } from '../endpoint.ts';
import { noveltySeenRequest, pendingNoveltyAnswer } from './novelties.wire.ts';

/** The novelty modal (spec §9 "novelty modal"; docs/decisions/0025): what is new, shown once to each person. */
export const noveltyEndpoints = {
  pending: defineEndpoint({ method: 'GET', path: 'novedades/pendiente', answer: pendingNoveltyAnswer }),
  seen: defineEndpoint({ method: 'POST', path: 'novedades/vista', body: noveltySeenRequest }),
};
