import { defineEndpoint } from '../endpoint.ts';
import { featureFlagsAnswer } from './feature-flags.wire.ts';

/** The configuration a signed-in page needs to decide what to show (spec §9 flags; docs/decisions/0025). */
export const configurationEndpoints = {
  featureFlags: defineEndpoint({ method: 'GET', path: 'configuracion/funciones', answer: featureFlagsAnswer }),
};
