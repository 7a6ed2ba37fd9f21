/*
 * How the console writes a setting's value for a person and reads back what they typed (docs/decisions/0039):
 * amounts in dollars, company and document lists with commas, blackout windows one per line. The server checks the value.
 */

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

/** A short reading of a value in a list (the history, the default). */
export function shownValue(kind: string, json: string, words: { on: string; off: string }): string {
  if (kind === 'flag') return json === 'true' ? words.on : words.off;
  return editableText(kind, json).replace(/\n/g, ' · ') || '—';
}
