/**
 * Intl's formatters, made once per language and options and kept. Making one costs tens of microseconds (ICU
 * loads the language's data); using one costs a fraction of that. A page of a hundred amounts, or a payment's
 * three confirmations, made them anew for every number; now each is made once per process or page load.
 * The kinds of options in use are few, so the kept formatters stay few.
 */
const kept = new Map<string, unknown>();

function keptFormatter<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = kept.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keptFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keptFormatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules =>
  keptFormatter('plural', locale, undefined, () => new Intl.PluralRules(locale));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  keptFormatter('list', locale, options, () => new Intl.ListFormat(locale, options));
