import {
  FALLBACK_LANGUAGE,
  INVOICE_COMPLEMENT_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
  LANGUAGES,
  type Language,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  RECOVERY_CODE_LENGTH,
} from '../config.ts';
import { type Catalogue, en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

export type { Catalogue, MessageKey };
export const catalogues: Record<Language, Catalogue> = { en, es, pt };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export type MessageParams = Record<string, string | number>;

/** Placeholders whose value is a constant of the spec: filled in wherever the message is shown. */
const CONSTANT_PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  length: RECOVERY_CODE_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
  documentMin: INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
  documentMax: INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  complementMax: INVOICE_COMPLEMENT_MAX_LENGTH,
};

/** The message for `key` in `language`, with {{name}} placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const values = { ...CONSTANT_PARAMS, ...params };
  const template = catalogues[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of an Accept-Language header ("es-BO,es;q=0.9,en;q=0.8"), else en. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .slice(0, 200)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? FALLBACK_LANGUAGE;
}

export interface LanguageSources {
  /** ?lang= of the address */
  query?: string | null;
  /** the choice stored in the browser (or on the server for a logged-in user) */
  stored?: string | null;
  /** navigator.languages, most preferred first */
  browser?: readonly string[];
}

/** Spec §4: ?lang=, then the stored choice, then the browser language, then en. */
export function chooseLanguage(sources: LanguageSources): Language {
  const base = (tag: string | null | undefined) => tag?.toLowerCase().split('-')[0];
  const query = base(sources.query);
  if (isLanguage(query)) return query;
  const stored = base(sources.stored);
  if (isLanguage(stored)) return stored;
  const fromBrowser = (sources.browser ?? []).map(base).find(isLanguage);
  return fromBrowser ?? FALLBACK_LANGUAGE;
}
