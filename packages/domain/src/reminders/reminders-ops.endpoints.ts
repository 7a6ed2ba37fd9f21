import { defineEndpoint } from '../endpoint.ts';
import { reminderSweepAnswer, reminderSweepRequest } from './reminders.wire.ts';

/** The operator's reminder sweep at a chosen instant (docs/decisions/0063); never imported by the web. */
export const reminderOpsEndpoints = {
  sweep: defineEndpoint({
    method: 'POST',
    path: 'ops/recordatorios/barrer',
    body: reminderSweepRequest,
    answer: reminderSweepAnswer,
  }),
};
