import { LANGUAGES, type Language } from '@vo/domain/config';
import { useSyncExternalStore } from 'react';
import { languageStore, translateIn } from './i18n.ts';
import type { TranslationParams } from './translator.ts';

export interface Translation {
  /** The message of a catalogue key in the language in use. */
  t: (key: string, params?: TranslationParams) => string;
  /** The language in use (dates and amounts are written in it too). */
  i18n: { language: Language };
}

// One fixed value per language: a page that remembers `t` (useMemo, useEffect) sees it change with the language.
const translations = Object.fromEntries(
  LANGUAGES.map((language): [Language, Translation] => [
    language,
    { t: (key, params) => translateIn(language, key, params), i18n: { language } },
  ]),
) as Record<Language, Translation>;

/** The messages in the language in use; the page renders again when the person changes it. */
export function useTranslation(): Translation {
  return translations[useSyncExternalStore(languageStore.subscribe, languageStore.get)];
}
