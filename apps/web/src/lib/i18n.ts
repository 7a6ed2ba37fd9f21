import type { Language } from '@vo/domain/config';
import { createExternalStore } from './external-store.ts';
import { initialLanguage, storeLanguage } from './language.ts';
import { createTranslator, type Messages, type TranslationParams } from './translator.ts';

const translator = createTranslator();

/** The language the portal speaks now; pages follow it through useTranslation (use-translation.ts). */
export const languageStore = createExternalStore<Language>(initialLanguage());

/**
 * The catalogue comes in parts: what everyone needs (login included), products and payments (with the
 * logged-in shell), and the advisers', the rooms' and the catalogue's pages (each with its pages).
 */
type CataloguePart = 'core' | 'products' | 'advisers' | 'rooms' | 'catalogue' | 'leisure' | 'backOffice';

/**
 * Each language's catalogue parts are their own chunks and only those in use are downloaded: the login
 * route's budget (bench/budgets.mjs) pays for the core part of one language; the products part (as
 * big again) comes with the logged-in shell.
 */
const catalogueLoaders: Record<CataloguePart, Record<Language, () => Promise<Messages>>> = {
  core: {
    en: () => import('@vo/domain/i18n/en').then((module) => module.en),
    es: () => import('@vo/domain/i18n/es').then((module) => module.es),
    pt: () => import('@vo/domain/i18n/pt').then((module) => module.pt),
  },
  products: {
    en: () => import('@vo/domain/i18n/en-products').then((module) => module.enProducts),
    es: () => import('@vo/domain/i18n/es-products').then((module) => module.esProducts),
    pt: () => import('@vo/domain/i18n/pt-products').then((module) => module.ptProducts),
  },
  advisers: {
    en: () => import('@vo/domain/i18n/en-advisers').then((module) => module.enAdvisers),
    es: () => import('@vo/domain/i18n/es-advisers').then((module) => module.esAdvisers),
    pt: () => import('@vo/domain/i18n/pt-advisers').then((module) => module.ptAdvisers),
  },
  rooms: {
    en: () => import('@vo/domain/i18n/en-rooms').then((module) => module.enRooms),
    es: () => import('@vo/domain/i18n/es-rooms').then((module) => module.esRooms),
    pt: () => import('@vo/domain/i18n/pt-rooms').then((module) => module.ptRooms),
  },
  catalogue: {
    en: () => import('@vo/domain/i18n/en-catalogue').then((module) => module.enCatalogue),
    es: () => import('@vo/domain/i18n/es-catalogue').then((module) => module.esCatalogue),
    pt: () => import('@vo/domain/i18n/pt-catalogue').then((module) => module.ptCatalogue),
  },
  leisure: {
    en: () => import('@vo/domain/i18n/en-leisure').then((module) => module.enLeisure),
    es: () => import('@vo/domain/i18n/es-leisure').then((module) => module.esLeisure),
    pt: () => import('@vo/domain/i18n/pt-leisure').then((module) => module.ptLeisure),
  },
  backOffice: {
    en: () => import('@vo/domain/i18n/en-back-office').then((module) => module.enBackOffice),
    es: () => import('@vo/domain/i18n/es-back-office').then((module) => module.esBackOffice),
    pt: () => import('@vo/domain/i18n/pt-back-office').then((module) => module.ptBackOffice),
  },
};
const partsInUse = new Set<CataloguePart>(['core']);
const partsLoaded = new Set<string>();

async function loadPart(lng: Language, part: CataloguePart): Promise<void> {
  if (partsLoaded.has(`${lng}:${part}`)) return;
  translator.add(lng, await catalogueLoaders[part][lng]());
  partsLoaded.add(`${lng}:${part}`);
}

async function loadCatalogue(lng: Language): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadPart(lng, part)));
}

/** A part of the catalogue, in the language in use and in any chosen later (the page that needs it waits for it). */
function usePart(part: CataloguePart): Promise<void> {
  partsInUse.add(part);
  return loadPart(languageStore.get(), part);
}

/** The products and payments messages: the logged-in shell waits for them. */
export const loadProductMessages = () => usePart('products');

/** The messages of the advisers' pages (network, rankings, incentives, recovery calculator): those pages wait for them. */
export const loadAdviserMessages = () => usePart('advisers');

/** The messages of the meeting rooms and the guests' events: those pages wait for them. */
export const loadRoomMessages = () => usePart('rooms');

/** The messages of the catalogue (projects, maps, payment plans) and the pre-reservations: those pages wait for them. */
export const loadCatalogueMessages = () => usePart('catalogue');

/** The messages of the leisure pages (cabins): those pages wait for them. */
export const loadLeisureMessages = () => usePart('leisure');

/** The back office's messages (/admin, docs/decisions/0038): its console waits for them. */
export const loadBackOfficeMessages = () => usePart('backOffice');

/** The starting language's catalogue has arrived (or failed to): main.tsx paints only then, never showing keys. */
export const i18nReady: Promise<void> = loadCatalogue(languageStore.get()).catch((error: unknown) => {
  console.error('message catalogue could not load', error);
});

document.documentElement.lang = languageStore.get();
languageStore.subscribe(() => {
  document.documentElement.lang = languageStore.get();
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
  languageStore.set(chosen);
}

export function currentLanguage(): Language {
  return languageStore.get();
}

/** A message in the language in use, for code outside React (a page uses useTranslation instead). */
export function t(key: string, params?: TranslationParams): string {
  return translator.translate(languageStore.get(), key, params);
}

/** A message in `language`: what useTranslation hands a page, one function per language. */
export function translateIn(language: Language, key: string, params?: TranslationParams): string {
  return translator.translate(language, key, params);
}
