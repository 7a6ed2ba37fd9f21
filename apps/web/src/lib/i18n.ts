import type { Language } from '@vo/domain/config';
import type { Catalogue } from '@vo/domain/i18n/catalogue';
import { CONSTANT_PARAMS } from '@vo/domain/i18n/message-params';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, storeLanguage } from './language.ts';

const language = initialLanguage();

/**
 * Each language's catalogue is its own chunk and only the one in use is downloaded: the three together
 * weigh ~9 kB of the login route's budget (bench/budgets.mjs), and every feature adds messages to all three.
 */
const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@vo/domain/i18n/en').then((module) => module.en),
  es: () => import('@vo/domain/i18n/es').then((module) => module.es),
  pt: () => import('@vo/domain/i18n/pt').then((module) => module.pt),
};

async function loadCatalogue(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  i18next.addResourceBundle(lng, 'translation', await catalogueLoaders[lng]());
}

// The domain catalogue uses flat dotted keys ("login.title"), so i18next must not split them.
void i18next.use(initReactI18next).init({
  resources: {},
  lng: language,
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: {
    escapeValue: false, // React escapes already
    // Messages of the domain rules name spec constants ({{min}}, {{phoneMin}}…): filled in as the server does.
    defaultVariables: CONSTANT_PARAMS,
  },
});

/** The starting language's catalogue has arrived (or failed to): main.tsx paints only then, never showing keys. */
export const i18nReady: Promise<void> = loadCatalogue(language).catch((error: unknown) => {
  console.error('message catalogue could not load', error);
});

document.documentElement.lang = language;
i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** Switches the UI language (once its catalogue is here) and remembers the choice in this browser. */
export async function setUiLanguage(lng: string): Promise<void> {
  const chosen = storeLanguage(lng);
  if (!chosen) return;
  try {
    await loadCatalogue(chosen);
  } catch (error) {
    // Offline: the person keeps reading the current language rather than bare message keys.
    console.error('message catalogue could not load', error);
    return;
  }
  await i18next.changeLanguage(chosen);
}

export function currentLanguage(): string {
  return i18next.language;
}

export const t = i18next.t.bind(i18next);
export { i18next };
