import { FALLBACK_LANGUAGE, type Language } from '@vo/domain/config';
import { CONSTANT_PARAMS } from '@vo/domain/i18n/message-params';
import { pluralRules } from '@vo/domain/intl';

export type Messages = Record<string, string>;

/** A message's placeholders ({{name}}); a numeric `count` also chooses its plural form. */
export type TranslationParams = Record<string, unknown>;

export interface Translator {
  /** Adds a part of a language's catalogue (the parts arrive as their pages need them). */
  add(language: Language, messages: Messages): void;
  /** The message of `key` in `language`, else in English, else the key itself (a bug worth seeing). */
  translate(language: Language, key: string, params?: TranslationParams): string;
}

/**
 * What the portal needs of a translation library, small enough for the login route's budget (docs/decisions/0006):
 * flat dotted keys, {{name}} filled in as the server's `translate` does (spec constants by default), and a
 * `<key>_one` form chosen by `count` with the language's plural rules, the plain key being every other form.
 */
export function createTranslator(): Translator {
  const catalogues: Partial<Record<Language, Messages>> = {};

  function template(language: Language, key: string, count: unknown): string | undefined {
    const messages = catalogues[language];
    if (!messages) return undefined;
    if (typeof count === 'number') {
      const plural = messages[`${key}_${pluralRules(language).select(count)}`];
      if (plural !== undefined) return plural;
    }
    return Object.hasOwn(messages, key) ? messages[key] : undefined;
  }

  return {
    add(language, messages) {
      catalogues[language] = { ...catalogues[language], ...messages };
    },
    translate(language, key, params = {}) {
      const found = template(language, key, params.count) ?? template(FALLBACK_LANGUAGE, key, params.count);
      if (found === undefined) return key;
      const values: TranslationParams = { ...CONSTANT_PARAMS, ...params };
      // A placeholder without a value stays visible rather than becoming an empty gap in the sentence.
      return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        values[name] === undefined || values[name] === null ? whole : String(values[name]),
      );
    },
  };
}
