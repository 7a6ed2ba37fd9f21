import { defineEndpoint } from '../endpoint.ts';
import {
  staffChallengeAnswer,
  staffCodeRequest,
  staffLoginRequest,
  staffProfileAnswer,
  staffSignedInAnswer,
} from './staff-auth.wire.ts';

/*
 * The staff's own login (docs/decisions/0038): an e-mail and a password, then a code from the
 * authenticator (TOTP) or one of the recovery codes. The first step answers a short-lived proof that only
 * the second step accepts; the second answers the staff session's token.
 */
export const staffAuthEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: 'admin/sesion/ingresar',
    body: staffLoginRequest,
    answer: staffChallengeAnswer,
  }),
  secondFactor: defineEndpoint({
    method: 'POST',
    path: 'admin/sesion/codigo',
    body: staffCodeRequest,
    answer: staffSignedInAnswer,
  }),
  me: defineEndpoint({ method: 'GET', path: 'admin/sesion', answer: staffProfileAnswer }),
  logout: defineEndpoint({ method: 'POST', path: 'admin/sesion/salir' }),
};
