import type { Language } from '../config.ts';
import { pluralRules } from '../intl.ts';
import { formatCentsMoney } from '../money.ts';
import { type Catalogue, en, type MessageKey } from './en.ts';
import { enAdvisers } from './en-advisers.ts';
import { enBackOffice } from './en-back-office.ts';
import { enCatalogue } from './en-catalogue.ts';
import { enConfirmations } from './en-confirmations.ts';
import { enLeisure } from './en-leisure.ts';
import { enProducts } from './en-products.ts';
import { enRooms } from './en-rooms.ts';
import { es } from './es.ts';
import { esAdvisers } from './es-advisers.ts';
import { esBackOffice } from './es-back-office.ts';
import { esCatalogue } from './es-catalogue.ts';
import { esConfirmations } from './es-confirmations.ts';
import { esLeisure } from './es-leisure.ts';
import { esProducts } from './es-products.ts';
import { esRooms } from './es-rooms.ts';
import { CONSTANT_PARAMS, type MessageParams, type MoneyParam } from './message-params.ts';
import { pt } from './pt.ts';
import { ptAdvisers } from './pt-advisers.ts';
import { ptBackOffice } from './pt-back-office.ts';
import { ptCatalogue } from './pt-catalogue.ts';
import { ptConfirmations } from './pt-confirmations.ts';
import { ptLeisure } from './pt-leisure.ts';
import { ptProducts } from './pt-products.ts';
import { ptRooms } from './pt-rooms.ts';

export type { Catalogue, MessageKey };
/** Everything, for the server and tests; the web loads the parts separately (apps/web/src/lib/i18n.ts). */
export const catalogues: Record<Language, Catalogue> = {
  en: {
    ...en,
    ...enProducts,
    ...enAdvisers,
    ...enRooms,
    ...enCatalogue,
    ...enLeisure,
    ...enConfirmations,
    ...enBackOffice,
  },
  es: {
    ...es,
    ...esProducts,
    ...esAdvisers,
    ...esRooms,
    ...esCatalogue,
    ...esLeisure,
    ...esConfirmations,
    ...esBackOffice,
  },
  pt: {
    ...pt,
    ...ptProducts,
    ...ptAdvisers,
    ...ptRooms,
    ...ptCatalogue,
    ...ptLeisure,
    ...ptConfirmations,
    ...ptBackOffice,
  },
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.en, value);
}

/**
 * The message for `key` in `language`, with {{name}} placeholders filled in. A numeric `count` chooses the
 * `<key>_one` form by the language's plural rules when the catalogue has one, as the web's translator does
 * (apps/web/src/lib/translator.ts): "Sent to 1 person.", not "Sent to 1 people.".
 */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const values = { ...CONSTANT_PARAMS, ...params };
  const template = pluralForm(language, key, params.count) ?? catalogues[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? paramText(values[name]!, language) : whole,
  );
}

function pluralForm(language: Language, key: MessageKey, count: unknown): string | undefined {
  if (typeof count !== 'number') return undefined;
  const plural = `${key}_${pluralRules(language).select(count)}`;
  return Object.hasOwn(catalogues[language], plural) ? catalogues[language][plural as MessageKey] : undefined;
}

export { chooseLanguage, isLanguage, type LanguageSources, languageFromAcceptLanguage } from './language.ts';
export type { MessageParams } from './message-params.ts';

/** A parameter as the reader reads it: an amount in their language's way of writing money, the rest as it is. */
function paramText(value: string | number | MoneyParam, language: Language): string {
  return typeof value === 'object' ? formatCentsMoney(value.cents, value.currency, language) : String(value);
}
