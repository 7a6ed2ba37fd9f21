import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every decision has its row in the index, with a status, and every row names a decision that is there
 * (docs/decisions/0052): a new decision that lands without its row, or amends one without saying so, fails here.
 */
const DECISIONS = new URL('../docs/decisions/', import.meta.url);
const files = readdirSync(DECISIONS).filter((f) => /^\d{4}-.+\.md$/.test(f));
const index = readFileSync(new URL('README.md', DECISIONS), 'utf8');

/** The index's rows: `| [NNNN](NNNN-name.md) title | status | what it decides |`. */
const rows = [...index.matchAll(/^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\)[^|]*\| ([^|]+) \|/gm)].map(
  ([, number = '', file = '', status = '']) => ({ number, file, status: status.trim() }),
);
const STATUS = /^(accepted|amended by \d{4}(, \d{4})*|superseded by \d{4})(; edited in place)?$/;

describe('the index of decisions', () => {
  it('has one row for every decision file', () => {
    expect(rows.map((row) => row.file).sort()).toEqual([...files].sort());
  });

  it('names each row after its own file', () => {
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it('gives each decision a status it knows, and amends or supersedes only with decisions that exist', () => {
    const numbers = new Set(files.map((f) => f.slice(0, 4)));
    for (const row of rows) {
      expect(row.status, row.file).toMatch(STATUS);
      for (const [cited] of row.status.matchAll(/\d{4}/g))
        expect(numbers.has(cited), `${row.file} cites ${cited}`).toBe(true);
    }
  });
});
