import { defineEndpoint } from '../endpoint.ts';
import { outboxAnswer, outboxRequest } from './outbox.wire.ts';

/** What the messaging sandbox sent to one recipient (`npm run ops -- outbox …`); never imported by the web. */
export const outboxOpsEndpoints = {
  messages: defineEndpoint({ method: 'GET', path: 'ops/outbox', query: outboxRequest, answer: outboxAnswer }),
};
