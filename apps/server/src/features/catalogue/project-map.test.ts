import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { projectGeometryAnswer } from '@vo/domain/catalogue/project-map.wire';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** The demo's 2 000-lot project, and a small one. */
const BIG_PROJECT = 104;
const SMALL_PROJECT = 101;

describe('a phone downloads a project map once, and reads which lots are taken on every visit', () => {
  const t = useTestApp();
  let adviser: string;
  let customer: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });

  /** The geometry as a phone asks for it: raw bytes and headers, nothing decoded by the harness. */
  const geometry = (projectId: number, headers: Record<string, string> = {}, token: string | null = customer) =>
    t.app.inject({
      url: `/api/${catalogueEndpoints.mapGeometry.path}?idProyecto=${projectId}`,
      headers: { agente: '109', ...(token ? { token } : {}), ...headers },
    });
  const takenIn = async (projectId: number) =>
    (await t.send(catalogueEndpoints.takenLots, { idProyecto: projectId }, { token: customer })).data.ocupados;
  const freeLot = async (projectId: number) => {
    const r: any = await t.db.execute(
      sql`select id from lots where project_id = ${projectId} and state = 'free' order by id desc limit 1`,
    );
    return Number(r.rows[0].id);
  };

  it('answers the same bytes with the same strong ETag, and 304 with no body to a phone that holds them', async () => {
    const first = await geometry(BIG_PROJECT);
    const second = await geometry(BIG_PROJECT);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Kept by the phone and revalidated each time; never by a shared cache, as it sits behind the login.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    const envelope = first.json();
    expect(envelope.status).toBe(0);
    const drawing = projectGeometryAnswer.parse(envelope.data);
    expect(drawing.lotes).toHaveLength(2000);
    expect(drawing.manzanos.length).toBeGreaterThan(10);

    const again = await geometry(BIG_PROJECT, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A list of tags, or one a proxy weakened, still names what the phone holds.
    const listed = await geometry(BIG_PROJECT, { 'if-none-match': `"old", W/${first.headers.etag}` });
    expect(listed.statusCode).toBe(304);
    // A tag of another drawing is answered in full.
    const stale = await geometry(BIG_PROJECT, { 'if-none-match': '"a-drawing-of-last-year"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends gzip to whoever accepts it and the plain bytes to whoever does not: the same JSON either way', async () => {
    const plain = await geometry(BIG_PROJECT);
    const zipped = await geometry(BIG_PROJECT, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe(plain.headers['content-type']);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // A 2 000-lot drawing is 128 kB of JSON: a phone downloads about a quarter of it.
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const refusesGzip = await geometry(BIG_PROJECT, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refusesGzip.headers['content-encoding']).toBeUndefined();
    expect(refusesGzip.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it("gives another project's drawing another ETag, and does not take one project's tag for another", async () => {
    const big = await geometry(BIG_PROJECT);
    const small = await geometry(SMALL_PROJECT);
    expect(small.headers.etag).not.toBe(big.headers.etag);
    expect(small.json().data.idProyecto).toBe(SMALL_PROJECT);
    const crossed = await geometry(SMALL_PROJECT, { 'if-none-match': big.headers.etag as string });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().data.idProyecto).toBe(SMALL_PROJECT);
  });

  it('lists a lot as taken the moment it is pre-reserved, while the geometry and its ETag stay the same', async () => {
    const lotId = await freeLot(BIG_PROJECT);
    const before = await geometry(BIG_PROJECT);
    expect(await takenIn(BIG_PROJECT)).not.toContain(lotId);

    const prereserved = await t.send(
      prereservationEndpoints.prereserve,
      { idLote: lotId, formaPago: 'contado', cliente: testBuyer('8123456') },
      { token: adviser, headers: { 'idempotency-key': `map-${randomUUID()}` } },
    );
    expect(prereserved.status).toBe(0);

    const taken = await takenIn(BIG_PROJECT);
    expect(taken).toContain(lotId);
    expect(taken).toEqual([...taken].sort((a: number, b: number) => a - b));
    // The states answer is never kept by anyone: it changes with every pre-reservation.
    const states = await t.app.inject({
      url: `/api/${catalogueEndpoints.takenLots.path}?idProyecto=${BIG_PROJECT}`,
      headers: { agente: '109', token: customer },
    });
    expect(states.headers['cache-control']).toBe('no-store');
    expect(states.headers.etag).toBeUndefined();

    const after = await geometry(BIG_PROJECT, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
    const lot = projectGeometryAnswer
      .parse((await geometry(BIG_PROJECT)).json().data)
      .lotes.find((l) => l[0] === lotId);
    expect(lot?.[3]).toBe(0);
  });

  it('still answers the old combined map: the geometry with the taken lots marked', async () => {
    const combined = await t.send(catalogueEndpoints.map, { idProyecto: SMALL_PROJECT }, { token: customer });
    const drawing = (await geometry(SMALL_PROJECT)).json().data;
    const taken = new Set(await takenIn(SMALL_PROJECT));
    expect(taken.size).toBeGreaterThan(0);
    expect(combined.data).toEqual({
      ...drawing,
      lotes: drawing.lotes.map((lot: unknown[]) => [
        ...lot.slice(0, 3),
        taken.has(lot[0] as number) ? 1 : 0,
        ...lot.slice(4),
      ]),
    });
  });

  it("names the caller's own held lots among the taken ones, and nobody else's", async () => {
    const asked = async (token: string) =>
      (await t.send(catalogueEndpoints.takenLots, { idProyecto: SMALL_PROJECT }, { token })).data;
    const owner = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    // 2000001 pre-reserved three lots of Las Palmeras in the demo (two pending, one reserved).
    const mine = await asked(owner);
    expect(mine.propios).toHaveLength(3);
    expect(mine.propios).toEqual([...mine.propios].sort((a: number, b: number) => a - b));
    for (const id of mine.propios) expect(mine.ocupados).toContain(id);
    // Another adviser and a customer see the same lots taken, none of them theirs.
    const other = await asked(adviser);
    expect(other.ocupados).toEqual(mine.ocupados);
    expect(other.propios).toEqual([]);
    expect((await asked(customer)).propios).toEqual([]);

    // Released, a lot is free again and no longer "yours"; a bought one is taken but no longer a pre-reservation.
    const [released] = mine.propios;
    await t.db.execute(sql`update prereservations set state = 'released' where lot_id = ${released}`);
    await t.db.execute(sql`update lots set state = 'free' where id = ${released}`);
    const after = await asked(owner);
    expect(after.propios).not.toContain(released);
    expect(after.ocupados).not.toContain(released);
    expect(after.propios).toHaveLength(2);
  });

  it('gives a caller without a session status 7 and no geometry, whatever tag it sends', async () => {
    const held = await geometry(BIG_PROJECT);
    for (const headers of [{}, { 'if-none-match': held.headers.etag as string }] as Record<string, string>[]) {
      const refused = await geometry(BIG_PROJECT, headers, null);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({ status: 7 });
      expect(refused.json().data).toBeUndefined();
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    const states = await t.send(catalogueEndpoints.takenLots, { idProyecto: BIG_PROJECT });
    expect(states).toMatchObject({ status: 7 });
    expect(states.data).toBeUndefined();
  });

  it('refuses an unknown or malformed project by its field, for both calls', async () => {
    for (const endpoint of [catalogueEndpoints.mapGeometry, catalogueEndpoints.takenLots]) {
      for (const idProyecto of ['999999', 'abc']) {
        const refused = await t.send(endpoint, { idProyecto }, { token: customer, lang: 'es' });
        expect(refused).toMatchObject({ httpStatus: 200, status: 1, data: { campo: 'idProyecto' } });
        expect(refused.message).toBeTruthy();
      }
    }
  });
});
