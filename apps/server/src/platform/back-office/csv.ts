/**
 * A text a spreadsheet would run as a formula when it opens the file ("=HYPERLINK(…)", "+1+cmd", "@SUM(…)"):
 * a customer's name or a contract is typed by people, so such a field is written with a leading apostrophe
 * (OWASP's CSV injection advice). Amounts are numbers, negative ones included, and stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const inert = (text: string) => (FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text);

/** One CSV field: quoted, its quotes doubled (RFC 4180), so commas, quotes and line breaks stay inside it. */
export const csvField = (value: string | number | null) => `"${inert(String(value ?? '')).replaceAll('"', '""')}"`;

/** A header row and the rows, CRLF-separated: what the back office's exports answer (docs/decisions/0040). */
export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
