import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RECOVERY_CODE_LENGTH } from '@vo/domain/config';
import { catalogues } from '@vo/domain/i18n/catalogue';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, storeLanguage } from './language.ts';

const language = initialLanguage();

// The domain catalogue uses flat dotted keys ("login.title"), so i18next must not split them.
void i18next.use(initReactI18next).init({
  resources: {
    en: { translation: catalogues.en },
    es: { translation: catalogues.es },
    pt: { translation: catalogues.pt },
  },
  lng: language,
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: {
    escapeValue: false, // React escapes already
    // Messages of the password and code rules name these spec constants ({{min}}, {{max}}, {{length}}).
    defaultVariables: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: RECOVERY_CODE_LENGTH },
  },
});

document.documentElement.lang = language;
i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** Switches the UI language and remembers the choice in this browser. */
export function setUiLanguage(lng: string): void {
  const chosen = storeLanguage(lng);
  if (chosen) void i18next.changeLanguage(chosen);
}

export function currentLanguage(): string {
  return i18next.language;
}

export const t = i18next.t.bind(i18next);
export { i18next };
