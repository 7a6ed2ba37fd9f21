import { formatCentsMoney, formatCount } from '@vo/domain/money';
import { formatBusinessWallClock } from '../../lib/format-instant.ts';

/*
 * How the console writes a setting's value for a person and reads back what they typed (docs/decisions/0039):
 * amounts in dollars, company and document lists with commas, blackout windows one per line. The server checks the value.
 */

/** The amounts of spec §9 (the card's transaction limit) are in dollars. */
const SETTING_CURRENCY = 'USD';

interface Blackout {
  companies: number[];
  from: string;
  to: string;
}

/** The value as the person edits it. */
export function editableText(kind: string, json: string): string {
  const value = JSON.parse(json) as unknown;
  if (kind === 'amount') return String((value as number) / 100);
  if (kind === 'companies' || kind === 'documents') return (value as (number | string)[]).join(', ');
  if (kind === 'blackouts')
    return (value as Blackout[]).map((w) => `${w.companies.join(',')}; ${w.from}; ${w.to}`).join('\n');
  if (kind === 'text') return value as string;
  return String(value);
}

/** What the person typed, as the JSON the server checks; text that cannot be read becomes a value it refuses. */
export function valueJson(kind: string, text: string): string {
  const trimmed = text.trim();
  if (kind === 'flag') return trimmed === 'true' ? 'true' : 'false';
  if (kind === 'amount') return JSON.stringify(Math.round(Number(trimmed.replace(',', '.')) * 100));
  if (kind === 'count') return JSON.stringify(Number(trimmed));
  if (kind === 'companies') return JSON.stringify(numbersOf(trimmed));
  if (kind === 'documents') return JSON.stringify(partsOf(trimmed));
  if (kind === 'blackouts') {
    const windows = trimmed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [companies = '', from = '', to = ''] = line.split(';').map((part) => part.trim());
        return { companies: numbersOf(companies), from, to };
      });
    return JSON.stringify(windows);
  }
  return JSON.stringify(text);
}

const partsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const numbersOf = (text: string) => partsOf(text).map(Number);

/** The words and formats a value is read with: the page's language, and the companies' names the database keeps. */
export interface ValueWords {
  language: string;
  on: string;
  off: string;
  /** A company by its number: its name, or the words for a number the list does not hold. */
  company: (id: number) => string;
  /** A blackout window: its companies (already named) and its La Paz wall clocks (already written). */
  blackout: (companies: string, from: string, to: string) => string;
}

/**
 * A value as a person reads it in a list (the value in force, the default, the history): a flag in words, an
 * amount as dollars, companies by name, blackout windows with their dates in the page's language.
 */
export function shownValue(kind: string, json: string, words: ValueWords): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  const { language } = words;
  const companies = (ids: number[]) => ids.map(words.company).join(', ');
  switch (kind) {
    case 'flag':
      return value === true ? words.on : words.off;
    case 'amount':
      return formatCentsMoney(BigInt(Math.round(Number(value))), SETTING_CURRENCY, language);
    case 'count':
      return formatCount(Number(value), language);
    case 'companies':
      return companies(value as number[]) || '—';
    case 'blackouts':
      return (
        (value as Blackout[])
          .map((w) =>
            words.blackout(
              companies(w.companies),
              formatBusinessWallClock(w.from, language),
              formatBusinessWallClock(w.to, language),
            ),
          )
          .join(' · ') || '—'
      );
    default:
      return editableText(kind, json).replace(/\n/g, ' · ') || '—';
  }
}
