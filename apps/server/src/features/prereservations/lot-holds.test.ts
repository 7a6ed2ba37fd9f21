import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import type { LotHold } from '@vo/domain/prereservations/lot-holds.wire';
import { LOT_HOLD_MINUTES, MAX_LOT_HOLDS_PER_ADVISER } from '@vo/domain/prereservations/prereservation-config';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { salesEndpoints } from '@vo/domain/sales/sales.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';

import { callerFor, DEMO, loginAs, senderFor, staffToken, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { withMemory } from '../../platform/deps.ts';

const buyer = () => testBuyer(`8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);

/*
 * Issue 37, point 2 (docs/decisions/0064): the adviser who opens a free lot's payment plans holds it for ten
 * minutes; nobody else may pre-reserve it meanwhile; it goes on time-out, with her pre-reservation or when she leaves.
 */
describe('a lot held while an adviser shows its plans', () => {
  const t = useTestApp();
  let ana: string;
  let bruno: string;
  beforeAll(async () => {
    ana = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    bruno = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
  });
  const send = (endpoint: EndpointDefinition, body: object, token: string, lang = 'en') =>
    t.send(endpoint, body, { token, lang, headers: { 'idempotency-key': `hold-${randomUUID()}` } });
  const hold = (lotId: number, token: string, lang = 'en') => send(endpoints.holdLot, { idLote: lotId }, token, lang);
  const prereserve = (lotId: number, token: string) =>
    send(endpoints.prereserve, { idLote: lotId, formaPago: 'contado', cliente: buyer() }, token);
  let next = 0;
  /** A free lot no earlier test touched. */
  const freeLot = async (projectId = 104) => {
    const r: any = await t.db.execute(
      sql`select id from lots where project_id = ${projectId} and state = 'free' order by id offset ${next++} limit 1`,
    );
    return Number(r.rows[0].id);
  };
  const holdsOf = async (lotId: number) =>
    ((await t.db.execute(sql`select adviser_id from lot_holds where lot_id = ${lotId}`)) as any).rows.length;

  it("holds the lot for her for ten minutes, and refuses another adviser's pre-reservation in his language", async () => {
    const lot = await freeLot();
    const held = await hold(lot, ana);
    expect(held.status, JSON.stringify(held)).toBe(0);
    expect(held.data.segundos).toBe(LOT_HOLD_MINUTES * 60);

    const refused = await send(endpoints.prereserve, { idLote: lot, formaPago: 'contado', cliente: buyer() }, bruno);
    expect(refused).toMatchObject({ status: 1, code: 'lotHolds.heldByOther', data: { campo: 'idLote' } });
    const inSpanish = await hold(lot, bruno, 'es');
    expect(inSpanish.code).toBe('lotHolds.heldByOther');
    expect(inSpanish.message).toMatch(/lo retiene otro asesor.*hasta las \d\d:\d\d/);

    // The map shows it held, hers marked for her only.
    const project = 104;
    const forAna = await t.send(endpoints.projectHolds, { idProyecto: project }, { token: ana });
    const forBruno = await t.send(endpoints.projectHolds, { idProyecto: project }, { token: bruno });
    expect(forAna.data.retenidos).toContainEqual({ idLote: lot, segundos: 600, propio: true });
    expect(forBruno.data.retenidos).toContainEqual({ idLote: lot, segundos: 600, propio: false });
  });

  it('opening it again answers the same hold, not a longer one; she may pre-reserve it, which lets it go', async () => {
    const lot = await freeLot();
    expect((await hold(lot, ana)).status).toBe(0);
    t.clock.advanceSeconds(60);
    expect((await hold(lot, ana)).data.segundos).toBe(9 * 60);
    const done = await prereserve(lot, ana);
    expect(done.status, JSON.stringify(done)).toBe(0);
    expect(await holdsOf(lot)).toBe(0);
  });

  it("shows the console's Sales who holds which lot of which project until when", async () => {
    const lot = await freeLot();
    await hold(lot, ana);
    const manager = await staffToken(t, 'sales_manager');
    const { data } = await t.send(salesEndpoints.heldLots, undefined, { token: manager });
    const row = data.retenciones.find((r: { idLote: number }) => r.idLote === lot);
    expect(row).toMatchObject({ codigo: DEMO.adviser.user, lote: expect.stringMatching(/^.+-.+$/) });
    expect(new Date(row.hasta).getTime() - t.clock.now().getTime()).toBe(LOT_HOLD_MINUTES * 60_000);
    // An adviser is no staff member.
    expect((await t.send(salesEndpoints.heldLots, undefined, { token: ana })).status).not.toBe(0);
    await send(endpoints.letGoLot, { idLote: lot }, ana);
  });

  it('lets go when she leaves the plans, or when every page of hers closed', async () => {
    const [first, second] = [await freeLot(), await freeLot()];
    await hold(first, ana);
    await hold(second, ana);
    // Letting go of a lot she does not hold changes nothing of another's.
    expect((await send(endpoints.letGoLot, { idLote: first }, bruno)).status).toBe(0);
    expect(await holdsOf(first)).toBe(1);
    expect((await send(endpoints.letGoLot, { idLote: first }, ana)).status).toBe(0);
    expect(await holdsOf(first)).toBe(0);
    expect((await prereserve(first, bruno)).status).toBe(0);

    const sessionId = String(
      ((await t.db.execute(sql`select session_id from lot_holds where lot_id = ${second}`)) as any).rows[0].session_id,
    );
    t.deps.events.emit('pagesClosed', { sessionId });
    await expect.poll(() => holdsOf(second)).toBe(0);
  });

  it('ends on time-out with nothing run: once the clock passes it, another adviser holds and pre-reserves it', async () => {
    const lot = await freeLot();
    await hold(lot, ana);
    t.clock.advanceSeconds(LOT_HOLD_MINUTES * 60 - 1);
    expect((await hold(lot, bruno)).code).toBe('lotHolds.heldByOther');
    t.clock.advanceSeconds(1);
    expect((await hold(lot, bruno)).status).toBe(0);
    expect((await prereserve(lot, bruno)).status).toBe(0);
  });

  it(`holds at most ${MAX_LOT_HOLDS_PER_ADVISER} for one adviser, and names them when refusing a fourth`, async () => {
    const lots = [await freeLot(), await freeLot(), await freeLot(), await freeLot()];
    const answers = await Promise.all(lots.map((lot) => hold(lot, bruno)));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(MAX_LOT_HOLDS_PER_ADVISER);
    const refused = answers.find((a) => a.status !== 0)!;
    expect(refused.code).toBe('lotHolds.tooMany');
    expect(refused.message).toMatch(/You already hold 3 lots: .+-.+ \(.+\), .+, .+\./);
    for (const lot of lots) await send(endpoints.letGoLot, { idLote: lot }, bruno);
  });

  it('lets exactly one of two advisers racing for a lot hold it', async () => {
    for (let round = 0; round < 3; round++) {
      const lot = await freeLot();
      const answers = await Promise.all([hold(lot, ana), hold(lot, bruno)]);
      expect(answers.map((a) => a.status).sort()).toEqual([0, 1]);
      expect(answers.find((a) => a.status === 1)!.code).toBe('lotHolds.heldByOther');
      expect(await holdsOf(lot)).toBe(1);
      await Promise.all([ana, bruno].map((token) => send(endpoints.letGoLot, { idLote: lot }, token)));
    }
  });

  it('tells the open maps of every instance, from the database, when holds change', async () => {
    const lot = await freeLot();
    const heard: { projectId: number; holds: LotHold[] }[] = [];
    const listen = (event: { projectId: number; holds: LotHold[] }) => heard.push(event);
    t.deps.events.on('lotHolds', listen);
    await hold(lot, ana);
    await expect.poll(() => heard.some((e) => e.holds.some((h) => h.lotId === lot))).toBe(true);
    await send(endpoints.letGoLot, { idLote: lot }, ana);
    await expect.poll(() => heard.at(-1)?.holds.some((h) => h.lotId === lot)).toBe(false);
    t.deps.events.off('lotHolds', listen);
  });

  it('keeps the hold across a restart: a new instance on the same database still refuses another adviser', async () => {
    const lot = await freeLot();
    await hold(lot, ana);
    const { memory: _old, ...given } = t.deps;
    const restarted = await buildApp(withMemory(given));
    await restarted.ready();
    try {
      const send2 = senderFor(callerFor(restarted));
      const refused = await send2(endpoints.holdLot, { idLote: lot }, { token: bruno });
      expect(refused.code).toBe('lotHolds.heldByOther');
      const holds = await send2(endpoints.projectHolds, { idProyecto: 104 }, { token: ana });
      expect(holds.data.retenidos).toContainEqual(expect.objectContaining({ idLote: lot, propio: true }));
    } finally {
      await restarted.close();
    }
  });
});
