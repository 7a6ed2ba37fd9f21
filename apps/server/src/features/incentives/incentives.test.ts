import { randomUUID } from 'node:crypto';
import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import { RACE_TOP } from '@vo/domain/incentives/incentives-config';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { joinNetwork } from '../network/index.ts';
import { creditCapitalPaid } from './race.repo.ts';
import { recordSale } from './sale-recording.repo.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

describe('the travel race and the best-seller bonus (spec §2 /ranking, /bono-mejor-vendedor)', () => {
  const t = useTestApp();
  let adviser: string;
  let otherAdviser: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    otherAdviser = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
  });
  const race = (token: string, carrera?: string) => t.send(incentiveEndpoints.race, { carrera }, { token });

  /** A network-only adviser of the demo gets a password so the test can see the race through their eyes. */
  const loginAsNetworkAdviser = async (ci: string) => {
    const hash = await t.deps.passwords.hash('Asesor#2026');
    await t.db.execute(sql`update users set password_hash = ${hash} where document_number = ${ci}`);
    return loginAs(t.call, ci, 'Asesor#2026');
  };

  it('shows the top 40 in points order, the caller inside it, and another adviser’s distance to the cut-off', async () => {
    const mine = await race(adviser);
    expect(mine.status).toBe(0);
    const top = mine.data.top as { posicion: number; puntos: number; codigoAsesor: string }[];
    expect(top).toHaveLength(RACE_TOP);
    expect(top.map((r) => r.posicion)).toEqual(Array.from({ length: RACE_TOP }, (_, i) => i + 1));
    for (let i = 1; i < top.length; i++) expect(top[i]!.puntos).toBeLessThanOrEqual(top[i - 1]!.puntos);
    const ownRow = top.find((r) => r.codigoAsesor === 'A-0102')!;
    expect(mine.data.propio).toMatchObject({ posicion: ownRow.posicion, puntos: ownRow.puntos, distanciaCorte: 0 });
    expect(mine.data.propio.puntosCorte).toBe(top.at(-1)!.puntos);

    const theirs = (await race(otherAdviser)).data.propio;
    expect(theirs.posicion).toBeGreaterThan(RACE_TOP);
    expect(theirs.distanciaCorte).toBe(theirs.puntosCorte - theirs.puntos + 1);
  });

  it('leaves out a blocked adviser however many points, and tells them why', async () => {
    const all: any = await t.db.execute(
      sql`select s.adviser_code, s.points_cents from race_standings s order by s.points_cents desc limit 1`,
    );
    // Miguel (A-0212) sold the most, but his code is blocked (spec §6)
    expect(all.rows[0].adviser_code).toBe('A-0212');
    const top = (await race(adviser)).data.top as { codigoAsesor: string }[];
    expect(top.map((r) => r.codigoAsesor)).not.toContain('A-0212');
    const miguel = await loginAsNetworkAdviser('2100003');
    expect((await race(miguel)).data.propio).toMatchObject({ posicion: null, motivo: 'bloqueado', distanciaCorte: 0 });
  });

  it('is current the moment a payment lands: its capital earns the selling adviser points', async () => {
    const customer = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const before = (await race(adviser)).data.propio.puntos;
    const detail = await t.send(
      productEndpoints.detail,
      { idProducto: DEMO_PRODUCT.overdueHouse },
      {
        token: customer,
      },
    );
    const oldest = detail.data.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const paid = await t.send(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      { token: customer, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status).toBe(0);
    const earned: any = await t.db.execute(
      sql`select points_cents from race_events where payment_id = ${paid.data.idPago}`,
    );
    const capitalCents = BigInt(Math.round(Number(oldest.capital) * 100));
    expect(BigInt(earned.rows[0].points_cents)).toBe(capitalCents);
    const after = (await race(adviser)).data.propio.puntos;
    expect(after - before).toBeGreaterThanOrEqual(Math.floor(Number(oldest.capital)));
    expect(after - before).toBeLessThanOrEqual(Math.ceil(Number(oldest.capital)));
  });

  it('keeps the kept totals equal to the sum of the race’s events', async () => {
    const drift: any = await t.db.execute(sql`
      select count(*)::int as n from race_standings s
      left join (select race_id, adviser_user_id, sum(points_cents) as p from race_events group by 1, 2) e
        using (race_id, adviser_user_id)
      where s.points_cents <> coalesce(e.p, 0)`);
    expect(drift.rows[0].n).toBe(0);
  });

  it('answers an earlier race, and refuses a race that cannot exist', async () => {
    const earlier = await race(adviser, '2023-S1');
    expect(earlier.data).toMatchObject({ carrera: { desde: '2023-01-01', hasta: '2023-06-30' }, top: [] });
    expect(await race(adviser, '2023-S3')).toMatchObject({ status: 1, code: 'incentives.raceUnknown' });
  });

  it('shows the month’s 30 best sellers with their 300 dollars, and the caller’s standing', async () => {
    const bonus = await t.send(incentiveEndpoints.bestSeller, undefined, { token: adviser });
    expect(bonus.data.ciclo).toBe('2026-2');
    expect(bonus.data.top).toHaveLength(30);
    expect(bonus.data.top.every((r: any) => r.bono === '300.00')).toBe(true);
    expect(bonus.data.top.map((r: any) => r.codigoAsesor)).not.toContain('A-0212');
    const mine = bonus.data.top.find((r: any) => r.codigoAsesor === 'A-0102');
    expect(bonus.data.propio).toMatchObject({ posicion: mine.posicion, bono: '300.00', monto: mine.monto });

    const spec = await t.send(
      incentiveEndpoints.bestSeller,
      { ciclo: '2023-1', mes: '2023-02' },
      {
        token: adviser,
      },
    );
    expect(spec.data).toMatchObject({ desde: '2023-02-18', hasta: '2023-02-28', top: [] });
    expect(spec.data.propio).toMatchObject({ posicion: null, bono: '0.00' });
    expect(
      await t.send(incentiveEndpoints.bestSeller, { ciclo: '2023-1', mes: '2023-08' }, { token: adviser }),
    ).toMatchObject({ status: 1, code: 'incentives.monthOutsideCycle' });
  });

  it('keeps rankings to advisers, and gives the incentives PDF to advisers and cashiers', async () => {
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    for (const token of [customer, cashier]) {
      expect((await race(token)).code).toBe('platform.forbidden');
      expect((await t.send(incentiveEndpoints.bestSeller, undefined, { token })).code).toBe('platform.forbidden');
    }
    const pdf = await t.send(incentiveEndpoints.informationPdf, undefined, { token: cashier, lang: 'es' });
    expect(Buffer.from(pdf.data.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.send(incentiveEndpoints.informationPdf, undefined, { token: customer })).toMatchObject({
      status: 1,
      code: 'incentives.notEligible',
    });
  });
});

