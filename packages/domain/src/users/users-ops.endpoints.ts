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
  /** Spec §6's restricted users of the land button (docs/decisions/0028): put on the list, or taken off it. */
  landButtonRestrict: defineEndpoint({
    method: 'POST',
    path: 'ops/users/land-button/restrict',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
  landButtonAllow: defineEndpoint({
    method: 'POST',
    path: 'ops/users/land-button/allow',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
  /** The back office asks a person for their ID card at the next login (mostrarModalCarnet), or stops asking. */
  idCardAsk: defineEndpoint({
    method: 'POST',
    path: 'ops/users/id-card/ask',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
  idCardReceived: defineEndpoint({
    method: 'POST',
    path: 'ops/users/id-card/received',
    body: personAccessRequest,
    answer: personAccessAnswer,
  }),
};
