import type pg from 'pg';

/** The most statement texts one connection keeps parsed: past it a new text runs unnamed, as before. */
export const NAMED_PER_CONNECTION = 256;
/** The most texts this process names (a bound on the map, whatever the statements built at run time). */
export const NAMED_PER_PROCESS = 4_096;

const nameOfText = new Map<string, string>();

/** The name of a statement's text in this process, or none once the process has named its share. */
function nameOf(text: string): string | undefined {
  let name = nameOfText.get(text);
  if (name === undefined && nameOfText.size < NAMED_PER_PROCESS) {
    name = `vo_${nameOfText.size + 1}`;
    nameOfText.set(text, name);
  }
  return name;
}

interface StatementConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown[];
  submit?: unknown;
}

const OPENS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback)\s*;?\s*$/i;

/**
 * Sends each parameterised statement of a transaction on this connection under a name made from its text
 * (docs/decisions/0072), so PostgreSQL parses and analyses it once per connection instead of at every call:
 * Drizzle builds most of our statements anew on each call and sends them unnamed, and a payment's twenty were
 * parsed and planned at every payment. Only inside a transaction (the writes): a named statement may get
 * PostgreSQL's generic plan after five runs, and a read outside one (the network's search by a document's first
 * digits) ran five times slower on it; the hot reads are prepared by hand already. The same text always gets
 * the same name; a statement without parameters (begin, commit, DDL) keeps the simple protocol; a connection
 * keeps at most NAMED_PER_CONNECTION of them, so the backend's memory stays bounded.
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  let inTransaction = false;
  const withName = (config: unknown, values: unknown): unknown => {
    if (typeof config === 'string') config = { text: config };
    if (!config || typeof config !== 'object') return config;
    const statement = config as StatementConfig;
    if (statement.name || typeof statement.submit === 'function' || typeof statement.text !== 'string') return config;
    if (OPENS.test(statement.text)) inTransaction = true;
    else if (ENDS.test(statement.text)) inTransaction = false;
    const parameters = Array.isArray(values) ? values : statement.values;
    if (!inTransaction || !parameters || parameters.length === 0) return config;
    const name = nameOf(statement.text);
    if (name === undefined || (!named.has(name) && named.size >= NAMED_PER_CONNECTION)) return config;
    named.add(name);
    return { ...statement, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(withName(config, rest[0]), ...rest)) as unknown as typeof client.query;
}