/** A new adviser below 2000001, in the caller's transaction; answers their id and their sponsor's. */
async function newAdviser(tx: Tx, person: { ci: string; name: string; code: string; passwordHash: string }) {
  const [user] = await tx
    .insert(users)
    .values({ documentNumber: person.ci, fullName: person.name, passwordHash: person.passwordHash, isAdviser: true })
    .returning({ id: users.id });
  const [sponsor] = await tx.select({ id: users.id }).from(users).where(eq(users.documentNumber, '2000001'));
  await joinNetwork(tx, {
    userId: user!.id,
    sponsorUserId: sponsor!.id,
    kind: 'adviser',
    adviserCode: person.code,
    joinedOn: '2025-01-10',
  });
  return { id: user!.id, sponsorId: sponsor!.id };
}

/** A sale of a test lot by that adviser to their sponsor. */
const sellLot = (
  tx: Tx,
  adviser: { id: number; sponsorId: number },
  sale: { soldOn: string; paymentKind: 'cash' | 'credit'; priceCents: bigint; productId?: number },
) =>
  recordSale(
    tx,
    {
      productId: sale.productId ?? null,
      adviserUserId: adviser.id,
      customerUserId: adviser.sponsorId,
      companyId: 2,
      description: 'Lote de prueba',
      contractNumber: `T-${adviser.id}-${sale.soldOn}`,
      paymentKind: sale.paymentKind,
      priceCents: sale.priceCents,
      soldOn: sale.soldOn,
    },
    sale.soldOn.slice(0, 7),
  );

describe('the monthly-sales rule and its grace month, on a calendar of its own', () => {
  const t = useTestApp();

  /** A new adviser who sold once in July, nothing in August and once in September 2026. */
  const newAdviserWithSales = async () => {
    const passwordHash = await t.deps.passwords.hash('Asesor#2026');
    await t.db.transaction(async (tx) => {
      const adviser = await newAdviser(tx, {
        ci: '2999001',
        name: 'Gracia Mendoza Rivas',
        code: 'A-9001',
        passwordHash,
      });
      // big cash sales: enough points for the top 40
      for (const soldOn of ['2026-07-10', '2026-09-05'])
        await sellLot(tx, adviser, { soldOn, paymentKind: 'cash', priceCents: 50_000_000n });
    });
  };
  const ownStanding = async () => {
    const token = await loginAs(t.call, '2999001', 'Asesor#2026');
    return (await t.send(incentiveEndpoints.race, { carrera: '2026-S2' }, { token })).data;
  };

  it('forgives a month without sales, asks two the next, and puts out on the next month’s first read one who sold once', async () => {
    t.clock.set(new Date('2026-09-15T15:00:00Z'));
    await newAdviserWithSales();
    const inGrace = await ownStanding();
    expect(inGrace.propio).toMatchObject({ calificacion: 'en_gracia', motivo: null, ventasPorMes: [1, 0, 1, 0, 0, 0] });
    expect(inGrace.top.map((r: any) => r.codigoAsesor)).toContain('A-9001');

    // September ends with one sale: nothing triggers the change but the new month's first read.
    t.clock.set(new Date('2026-10-01T15:00:00Z'));
    const out = await ownStanding();
    expect(out.propio).toMatchObject({ posicion: null, calificacion: 'fuera', motivo: 'gracia_no_cumplida' });
    expect(out.top.map((r: any) => r.codigoAsesor)).not.toContain('A-9001');
  });

  it('judges a standing that a payment creates: an adviser with no sale this race is already out', async () => {
    const standing = await t.db.transaction(async (tx) => {
      const adviser = await newAdviser(tx, {
        ci: '2999002',
        name: 'Sin Ventas Paz',
        code: 'A-9002',
        passwordHash: '!',
      });
      // A credit sale of the first race; in the second, July and August end without a sale.
      await sellLot(tx, adviser, {
        soldOn: '2026-03-01',
        paymentKind: 'credit',
        priceCents: 1_000_000n,
        productId: 990_001,
      });
      await creditCapitalPaid(tx, {
        productId: 990_001,
        paymentId: 990_001,
        capitalCents: 50_000n,
        on: '2026-09-10',
        currentMonth: '2026-09',
      });
      const result: any = await tx.execute(
        sql`select points_cents, qualification, loss_reason, keeps_race from race_standings
            where adviser_user_id = ${adviser.id} and race_id = '2026-S2'`,
      );
      return result.rows[0];
    });
    // July was the grace month; August then needed two sales.
    expect(standing).toMatchObject({ qualification: 'out', loss_reason: 'grace_not_met', keeps_race: false });
    expect(BigInt(standing.points_cents)).toBe(50_000n);
  });
});
