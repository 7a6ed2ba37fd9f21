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

/** Display form for people, in their language ("$ 1,234.50", "$ 1.234,50"). */
export function formatMoney(value: Money, locale: string): string {
  const amount = Number(value.cents) / 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(amount);
}
