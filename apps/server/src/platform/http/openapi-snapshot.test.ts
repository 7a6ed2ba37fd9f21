import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

/**
 * The published API (/api/docs/json, what the native app and the trust harness read) is committed as
 * apps/server/test/openapi.snapshot.json, so a change to a route's path, fields or access rule shows up
 * in review as a change to that file. After changing a route on purpose: `npm run openapi:snapshot`.
 */
const SNAPSHOT = fileURLToPath(new URL('../../../test/openapi.snapshot.json', import.meta.url));
const REGENERATE = 'npm run openapi:snapshot';

/** Pretty-printed with keys sorted at every level, so the file does not depend on registration order. */
function canonicalJson(value: unknown): string {
  const sort = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sort);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.keys(node)
        .sort()
        .map((key) => [key, sort((node as Record<string, unknown>)[key])]),
    );
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('matches the committed snapshot', async () => {
    // The whole document, the operators' calls included (they are shown only to the operator secret).
    const response = await t.app.inject({ url: '/api/docs/json', headers: { 'x-ops-secret': OPS_SECRET } });
    expect(response.statusCode).toBe(200);
    const actual = canonicalJson(response.json());
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') {
      writeFileSync(SNAPSHOT, actual);
      return;
    }
    expect(existsSync(SNAPSHOT), `no ${SNAPSHOT}: run \`${REGENERATE}\` and commit it`).toBe(true);
    const expected = readFileSync(SNAPSHOT, 'utf8').replaceAll('\r\n', '\n');
    expect(
      actual,
      `/api/docs/json differs from apps/server/test/openapi.snapshot.json. If the API changed on purpose, run \`${REGENERATE}\` and commit the file`,
    ).toBe(expected);
  });
});
