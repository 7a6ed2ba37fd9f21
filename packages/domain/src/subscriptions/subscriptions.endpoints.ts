import { defineEndpoint } from '../endpoint.ts';
import {
  subscribedAnswer,
  subscribeRequest,
  subscriptionAnswer,
  subscriptionHomeAnswer,
  subscriptionHomeRequest,
  subscriptionRequest,
} from './subscriptions.wire.ts';

/** The international membership subscription (spec §2 /suscripcion-{brand}; calls ours, docs/decisions/0016). */
export const subscriptionEndpoints = {
  home: defineEndpoint({
    method: 'GET',
    path: 'suscripciones',
    query: subscriptionHomeRequest,
    answer: subscriptionHomeAnswer,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: 'suscripciones',
    body: subscribeRequest,
    answer: subscribedAnswer,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'suscripciones/cancelar',
    body: subscriptionRequest,
    answer: subscriptionAnswer,
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: 'suscripciones/reanudar',
    body: subscriptionRequest,
    answer: subscriptionAnswer,
  }),
};
