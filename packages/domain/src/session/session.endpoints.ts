import { defineEndpoint } from '../endpoint.ts';
import { deviceRegisterRequest, homeAnswer, languageAnswer, languageUpdateRequest } from './session.wire.ts';

/** The session calls of spec §7 and the home page (docs/decisions/0003). */
export const sessionEndpoints = {
  logout: defineEndpoint({ method: 'POST', path: 'user/unlogin' }),
  home: defineEndpoint({ method: 'GET', path: 'user/inicio', answer: homeAnswer }),
  language: defineEndpoint({ method: 'POST', path: 'user/preferencia/obtener/idioma', answer: languageAnswer }),
  changeLanguage: defineEndpoint({
    method: ['POST', 'PUT'],
    path: 'user/preferencia/actualizar/lenguaje',
    body: languageUpdateRequest,
    answer: languageAnswer,
  }),
  registerDevice: defineEndpoint({ method: 'POST', path: 'token/user/register', body: deviceRegisterRequest }),
};
