import { defineEndpoint } from '../endpoint.ts';
import {
  biometricPreferenceAnswer,
  biometricPreferenceChange,
  biometricPreferenceQuery,
  deviceKeyRegisterRequest,
  loginChallengeAnswer,
  loginChallengeRequest,
  signOutEverywhereRequest,
} from './device-key.wire.ts';

/** Logging in with the device's key and the fingerprint/face-id preference (docs/decisions/0027). */
export const deviceKeyEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: 'user/dispositivo/clave',
    body: deviceKeyRegisterRequest,
    answer: biometricPreferenceAnswer,
  }),
  preference: defineEndpoint({
    method: 'GET',
    path: 'user/preferencia/biometria',
    query: biometricPreferenceQuery,
    answer: biometricPreferenceAnswer,
  }),
  changePreference: defineEndpoint({
    method: 'PUT',
    path: 'user/preferencia/biometria',
    body: biometricPreferenceChange,
    answer: biometricPreferenceAnswer,
  }),
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: 'user/dispositivos/cerrar',
    body: signOutEverywhereRequest,
  }),
  challenge: defineEndpoint({
    method: 'POST',
    path: 'user/login/desafio',
    body: loginChallengeRequest,
    answer: loginChallengeAnswer,
  }),
};
