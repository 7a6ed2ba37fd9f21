import { defineEndpoint } from '../endpoint.ts';
import {
  linkPasswordChangeRequest,
  loginAnswer,
  loginRequest,
  mobileSessionAnswer,
  passwordChangeRequest,
  passwordLinkAnswer,
  passwordLinkQuery,
  recoveryChannelsAnswer,
  recoveryCodeRequest,
  recoveryCodeSentAnswer,
  recoveryLinkAnswer,
  recoverySendRequest,
  recoveryVerifyRequest,
} from './auth.wire.ts';

/** Sign-in (spec §7), the web view's session, passwords and recovery (docs/decisions/0003). */
export const authEndpoints = {
  /** Status 2 (must change the password) answers data {usuario}, a refusal's: see MustChangePasswordData. */
  login: defineEndpoint({ method: 'POST', path: 'user/login/nuevo', body: loginRequest, answer: loginAnswer }),
  mobileSession: defineEndpoint({ method: 'GET', path: 'user/sesion/movil', answer: mobileSessionAnswer }),
  mobileSessionData: defineEndpoint({ method: 'GET', path: 'user/sesion/movil/datos', answer: mobileSessionAnswer }),
  passwordLink: defineEndpoint({
    method: 'GET',
    path: 'user/password/enlace',
    query: passwordLinkQuery,
    answer: passwordLinkAnswer,
  }),
  setPasswordByLink: defineEndpoint({ method: 'POST', path: 'user/password/enlace', body: linkPasswordChangeRequest }),
  changePassword: defineEndpoint({ method: 'POST', path: 'user/password/cambiar', body: passwordChangeRequest }),
  recoveryChannels: defineEndpoint({
    method: 'POST',
    path: 'user/recuperar/verificar',
    body: recoveryVerifyRequest,
    answer: recoveryChannelsAnswer,
  }),
  sendRecoveryCode: defineEndpoint({
    method: 'POST',
    path: 'user/recuperar/enviar',
    body: recoverySendRequest,
    answer: recoveryCodeSentAnswer,
  }),
  checkRecoveryCode: defineEndpoint({
    method: 'POST',
    path: 'user/recuperar/validar',
    body: recoveryCodeRequest,
    answer: recoveryLinkAnswer,
  }),
};
