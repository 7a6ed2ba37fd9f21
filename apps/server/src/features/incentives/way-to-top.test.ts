import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { feesOf } from '@vo/domain/catalogue/catalogue.rules';
import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import type { WayToTop } from '@vo/domain/incentives/way-to-top.wire';
import { parseAmountToCents } from '@vo/domain/money';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const cents = (amount: string) => parseAmountToCents(amount)!;

/** The adviser's way to the top on her home (docs/decisions/0065). */
describe("the adviser's way to the top", () => {
  const t = useTestApp();
  let inside: string;
  let outside: string;
  beforeAll(async () => {
    inside = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    outside = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
  });
  const wayOf = async (token: string) => {
    const answer = await t.send(incentiveEndpoints.wayToTop, undefined, { token });
    expect(answer.status, answer.message).toBe(0);
    return answer.data as WayToTop;
  };
  const userIdOf = async (ci: string) =>
    Number(rowsOf<{ id: number }>(await t.db.execute(sql`select id from users where document_number = ${ci}`))[0]!.id);

  /** Free lots of a project pre-reserved on credit by an adviser, with initial fees of these percents of their prices. */
  async function prereserveLots(token: string, document: string, percents = [40, 25, 15]): Promise<number[]> {
    const lots = rowsOf<{ id: number; price_cents: string }>(
      await t.db.execute(
        sql`select id, price_cents::text as price_cents from lots where project_id = 102 and state = 'free' order by id limit ${percents.length}`,
      ),
    );
    const ids: number[] = [];
    for (const [i, lot] of lots.entries()) {
      const price = BigInt(lot.price_cents);
      const initial = ((price * BigInt(percents[i]!)) / 10_000n) * 100n;
      const done = await t.send(
        prereservationEndpoints.prereserve,
        {
          idLote: Number(lot.id),
          formaPago: 'credito',
          cuotaInicial: `${initial / 100n}.00`,
          plazo: 48,
          cliente: testBuyer(`${document}${i}`, { nombres: ['Ana', 'Berta', 'Celia'][i] }),
        },
        { token, headers: { 'idempotency-key': randomUUID() } },
      );
      expect(done.status, done.message).toBe(0);
      ids.push(done.data.idPrereserva);
    }
    return ids;
  }

  it('inside the top 40, 2000001 sees no distance in the race, and her own pending pre-reservations with client, lot and fee', async () => {
    const way = await wayOf(inside);
    const race = (await t.send(incentiveEndpoints.race, {}, { token: inside })).data.propio;
    expect(way.carrera).toMatchObject({ dentro: true, posicion: race.posicion, distancia: '0.00', ventasTipicas: 0 });
    expect(cents(way.carrera.monto)).toBe(BigInt(race.puntos) * 100n);
    // The demo's three: two pre-reserved and one reserved, each waiting for its initial fee (the lot's 10%).
    const held = rowsOf<{ id: number; customer_name: string; price_cents: string }>(
      await t.db.execute(sql`select id, customer_name, price_cents::text as price_cents from prereservations
        where adviser_user_id = ${await userIdOf('2000001')} and state in ('prereserved', 'reserved')`),
    );
    expect(way.pendientes.map((p) => p.idPrereserva).sort()).toEqual(held.map((h) => Number(h.id)).sort());
    for (const p of way.pendientes) {
      const row = held.find((h) => Number(h.id) === p.idPrereserva)!;
      expect(p.cliente).toBe(row.customer_name);
      expect(p.producto).toMatch(/^Urbanización Las Palmeras · /);
      expect(cents(p.cuotaInicial)).toBe(feesOf(BigInt(row.price_cents)).initialCents);
      // Paid, each would be a sale of this month: its initial capital to the race, its price to the bonus.
      expect(p).toMatchObject({ vendida: false, sumaCarrera: p.cuotaInicial });
      expect(cents(p.sumaBono)).toBe(BigInt(row.price_cents));
    }
    // Her month: one running total a day up to today, never going down, ending at her points.
    const today = Number(t.clock.now().toISOString().slice(8, 10));
    expect(way.mes.carrera.length).toBeGreaterThanOrEqual(today - 1);
    const series = way.mes.carrera.map(cents);
    for (let i = 1; i < series.length; i++) expect(series[i]!).toBeGreaterThanOrEqual(series[i - 1]!);
    expect(series.at(-1)! / 100n).toBe(BigInt(race.puntos));
  });

  it('outside the top 40, 2000002 sees the distance the ranking shows, in dollars and in typical sales of her own', async () => {
    const way = await wayOf(outside);
    const race = (await t.send(incentiveEndpoints.race, {}, { token: outside })).data.propio;
    expect(way.carrera.dentro).toBe(false);
    expect(race.distanciaCorte).toBeGreaterThan(0);
    expect(way.carrera.distancia).toBe(`${race.distanciaCorte}.00`);
    // One sale of 4 000 every month of the race so far: her typical sale is her own.
    expect(way.ventaTipica).toEqual({ monto: '4000.00', fuente: 'propia' });
    expect(way.carrera.ventasTipicas).toBe(Math.ceil(race.distanciaCorte / 4000));
    const bonus = (await t.send(incentiveEndpoints.bestSeller, {}, { token: outside })).data;
    expect(way.bono).toMatchObject({ mes: bonus.mes, posicion: bonus.propio.posicion, monto: bonus.propio.monto });
    if (!way.bono.dentro) {
      const gap = cents(way.bono.corte) - cents(way.bono.monto);
      expect(cents(way.bono.distancia)).toBe((gap / 100n + 1n) * 100n);
    }
  });

  it('names the fewest pending pre-reservations whose initial fees close the gap, largest first, and only hers', async () => {
    const mine = await prereserveLots(outside, '88100');
    const before = await wayOf(outside);
    const gains = before.pendientes
      .filter((p) => mine.includes(p.idPrereserva))
      .map((p) => ({ id: p.idPrereserva, cents: cents(p.sumaCarrera) }))
      .sort((a, b) => (a.cents > b.cents ? -1 : 1));
    expect(gains).toHaveLength(3);
    // Bring 2000002 to just where the two largest fees, and not the largest alone, pass the 40th place.
    const cutoff = cents(before.carrera.corte);
    const setPoints = async (points: bigint) =>
      t.db.execute(sql`update race_standings set points_cents = ${points}
        where adviser_user_id = ${await userIdOf('2000002')} and race_id = ${before.carrera.id}`);
    await setPoints(cutoff - (gains[0]!.cents + gains[1]!.cents) + 100n);
    const way = await wayOf(outside);
    expect(cents(way.carrera.distancia)).toBe(gains[0]!.cents + gains[1]!.cents);
    expect(way.cierran.carrera).toEqual({ ids: [gains[0]!.id, gains[1]!.id], alcanza: true });
    // The list opens with them, in that order.
    expect(way.pendientes.slice(0, 2).map((p) => p.idPrereserva)).toEqual([gains[0]!.id, gains[1]!.id]);

    // Scoped: 2000001 never sees them, 2000002 never sees hers, and a customer is refused.
    const theirs = (await wayOf(inside)).pendientes.map((p) => p.idPrereserva);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
    expect(way.pendientes.some((p) => theirs.includes(p.idPrereserva))).toBe(false);
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const refused = await t.send(incentiveEndpoints.wayToTop, undefined, { token: customer });
    expect(refused.status).not.toBe(0);
    expect(refused.data?.pendientes).toBeUndefined();
    for (const id of mine) {
      const released = await t.send(
        prereservationEndpoints.release,
        { idPrereserva: id },
        { token: outside, headers: { 'idempotency-key': randomUUID() } },
      );
      expect(released.status).toBe(0);
    }
    await setPoints(cents(before.carrera.monto));
  });

  describe('when a client pays the initial fee', () => {
    let url: string;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    it('the pre-reservation leaves the list, her capital grows by the fee, and her open home is told', async () => {
      // 12% of the lot: an initial fee a card may pay (spec §9's card limit).
      const [id] = await prereserveLots(outside, '88200', [12]);
      for (const step of [prereservationEndpoints.reserve, prereservationEndpoints.purchase]) {
        const done = await t.send(
          step,
          { idPrereserva: id! },
          { token: outside, headers: { 'idempotency-key': randomUUID() } },
        );
        expect(done.status, done.message).toBe(0);
      }
      // Bought, it still waits for its initial fee: it stays on her list, as a sale.
      const bought = await wayOf(outside);
      const waiting = bought.pendientes.find((p) => p.idPrereserva === id)!;
      expect(waiting).toMatchObject({ vendida: true, sumaBono: '0.00', sumaCarrera: waiting.cuotaInicial });

      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: outside },
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const told = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no carrera within 3 s')), 3_000);
        socket.once('carrera', () => {
          clearTimeout(timer);
          resolve();
        });
      });

      // The buyer's account was made by the purchase; she sets a password and pays her first due by card.
      const hash = await t.deps.passwords.hash('Compradora#2026');
      await t.db.execute(sql`update users set password_hash = ${hash} where document_number = '882000'`);
      const buyer = await loginAs(t.call, '882000', 'Compradora#2026');
      const [product] = (await t.send(productEndpoints.list, undefined, { token: buyer })).data.productos;
      const paid = await t.send(
        paymentEndpoints.card,
        { idProducto: product.idProducto, monto: product.proximaCuota.monto, ...CARD },
        { token: buyer, headers: { 'idempotency-key': randomUUID() } },
      );
      expect(paid.status, paid.message).toBe(0);
      await told;

      const after = await wayOf(outside);
      expect(after.pendientes.map((p) => p.idPrereserva)).not.toContain(id);
      expect(cents(after.carrera.monto) - cents(bought.carrera.monto)).toBe(
        (cents(waiting.cuotaInicial) / 100n) * 100n,
      );
    });
  });
});
