import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { featureFlagsAnswer } from './feature-flags.wire.ts';

/**
 * The operator turns flags on or off on the running server (`npm run ops -- flags noveltyModal=on`), the same
 * words as FEATURE_FLAGS; never imported by the web. It changes this instance until it restarts
 * (docs/decisions/0025): the back office will keep them in the database.
 */
export const configurationOpsEndpoints = {
  setFlags: defineEndpoint({
    method: 'POST',
    path: 'ops/funciones',
    body: z
      .object({
        cambios: z.string({ error: 'configuration.flagsInvalid' }).max(1_000, { error: 'configuration.flagsInvalid' }),
      })
      .transform((body) => ({ settings: body.cambios })),
    answer: featureFlagsAnswer,
  }),
};
