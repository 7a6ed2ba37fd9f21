import { defineEndpoint } from '../endpoint.ts';
import { renewalRunAnswer } from './subscriptions.wire.ts';

/** The operator's renewal run (`npm run ops -- subscriptions-renew`); never imported by the web. */
export const subscriptionOpsEndpoints = {
  renew: defineEndpoint({ method: 'POST', path: 'ops/suscripciones/renovar', answer: renewalRunAnswer }),
};
