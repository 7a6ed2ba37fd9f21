/** One CSV field: quoted, its quotes doubled (RFC 4180), so commas, quotes and line breaks stay inside it. */
export const csvField = (value: string | number | null) => `"${String(value ?? '').replaceAll('"', '""')}"`;

/** A header row and the rows, CRLF-separated: what the back office's exports answer (issue 21). */
export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
