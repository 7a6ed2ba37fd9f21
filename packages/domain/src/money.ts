import { numberFormat } from './intl.ts';

/** Money travels and is stored as integer cents with its currency; never a float. */
export type CurrencyCode = 'USD' | 'BOB' | 'EUR' | 'GBP';

export interface Money {
  readonly cents: bigint;
  readonly currency: CurrencyCode;
}

export function money(cents: bigint | number, currency: CurrencyCode = 'USD'): Money {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`cents must be an integer, got ${cents}`);
  }
  return { cents: BigInt(cents), currency };
}

const AMOUNT_PATTERN = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

/** Parses what a person types ("1500", "1500.5", "1500,50") into cents; null when it is not an amount. */
export function parseAmountToCents(text: string): bigint | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return BigInt(whole) * 100n + BigInt(fraction);
}

/** "1234.50" — the plain decimal form used on the wire and in inputs. */
export function centsToDecimalString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`cannot add ${a.currency} to ${b.currency}`);
  return { cents: a.cents + b.cents, currency: a.currency };
}

/**
 * Display form for people, in their language ("$1,234.50", "1.234,50 US$"). The one formatter of amounts
 * for pages and PDFs alike. Grouping is always on: Spanish leaves 4-digit numbers ungrouped by default,
 * which put "2984,25" beside "13.166,50" (docs/decisions/0032).
 */
export function formatMoney(value: Money, locale: string): string {
  const amount = Number(value.cents) / 100;
  return numberFormat(locale, { style: 'currency', currency: value.currency, useGrouping: 'always' }).format(amount);
}

/** An amount without its currency ("13.166,50"): for tables whose heading names the currency once. */
export function formatAmount(cents: bigint, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(Number(cents) / 100);
}

/** A currency code as Intl knows them ("USD"); the wire may carry anything. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Cents with the currency code they came with (from the wire or a row): formatMoney when it is a code;
 * otherwise the amount and the code as it came, rather than a thrown RangeError on a page or a PDF.
 */
export function formatCentsMoney(cents: bigint, currency: string, locale: string): string {
  return CURRENCY_CODE.test(currency)
    ? formatMoney({ cents, currency: currency as CurrencyCode }, locale)
    : `${formatAmount(cents, locale)} ${currency}`.trim();
}

/** A decimal as the wire writes it ("1234.50") with its currency, for people; what cannot be read is left as it came. */
export function formatDecimalMoney(decimal: string, currency: string, locale: string): string {
  const cents = parseAmountToCents(decimal);
  return cents === null ? `${decimal} ${currency}`.trim() : formatCentsMoney(cents, currency, locale);
}

/** A decimal as a bare amount ("13.166,50"); what cannot be read is left as it came. */
export function formatDecimalAmount(decimal: string, locale: string): string {
  const cents = parseAmountToCents(decimal);
  return cents === null ? decimal : formatAmount(cents, locale);
}

/**
 * A count people read (points, sales, lots): grouped always, like amounts, so "4.709" stands beside "12.512"
 * in Spanish and not "4709" (Spanish leaves 4-digit numbers ungrouped by default).
 */
export function formatCount(value: number | bigint, locale: string): string {
  return numberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 }).format(value);
}

/** The decimal and grouping marks of a language ("," and "." in es and pt; "." and "," in en). */
function amountMarks(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale, { useGrouping: 'always' }).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return { decimal, group: decimal === ',' ? '.' : ',' };
}

/**
 * An amount as it is put in a field for the person to edit: written as every other amount on the page is
 * ("1.728,58" in es and pt, "1,728.58" in en), so the field and the figure beside it read alike;
 * parseLocaleAmount reads it back, grouped or not.
 */
export function amountInputText(cents: bigint, locale: string): string {
  return formatAmount(cents, locale);
}

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/**
 * What a person types in an amount field, read the way their language writes money ("431,80" in es and
 * pt, "431.80" in en) and forgiving where it is unambiguous: "431.80" in es (two decimals cannot be a
 * thousands group), "1.234,50" and "1,234.50" (the last mark is the decimal one), spaces between groups.
 * A lone mark followed by exactly three digits ("1.234") is read with the language's meaning of that mark.
 * Null when it is not an amount.
 */
export function parseLocaleAmount(text: string, locale: string): bigint | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const lastMark = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  if (lastMark < 0) return parseAmountToCents(compact);
  const mark = compact.charAt(lastMark);
  const whole = compact.slice(0, lastMark);
  const fraction = compact.slice(lastMark + 1);
  const marks = new Set(compact.replace(/[^.,]/g, ''));
  // Only grouping marks: "1.234.567" (or "1.234" where "." groups in this language).
  if (
    GROUPED.test(compact) &&
    marks.size === 1 &&
    (compact.split(mark).length > 2 || mark === amountMarks(locale).group)
  ) {
    return parseAmountToCents(compact.replace(/[.,]/g, ''));
  }
  // The last mark is the decimal one; what is before it may be grouped with the other mark only.
  if (whole.includes(mark)) return null;
  const plainWhole = /[.,]/.test(whole) ? (GROUPED.test(whole) ? whole.replace(/[.,]/g, '') : null) : whole;
  if (plainWhole === null || !/^\d{1,2}$/.test(fraction)) return null;
  return parseAmountToCents(`${plainWhole}.${fraction}`);
}
