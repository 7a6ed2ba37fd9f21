import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { recordRaceEvent } from './race.repo.ts';

/**
 * docs/decisions/0029 and 0037: the race's top 40 is read once and shared, and forgotten the moment the
 * database announces a change of the standings, whoever wrote it.
 */
describe('the shared top of the race', () => {
  const t = useTestApp();
  let adviser: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const topCodes = async () => {
    const answer = await t.send(incentiveEndpoints.race, undefined, { token: adviser });
    expect(answer.status).toBe(0);
    return (answer.data.top as { codigoAsesor: string }[]).map((row) => row.codigoAsesor);
  };

  /** The last of the top gets far more points behind the use cases' back (SQL by hand). */
  const liftLastByHand = async (codes: string[]) => {
    const last = codes.at(-1)!;
    await t.db.execute(
      sql`update race_standings set points_cents = points_cents + 1000000000000 where adviser_code = ${last}`,
    );
    return last;
  };

  it("sees a change written behind the use cases' back at once: the database announces it", async () => {
    const before = await topCodes();
    expect(await topCodes()).toEqual(before);
    const last = await liftLastByHand(before);
    expect((await topCodes())[0]).toBe(last);
  });

  it('forgets the kept reading the moment an earning is recorded, even in a transaction of its own', async () => {
    const before = await topCodes();
    const last = await liftLastByHand(before);
    const [sale] = rowsOf<{ id: number; adviser_user_id: number }>(
      await t.db.execute(sql`select s.id, s.adviser_user_id from sales s
        join network_nodes n on n.user_id = s.adviser_user_id where n.adviser_code = ${last} limit 1`),
    );
    const today = t.clock.now().toISOString().slice(0, 10);
    await t.db.transaction((tx) =>
      recordRaceEvent(tx, {
        adviserUserId: Number(sale!.adviser_user_id),
        event: { kind: 'capital_paid', saleId: Number(sale!.id), on: today, capitalCents: 1n },
        countsAsSale: false,
        currentMonth: today.slice(0, 7),
      }),
    );
    expect((await topCodes())[0]).toBe(last);
  });
});
