import { statementOf } from '@vo/domain/products/instalments.rules';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { scheduleOf, toInstalment } from './product-accounts.repo.ts';
import { productsWithDebtOf } from './products.repo.ts';

describe('my products and their schedules', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  let adviser: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });

  it('lists only the caller’s own products, with their debt and next instalment', async () => {
    const mine = await t.send(productEndpoints.list, undefined, { token: customer });
    expect(mine.status).toBe(0);
    expect(mine.data.productos.map((p: any) => [p.tipo, p.idEmpresa, p.cuotasVencidas])).toEqual([
      ['lote', 2, 0],
      ['membresia', 12, 0],
    ]);
    const lot = mine.data.productos[0];
    expect(lot.deudaVencida).toBe('0.00');
    expect(lot.proximaCuota.nroCuota).toBe(15);
    expect(lot.montoSugerido).toBe(lot.proximaCuota.monto);
    expect(lot.marca).toBe('urbanizaciones');

    const theirs = await t.send(productEndpoints.list, undefined, { token: overdue });
    const house = theirs.data.productos.find((p: any) => p.tipo === 'casa');
    expect(house.cuotasVencidas).toBe(3);
    expect(Number(house.deudaVencida)).toBeGreaterThan(0);
    expect(house.montoSugerido).toBe(house.deudaVencida);
    // Spec §9: company 27 (the club) takes no QR payments.
    expect(theirs.data.productos.find((p: any) => p.tipo === 'abono').qrDisponible).toBe(false);

    const none = await t.send(productEndpoints.list, undefined, { token: adviser });
    expect(none.data.productos).toEqual([]);
  });

  it('tells how far along each product is, for its progress bar: the instalments paid of all of them', async () => {
    const mine = await t.send(productEndpoints.list, undefined, { token: customer });
    const lot = mine.data.productos[0];
    // The lot's next instalment is no. 15: the 14 before it are paid.
    expect([lot.cuotasPagadas, lot.cuotasTotales]).toEqual([14, 48]);
    const detail = await t.send(productEndpoints.detail, { idProducto: lot.idProducto }, { token: customer });
    expect(detail.data.cuotasPagadas).toBe(detail.data.cuotas.filter((c: any) => c.estado === 'PAGADA').length);
    expect(detail.data.cuotasTotales).toBe(detail.data.cuotas.length);
  });

  it('shows a schedule with every column, states and totals that add up', async () => {
    const detail = await t.send(
      productEndpoints.detail,
      { idProducto: DEMO_PRODUCT.overdueHouse },
      {
        token: overdue,
      },
    );
    expect(detail.status).toBe(0);
    const { cuotas, totales } = detail.data;
    expect(cuotas).toHaveLength(120);
    expect(cuotas.slice(0, 10).map((c: any) => c.estado)).toEqual([
      ...Array(6).fill('PAGADA'),
      ...Array(3).fill('VENCIDA'),
      'PENDIENTE',
    ]);
    expect(cuotas[0].nroRecibo).toMatch(/^R3-/);
    expect(Number(cuotas[6].multas)).toBeGreaterThan(0);
    const sum = (field: string) =>
      cuotas.reduce((total: number, c: any) => total + Math.round(Number(c[field]) * 100), 0);
    expect(sum('monto')).toBe(Math.round(Number(totales.monto) * 100));
    expect(sum('saldo')).toBe(Math.round(Number(detail.data.deudaTotal) * 100));
  });

  it('answers "does not exist" for another customer’s product, exactly as for an unknown id', async () => {
    for (const id of [DEMO_PRODUCT.lot, 999_999]) {
      const answer = await t.send(
        productEndpoints.detail,
        { idProducto: id },
        {
          token: overdue,
          lang: 'es',
        },
      );
      expect(answer).toMatchObject({ status: 1, code: 'products.notFound', message: 'Ese producto no existe.' });
      const pdf = await t.send(productEndpoints.statement, { idProducto: id }, { token: overdue });
      expect(pdf.code).toBe('products.notFound');
    }
  });

  it('gives the statement as a real PDF', async () => {
    const answer = await t.send(
      productEndpoints.statement,
      { idProducto: DEMO_PRODUCT.lot },
      {
        token: customer,
      },
    );
    expect(answer.data.nombreArchivo).toBe('estado-cuenta-UO-2024-00712.pdf');
    const bytes = Buffer.from(answer.data.pdfBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2_000);
  });

  it('sums debts in the database exactly as the domain’s statementOf does (property, random schedules)', async () => {
    const owner: any = await t.db.execute(sql`select id from users where document_number = '1000003'`);
    const userId = Number(owner.rows[0].id);
    const part = fc.bigInt({ min: 0n, max: 50_000n });
    const instalment = fc.record({
      day: fc.integer({ min: 1, max: 60 }),
      capital: part,
      interest: part,
      fines: part,
      paidShare: fc.constantFrom(0n, 50n, 100n),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(instalment, { minLength: 0, maxLength: 15 }),
        fc.integer({ min: 1, max: 60 }),
        async (rows, todayDay) => {
          const day = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString().slice(0, 10);
          const made: any = await t.db.execute(
            sql`insert into products (user_id, company_id, kind, description, contract_number, price_cents, created_at)
              values (${userId}, 2, 'lot', 'prop', ${`PROP-${Math.random()}`}, 100, now()) returning id`,
          );
          const productId = Number(made.rows[0].id);
          try {
            for (const [i, r] of rows.entries()) {
              await t.db.execute(sql`insert into instalments (product_id, number, due_date, capital_cents, interest_cents, fines_cents,
                paid_capital_cents, paid_interest_cents, paid_fines_cents)
              values (${productId}, ${i + 1}, ${day(r.day)}, ${r.capital}, ${r.interest}, ${r.fines},
                ${(r.capital * r.paidShare) / 100n}, ${r.interest}, 0)`);
            }
            const today = day(todayDay);
            const expected = statementOf((await scheduleOf(t.db, productId)).map(toInstalment), today);
            const [summary] = (await productsWithDebtOf(t.db, userId, today)).filter((p) => p.product.id === productId);
            expect(summary!.debt).toEqual({
              totalDebt: expected.totalDebt,
              overdueDebt: expected.overdueDebt,
              overdueCount: expected.overdueCount,
              next: expected.next,
              paidCount: expected.paidCount,
              instalmentCount: expected.instalmentCount,
            });
          } finally {
            await t.db.execute(sql`delete from products where id = ${productId}`);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
