import { randomUUID } from 'node:crypto';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { seasonPassEndpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

const buyer = (document: string) => testBuyer(document);

describe('season passes: prices, stock and pre-reservation', () => {
  const t = useTestApp();
  let adviser: string;
  let adviser2: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    adviser2 = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
  });
  const prereserve = (body: object, token = adviser) =>
    t.send(seasonPassEndpoints.prereserve, body, { token, headers: { 'idempotency-key': `pass-${randomUUID()}` } });
  const prices = async (type: string) =>
    (await t.send(seasonPassEndpoints.passType, { tipoAbono: type }, { token: adviser })).data;

  it('shows each type with its prices, stock and benefits (spec §9: 10 or 5 park passes, 10% spa, 5% hospitalisation)', async () => {
    const special = await prices('especial');
    expect(special).toMatchObject({ abierto: true, pasesParque: 10, descuentoSpa: 10, descuentoHospitalizacion: 5 });
    expect(special.precios.map((p: any) => p.opcion)).toEqual(['general', 'preferencial']);
    expect((await prices('infantil')).pasesParque).toBe(5);
    expect((await t.send(seasonPassEndpoints.passType, { tipoAbono: 'vip' }, { token: adviser })).code).toBe(
      'seasonPasses.typeNotFound',
    );
  });

  it('wants a price chosen first, of that type', async () => {
    const special = await prices('especial');
    const missing = await prereserve({ tipoAbono: 'especial', cliente: buyer('5100001') });
    expect(missing).toMatchObject({ code: 'seasonPasses.priceRequired', data: { campo: 'idPrecio' } });
    const other = (await prices('infantil')).precios[0].idPrecio;
    expect((await prereserve({ tipoAbono: 'especial', idPrecio: other, cliente: buyer('5100001') })).code).toBe(
      'seasonPasses.priceRequired',
    );
    const ok = await prereserve({
      tipoAbono: 'especial',
      idPrecio: special.precios[0].idPrecio,
      cliente: buyer('5100001'),
    });
    expect(ok).toMatchObject({ status: 0, code: 'seasonPasses.prereserved' });
    expect(ok.data.disponibles).toBe(special.precios[0].disponibles - 1);
  });

  it('sells the last passes once: two advisers after the last one, one gets it and the other hears "no stock"', async () => {
    const pass = (await prices('super-guerrero-preferencial')).precios[0];
    expect(pass.disponibles).toBe(2);
    expect(
      (
        await prereserve({
          tipoAbono: 'super-guerrero-preferencial',
          idPrecio: pass.idPrecio,
          cliente: buyer('5100002'),
        })
      ).status,
    ).toBe(0);
    const both = await Promise.all([
      prereserve(
        { tipoAbono: 'super-guerrero-preferencial', idPrecio: pass.idPrecio, cliente: buyer('5100003') },
        adviser,
      ),
      prereserve(
        { tipoAbono: 'super-guerrero-preferencial', idPrecio: pass.idPrecio, cliente: buyer('5100004') },
        adviser2,
      ),
    ]);
    expect(both.filter((a) => a.status === 0)).toHaveLength(1);
    const refused = both.find((a) => a.status !== 0)!;
    expect(refused).toMatchObject({ code: 'seasonPasses.noStock', data: { campo: 'idPrecio' } });
    expect(refused.message).toBe('There is no stock left for this season ticket.');
    const left: any = await t.db.execute(sql`select stock from season_pass_prices where id = ${pass.idPrecio}`);
    expect(left.rows[0].stock).toBe(0);
  });

  it('gives a released pass back to the stock', async () => {
    const pass = (await prices('infantil')).precios[0];
    const taken = await prereserve(
      { tipoAbono: 'infantil', idPrecio: pass.idPrecio, cliente: buyer('5100005') },
      adviser2,
    );
    expect((await prices('infantil')).precios[0].disponibles).toBe(pass.disponibles - 1);
    const released = await t.send(
      prereservationEndpoints.release,
      { idPrereserva: taken.data.idPrereserva },
      {
        token: adviser2,
        headers: { 'idempotency-key': `pass-${randomUUID()}` },
      },
    );
    expect(released.code).toBe('prereservations.released');
    expect((await prices('infantil')).precios[0].disponibles).toBe(pass.disponibles);
  });

  it('closed family renewals after their deadline (spec §9: 2022-01-18)', async () => {
    const renewal = await prices('familiar-renovacion');
    expect(renewal.abierto).toBe(false);
    const refused = await prereserve(
      { tipoAbono: 'familiar-renovacion', idPrecio: renewal.precios[0].idPrecio, cliente: buyer('5100006') },
      adviser2,
    );
    expect(refused).toMatchObject({ code: 'seasonPasses.renewalClosed' });
    expect(refused.message).toContain('2022-01-18');
  });
});
