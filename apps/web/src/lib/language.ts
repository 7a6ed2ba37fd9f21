import { LANGUAGES, type Language } from '@vo/domain/config';
import { chooseLanguage, isLanguage } from '@vo/domain/i18n/language';
import { StorageKeys } from './storage-keys.ts';

export { LANGUAGES };

/** Spec §4: ?lang=, then the stored choice, then the browser languages, then en. */
export function initialLanguage(): Language {
  return chooseLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: localStorage.getItem(StorageKeys.language),
    browser: navigator.languages,
  });
}

export function storeLanguage(language: string): Language | null {
  if (!isLanguage(language)) return null;
  localStorage.setItem(StorageKeys.language, language);
  return language;
}
