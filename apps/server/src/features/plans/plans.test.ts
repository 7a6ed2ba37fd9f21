import { randomUUID } from 'node:crypto';
import { planEndpoints } from '@vo/domain/plans/plans.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('reconfiguring a payment plan and upgrading a membership', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const change = (
    endpoint: typeof planEndpoints.reconfigure | typeof planEndpoints.upgrade,
    body: object,
    token = customer,
  ) => t.send(endpoint, body, { token, headers: { 'idempotency-key': `plan-${randomUUID()}` } });
  const detail = async (id: number, token = customer) =>
    (await t.send(productEndpoints.detail, { idProducto: id }, { token })).data;

  it('simulates within the rules of spec §5 and §9, field by field', async () => {
    const options = (await t.send(planEndpoints.options, { idProducto: DEMO_PRODUCT.lot }, { token: customer })).data;
    expect(options.plazoPorDefecto).toBe(48);
    const value = Number(options.valor);
    expect(Number(options.cuotaInicialSugerida)).toBeGreaterThan(value * 0.1);
    const simulate = (cuotaInicial: string, plazo: number) =>
      t.send(planEndpoints.simulate, { idProducto: DEMO_PRODUCT.lot, cuotaInicial, plazo }, { token: customer });

    const good = await simulate(options.cuotaInicialSugerida, 48);
    expect(good.status).toBe(0);
    expect(Number(good.data.montoFinanciado)).toBeCloseTo(value - Number(options.cuotaInicialSugerida), 2);
    expect(Number(good.data.cuotaMensual) * 48).toBeGreaterThan(Number(good.data.montoFinanciado));

    const exactlyTenPercent = (value * 0.1).toFixed(2);
    expect(await simulate(exactlyTenPercent, 48)).toMatchObject({
      code: 'plan.initialTooLow',
      data: { campo: 'cuotaInicial' },
    });
    expect((await simulate(options.valor, 48)).code).toBe('plan.initialTooHigh');
    expect(await simulate(options.cuotaInicialSugerida, 50)).toMatchObject({
      code: 'plan.termInvalid',
      data: { campo: 'plazo' },
    });
    expect((await simulate('abc', 48)).code).toBe('plan.initialInvalid');
  });

  it('replaces the future unpaid instalments with the new plan, with an addendum, once', async () => {
    const before = await detail(DEMO_PRODUCT.lot);
    const paidBefore = before.cuotas.filter((c: any) => c.estado === 'PAGADA');
    const options = (await t.send(planEndpoints.options, { idProducto: DEMO_PRODUCT.lot }, { token: customer })).data;
    const done = await change(planEndpoints.reconfigure, {
      idProducto: DEMO_PRODUCT.lot,
      cuotaInicial: options.cuotaInicialSugerida,
      plazo: 24,
    });
    expect(done).toMatchObject({ status: 0, code: 'plan.reconfigured', data: { resultado: 'aplicado', plazo: 24 } });

    const after = await detail(DEMO_PRODUCT.lot);
    // The paid history is untouched; then the initial amount and 24 monthly instalments.
    expect(after.cuotas.filter((c: any) => c.estado === 'PAGADA')).toEqual(paidBefore);
    expect(after.cuotas).toHaveLength(paidBefore.length + 1 + 24);
    expect(after.cuotas[paidBefore.length].capital).toBe(options.cuotaInicialSugerida);
    // The capital owed did not change: the plan only spreads it differently.
    const capital = (d: any) =>
      d.cuotas
        .filter((c: any) => c.estado !== 'PAGADA')
        .reduce((s: number, c: any) => s + Math.round(Number(c.capital) * 100), 0);
    expect(capital(after)).toBe(capital(before));
    const addendum: any = await t.db.execute(
      sql`select length(addendum_pdf) as n from plan_changes where id = ${done.data.idCambio}`,
    );
    expect(Number(addendum.rows[0].n)).toBeGreaterThan(1000);
  });

  it('refuses to reconfigure while instalments are overdue, and never someone else’s product', async () => {
    const body = { idProducto: DEMO_PRODUCT.overdueHouse, cuotaInicial: '5000.00', plazo: 48 };
    expect((await change(planEndpoints.reconfigure, body, overdue)).code).toBe('plan.overdueFirst');
    expect((await change(planEndpoints.reconfigure, body, customer)).code).toBe('products.notFound');
  });

  it('upgrades a membership: the difference is financed, the name changes, an addendum is written', async () => {
    const options = (
      await t.send(
        planEndpoints.upgradeOptions,
        { idProducto: DEMO_PRODUCT.membership },
        {
          token: customer,
        },
      )
    ).data;
    expect(options.actual.membresia).toBe('platinum');
    expect(options.opciones.map((o: any) => [o.membresia, o.diferencia])).toEqual([
      ['resort', '1800.00'],
      ['resort_plus', '3600.00'],
    ]);
    const body = { idProducto: DEMO_PRODUCT.membership, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 };
    expect(
      (await t.send(planEndpoints.simulateUpgrade, { ...body, cuotaInicial: '180.00' }, { token: customer })).code,
    ).toBe('plan.initialTooLow');
    expect((await change(planEndpoints.upgrade, { ...body, membresia: 'platinum' })).code).toBe('plan.levelInvalid');
    // Spec §9: a membership's initial amount is at most 4478.
    expect(
      (
        await t.send(
          planEndpoints.simulateUpgrade,
          { ...body, membresia: 'resort_plus', cuotaInicial: '3500.00' },
          { token: customer },
        )
      ).status,
    ).toBe(0);
    const before = await detail(DEMO_PRODUCT.membership);
    const done = await change(planEndpoints.upgrade, body);
    expect(done).toMatchObject({ status: 0, code: 'plan.upgraded', data: { resultado: 'aplicado' } });
    const after = await detail(DEMO_PRODUCT.membership);
    expect(after.descripcion).toContain('Membresía Resort');
    expect(Number(after.precio) - Number(before.precio)).toBe(1800);
    expect(after.cuotas).toHaveLength(before.cuotas.length + 13);
    const options2 = (
      await t.send(
        planEndpoints.upgradeOptions,
        { idProducto: DEMO_PRODUCT.membership },
        {
          token: customer,
        },
      )
    ).data;
    expect(options2.opciones.map((o: any) => o.membresia)).toEqual(['resort_plus']);
  });

  it('ends in the customer-service warning when the membership holder has overdue instalments', async () => {
    // A membership of the overdue customer: make one for the test.
    const owner: any = await t.db.execute(
      sql`select id from users where document_number = ${DEMO.overdueCustomer.user}`,
    );
    const made: any = await t.db.execute(
      sql`insert into products (user_id, company_id, kind, description, contract_number, price_cents, membership_level, created_at)
          values (${owner.rows[0].id}, 12, 'membership', 'Membresía Platino — prueba', ${`T-${randomUUID()}`}, 360000, 'platinum', now()) returning id`,
    );
    const id = Number(made.rows[0].id);
    await t.db.execute(
      sql`insert into instalments (product_id, number, due_date, capital_cents, interest_cents) values (${id}, 1, '2020-01-05', 10000, 0)`,
    );
    const done = await change(
      planEndpoints.upgrade,
      { idProducto: id, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 },
      overdue,
    );
    expect(done).toMatchObject({
      status: 0,
      code: 'plan.visitCustomerService',
      data: { resultado: 'atencion_cliente' },
    });
    expect((await detail(id, overdue)).cuotas).toHaveLength(1);
  });
});
