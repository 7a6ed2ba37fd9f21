import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../config.ts';

/*
 * Which language to speak. Kept apart from the catalogues so the web's start-up bundle can choose a
 * language without carrying all three catalogues.
 */

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
