import { defineEndpoint } from '../endpoint.ts';
import { procedureChangedAnswer, procedureChangeRequest } from './procedures.wire.ts';

/** The back office moves a procedure (`npm run ops -- procedure …`); never imported by the web. */
export const procedureOpsEndpoints = {
  move: defineEndpoint({
    method: 'POST',
    path: 'ops/tramites/estado',
    body: procedureChangeRequest,
    answer: procedureChangedAnswer,
  }),
};
