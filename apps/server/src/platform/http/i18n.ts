import { languageFromAcceptLanguage, type MessageParams, translate } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { FastifyRequest } from 'fastify';

/** The message language of a request: its Accept-Language (en, es, pt), else en. */
export function requestLanguage(request: FastifyRequest) {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

export function t(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translate(request.lang, key, params);
}
