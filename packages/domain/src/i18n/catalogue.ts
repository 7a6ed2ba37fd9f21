import type { Language } from '../config.ts';
import { type Catalogue, en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { CONSTANT_PARAMS, type MessageParams } from './message-params.ts';
import { pt } from './pt.ts';

export type { Catalogue, MessageKey };
export const catalogues: Record<Language, Catalogue> = { en, es, pt };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The message for `key` in `language`, with {{name}} placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const values = { ...CONSTANT_PARAMS, ...params };
  const template = catalogues[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export { chooseLanguage, isLanguage, type LanguageSources, languageFromAcceptLanguage } from './language.ts';
export type { MessageParams } from './message-params.ts';
