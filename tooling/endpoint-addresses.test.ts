import { readdirSync, readFileSync } from 'node:fs';
import { type EndpointDefinition, isTextAnswer } from '@vo/domain/endpoint';
import { describe, expect, it } from 'vitest';
import { endpointAddresses, endpointAddressGroups } from '../apps/web/endpoint-addresses.ts';

/**
 * The web build loads each endpoint contract of the domain as its addresses only (apps/web/endpoint-addresses.ts,
 * docs/decisions/0020). Every contract file must reduce, and to exactly what the real file declares: a call the
 * types accept must go to the same method and path, with its input in the same place.
 */
const DOMAIN = new URL('../packages/domain/src/', import.meta.url);
const contracts = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.endpoints.ts'));

const addressOf = (endpoint: EndpointDefinition) => ({
  method: endpoint.method,
  path: endpoint.path,
  ...(endpoint.query ? { query: true } : {}),
  ...(endpoint.body ? { body: true } : {}),
  ...(isTextAnswer(endpoint.answer) ? { answer: { ...endpoint.answer } } : {}),
});

describe('the browser’s copy of the endpoint contracts', () => {
  it('finds the contract files', () => expect(contracts.length).toBeGreaterThan(0));

  it.each(contracts)('%s: same groups, methods, paths and input places as the real file', async (file) => {
    const url = new URL(file, DOMAIN);
    const real: Record<string, Record<string, EndpointDefinition>> = await import(url.href);
    const reduced = endpointAddressGroups(readFileSync(url, 'utf8'), url.pathname);
    const expected = Object.fromEntries(
      Object.entries(real).map(([name, group]) => [
        name,
        Object.fromEntries(Object.entries(group).map(([key, endpoint]) => [key, addressOf(endpoint)])),
      ]),
    );
    expect(reduced).toEqual(expected);
  });

  it('writes each group as an exported constant and refuses what it cannot reduce', () => {
    const source = `import { defineEndpoint } from '../endpoint.ts';
      export type Unused = string;
      export const things = { read: defineEndpoint({ method: ['PUT', 'POST'], path: 'a/b', query: q, answer: a }) };`;
    expect(endpointAddresses(source, 'x.endpoints.ts')).toBe(
      'export const things = {"read":{"method":["PUT","POST"],"path":"a/b","query":true}};\n',
    );
    const text = `export const files = { list: defineEndpoint({ method: 'GET', path: 'a/c', answer: csvAnswer('c.csv') }) };`;
    expect(endpointAddresses(text, 'x.endpoints.ts')).toBe(
      'export const files = {"list":{"method":"GET","path":"a/c","answer":{"mediaType":"text/csv","fileName":"c.csv"}}};\n',
    );
    expect(() => endpointAddresses("export const path = 'a/' + b;", 'x.endpoints.ts')).toThrow(/holds imports/);
    expect(() =>
      endpointAddresses("export const g = { x: defineEndpoint({ method: 'GET', path: P }) };", 'x.endpoints.ts'),
    ).toThrow(/literals/);
  });
});
