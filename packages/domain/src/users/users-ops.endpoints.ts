import { defineEndpoint } from '../endpoint.ts';
import { personAccessAnswer, personAccessRequest } from './users.wire.ts';

/** The operator's force logout, disable and enable (`npm run ops -- users …`); never imported by the web. */
export const userOpsEndpoints = {
  logout: defineEndpoint({
    method: 'POST',
    path: 'ops/users/logout',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: 'ops/users/disable',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: 'ops/users/enable',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
};
