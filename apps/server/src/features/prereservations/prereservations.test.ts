import { randomUUID } from 'node:crypto';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

// Seven digits always: a random number below 10 000 would make a document too short (one run in a thousand).
const buyer = (overrides: Record<string, unknown> = {}) =>
  testBuyer(`8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, overrides);

describe('pre-reserving lots and following them to a sale', () => {
  const t = useTestApp();
  let adviser: string;
  let adviser2: string;
  let customer: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    adviser2 = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const post = (endpoint: EndpointDefinition, body: object, token = adviser) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': `pre-${randomUUID()}` } });
  const lotState = async (lotId: number) => {
    const r: any = await t.db.execute(sql`select state from lots where id = ${lotId}`);
    return r.rows[0].state as string;
  };
  const freeLots = async (projectId: number, n: number) => {
    const r: any = await t.db.execute(
      sql`select id, price_cents::text as price from lots where project_id = ${projectId} and state = 'free' order by id limit ${n}`,
    );
    return r.rows.map((row: any) => ({ id: Number(row.id), price: Number(row.price) / 100 }));
  };
  const count = async (from: string) => {
    const r: any = await t.db.execute(sql.raw(`select count(*)::int as n from ${from}`));
    return Number(r.rows[0].n);
  };
  const prereserve = (lotId: number, overrides: Record<string, unknown> = {}, token = adviser) =>
    post(prereservationEndpoints.prereserve, { idLote: lotId, formaPago: 'contado', cliente: buyer(overrides) }, token);

  it('lists projects by zone, complex type, fees and free lots, ten to a page', async () => {
    const all = await t.send(catalogueEndpoints.projects, undefined, { token: customer });
    expect(all.status).toBe(0);
    expect(all.data.total).toBe(12);
    expect(all.data.proyectos).toHaveLength(10);
    expect(
      (await t.send(catalogueEndpoints.projects, { pagina: '2' }, { token: customer })).data.proyectos,
    ).toHaveLength(2);

    const closed = await t.send(
      catalogueEndpoints.projects,
      { tipoComplejo: 'cerrado', zona: 'Norte' },
      { token: adviser },
    );
    expect(closed.data.proyectos.length).toBeGreaterThan(0);
    for (const p of closed.data.proyectos) expect(p).toMatchObject({ tipoComplejo: 'cerrado', zona: 'Norte' });

    // An initial-fee bound: every project shown starts at or below it, and one above is left out.
    const fees = all.data.proyectos.map((p: any) => Number(p.cuotaInicialDesde)).sort((a: number, b: number) => a - b);
    const bound = fees[3];
    const cheap = await t.send(catalogueEndpoints.projects, { cuotaInicialMax: bound }, { token: adviser });
    expect(cheap.data.total).toBeGreaterThan(0);
    expect(cheap.data.total).toBeLessThan(12);
    for (const p of cheap.data.proyectos) expect(Number(p.cuotaInicialDesde)).toBeLessThanOrEqual(bound);

    expect(await t.send(catalogueEndpoints.projects, { cuotaMensualMax: 'abc' }, { token: adviser })).toMatchObject({
      status: 1,
      code: 'catalogue.amountInvalid',
      data: { campo: 'cuotaMensualMax' },
    });
    expect((await t.send(catalogueEndpoints.projects, { tipoComplejo: 'semi' }, { token: adviser })).code).toBe(
      'catalogue.complexTypeInvalid',
    );
  });

  it('shows a project of houses with its terms: 3% initial, balance in 7 days, 7% in 5 instalments', async () => {
    const detail = await t.send(catalogueEndpoints.project, { idProyecto: '112' }, { token: customer });
    expect(detail.data.proyecto.tipo).toBe('viviendas');
    const terms = detail.data.condicionesVivienda;
    const price = Number(terms.precio);
    expect(Number(terms.inicial)).toBeCloseTo(price * 0.03, 2);
    expect(terms.diasSaldoInicial).toBe(7);
    expect(terms.cuotasFinanciamiento).toHaveLength(5);
    const financed = terms.cuotasFinanciamiento.reduce((s: number, c: string) => s + Number(c), 0);
    expect(financed).toBeCloseTo(price * 0.07, 2);
    expect(Number(terms.saldoBanco)).toBeCloseTo(price * 0.9, 2);
  });

  it('draws a 2 000-lot project compactly, and gzips it for whoever accepts it', async () => {
    const map = await t.app.inject({
      url: `/api/${catalogueEndpoints.map.path}?idProyecto=104`,
      headers: { agente: '109', token: adviser, 'accept-encoding': 'gzip' },
    });
    expect(map.headers['content-encoding']).toBe('gzip');
    const plain = await t.send(catalogueEndpoints.map, { idProyecto: '104' }, { token: adviser });
    expect(plain.data.lotes).toHaveLength(2000);
    expect(plain.data.manzanos.length).toBeGreaterThan(10);
    expect(map.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 3);
  });

  it('simulates a lot on credit within the limits of spec §5', async () => {
    const [lot] = await freeLots(102, 1);
    const ok = await t.send(
      prereservationEndpoints.lotPlan,
      { idLote: lot.id, formaPago: 'credito', cuotaInicial: (lot.price * 0.2).toFixed(2), plazo: 48 },
      { token: customer },
    );
    expect(ok.data.credito.plazo).toBe(48);
    expect(Number(ok.data.credito.montoFinanciado)).toBeCloseTo(lot.price * 0.8, 2);
    const tenPercent = await t.send(
      prereservationEndpoints.lotPlan,
      { idLote: lot.id, formaPago: 'credito', cuotaInicial: (lot.price * 0.1).toFixed(2), plazo: 48 },
      { token: customer },
    );
    expect(tenPercent).toMatchObject({ code: 'plan.initialTooLow', data: { campo: 'cuotaInicial' } });
    const noTerm = await t.send(
      prereservationEndpoints.lotPlan,
      { idLote: lot.id, formaPago: 'credito' },
      { token: customer },
    );
    expect(noTerm.data.campo).toMatch(/cuotaInicial|plazo/);
    const cash = await t.send(
      prereservationEndpoints.lotPlan,
      { idLote: lot.id, formaPago: 'contado' },
      { token: customer },
    );
    expect(cash.data).toMatchObject({ formaPago: 'contado', credito: null, precio: lot.price.toFixed(2) });
  });

  it('refuses a bad buyer field by field and writes nothing', async () => {
    const [lot] = await freeLots(102, 1);
    const before = await count('prereservations');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nombres: '' }, 'prereservations.firstNameRequired', 'cliente.nombres'],
      [{ apellidoPaterno: '', apellidoMaterno: '' }, 'prereservations.surnameRequired', 'cliente.apellidoPaterno'],
      [{ direccion: 'Calle <script>' }, 'prereservations.addressInvalid', 'cliente.direccion'],
      [{ celular: '71a34567' }, 'prereservations.phoneDigits', 'cliente.celular'],
      [{ correo: 'carla@' }, 'prereservations.emailInvalid', 'cliente.correo'],
      [{ genero: 'X' }, 'prereservations.genderRequired', 'cliente.genero'],
      [{ expedidoEn: ' ' }, 'prereservations.issuedInRequired', 'cliente.expedidoEn'],
      [{ funcionarioPublico: true }, 'prereservations.institutionRequired', 'cliente.institucion'],
      [{ ciudadResidencia: 2001 }, 'prereservations.cityRequired', 'cliente.ciudadResidencia'],
      [{ fechaNacimiento: '' }, 'prereservations.birthDateRequired', 'cliente.fechaNacimiento'],
      [{ fechaNacimiento: '2001-02-30' }, 'prereservations.birthDateInvalid', 'cliente.fechaNacimiento'],
      [{ fechaNacimiento: '2999-01-01' }, 'prereservations.birthDateInvalid', 'cliente.fechaNacimiento'],
    ];
    for (const [overrides, code, field] of cases) {
      const answer = await prereserve(lot.id, overrides);
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 1, code, data: { campo: field } });
    }
    expect(await count('prereservations')).toBe(before);
    expect(await lotState(lot.id)).toBe('free');
  });

  it('tells a birth date that does not exist or is still to come from a missing one, in the buyer’s words', async () => {
    const [lot] = await freeLots(102, 1);
    const said = (fechaNacimiento: string, lang: string) =>
      t.send(
        prereservationEndpoints.prereserve,
        { idLote: lot.id, formaPago: 'contado', cliente: buyer({ fechaNacimiento }) },
        { token: adviser, lang, headers: { 'idempotency-key': `pre-${randomUUID()}` } },
      );
    expect((await said('2999-01-01', 'en')).message).toBe('Enter a real birth date, not later than today.');
    expect((await said('1990-02-30', 'es')).message).toBe('Escriba una fecha de nacimiento real, no posterior a hoy.');
    expect((await said('', 'pt')).message).toBe('A data de nascimento é obrigatória.');
    expect(await lotState(lot.id)).toBe('free');
  });

  it('takes adults only: 18 on the birthday itself, not the day before (spec §5)', async () => {
    const [lot] = await freeLots(102, 1);
    const today = t.clock.now().toISOString().slice(0, 10);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const eighteenTomorrow = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
    const young = await prereserve(lot.id, { fechaNacimiento: eighteenTomorrow });
    expect(young).toMatchObject({ code: 'prereservations.underAge', data: { campo: 'cliente.fechaNacimiento' } });
    expect(young.message).toContain('18');
    const eighteenYesterday = new Date(Date.UTC(y - 18, m - 1, d - 1)).toISOString().slice(0, 10);
    expect((await prereserve(lot.id, { fechaNacimiento: eighteenYesterday })).status).toBe(0);
    expect(await lotState(lot.id)).toBe('held');
  });

  it('lets two advisers race for one lot: exactly one holds it, the other is told', async () => {
    const [lot] = await freeLots(103, 1);
    const answers = await Promise.all([prereserve(lot.id, {}, adviser), prereserve(lot.id, {}, adviser2)]);
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 0)!;
    expect(loser).toMatchObject({ code: 'prereservations.lotNotFree', data: { campo: 'idLote' } });
    const holders: any = await t.db.execute(
      sql`select count(*)::int as n from prereservations where lot_id = ${lot.id} and state = 'prereserved'`,
    );
    expect(holders.rows[0].n).toBe(1);
  });

  it('refuses a sixth pending pre-reservation, even when several are sent at once', async () => {
    const adviser3 = await newAdviser('2000555');
    const lots = await freeLots(105, 7);
    const answers = await Promise.all(lots.map((lot: { id: number }) => prereserve(lot.id, {}, adviser3)));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 0);
    expect(refused.every((a) => a.code === 'prereservations.tooMany')).toBe(true);
    expect(refused[0]!.message).toContain('5');
    const sold = (await t.send(prereservationEndpoints.soldProducts, undefined, { token: adviser3 })).data;
    expect(sold).toMatchObject({ pendientes: 5, maximoPendientes: 5 });
  });

  async function newAdviser(ci: string) {
    const hash: any = await t.db.execute(sql`select password_hash from users where document_number = '2000001'`);
    await t.db.execute(
      sql`insert into users (document_number, full_name, password_hash, is_adviser, profile_confirmed_at, country_id, city_id)
          values (${ci}, 'Asesor de Prueba', ${hash.rows[0].password_hash}, true, now(), 1, 1003)`,
    );
    return loginAs(t.call, ci, DEMO.adviser.password);
  }

  it('follows a pre-reservation to a purchase, each step recorded, and the buyer joins the network', async () => {
    const [lot] = await freeLots(110, 1);
    const document = '7300001';
    const created = await prereserve(lot.id, { nroDocumento: document, nombres: 'Julia', apellidoPaterno: 'Vaca' });
    expect(created).toMatchObject({ status: 0, code: 'prereservations.created' });
    expect(created.message).toContain('Julia Vaca');
    const id = created.data.idPrereserva;

    // Purchase before reservation is not a step the state allows.
    expect((await post(prereservationEndpoints.purchase, { idPrereserva: id })).code).toBe(
      'prereservations.stepNotAllowed',
    );
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: id })).status).toBe(0);
    expect((await post(prereservationEndpoints.release, { idPrereserva: id })).code).toBe(
      'prereservations.stepNotAllowed',
    );
    expect((await post(prereservationEndpoints.purchase, { idPrereserva: id })).code).toBe('prereservations.purchased');
    expect(await lotState(lot.id)).toBe('sold');

    const sold = (await t.send(prereservationEndpoints.soldProducts, undefined, { token: adviser })).data;
    const row = sold.prereservas.find((p: any) => p.idPrereserva === id);
    expect(row.estado).toBe('comprado');
    expect(row.pasos.map((s: any) => s.paso)).toEqual(['prereserve', 'reserve', 'purchase']);
    const buyerNode: any = await t.db.execute(sql`select n.sponsor_user_id, u.full_name from network_nodes n
        join users u on u.id = n.user_id where u.document_number = ${document}`);
    const adviserId: any = await t.db.execute(sql`select id from users where document_number = '2000001'`);
    expect(Number(buyerNode.rows[0].sponsor_user_id)).toBe(Number(adviserId.rows[0].id));
    const sale: any = await t.db.execute(
      sql`select count(*)::int as n from sales where contract_number = ${`PR-${id}`}`,
    );
    expect(sale.rows[0].n).toBe(1);
  });

  it('does not let a customer with overdue instalments reserve (spec §8)', async () => {
    const [lot] = await freeLots(110, 1);
    const created = await prereserve(lot.id, { nroDocumento: '1000002' });
    const refused = await post(prereservationEndpoints.reserve, { idPrereserva: created.data.idPrereserva });
    expect(refused).toMatchObject({ status: 1, code: 'prereservations.overdueCannotReserve' });
    const state: any = await t.db.execute(
      sql`select state from prereservations where id = ${created.data.idPrereserva}`,
    );
    expect(state.rows[0].state).toBe('prereserved');
  });

  it('lets an adviser see and release only their own pre-reservations', async () => {
    const [lot] = await freeLots(111, 1);
    // 2000001 has five pending by now: 2000002 owns this one, and 2000001 is the stranger.
    const created = await prereserve(lot.id, {}, adviser2);
    const id = created.data.idPrereserva;
    const theirs = (await t.send(prereservationEndpoints.soldProducts, undefined, { token: adviser })).data;
    expect(theirs.prereservas.some((p: any) => p.idPrereserva === id)).toBe(false);
    expect(await post(prereservationEndpoints.release, { idPrereserva: id }, adviser)).toMatchObject({
      code: 'prereservations.notFound',
    });
    expect(await lotState(lot.id)).toBe('held');
    expect((await post(prereservationEndpoints.release, { idPrereserva: id }, customer)).code).toBe(
      'platform.forbidden',
    );

    expect((await post(prereservationEndpoints.release, { idPrereserva: id }, adviser2)).code).toBe(
      'prereservations.released',
    );
    expect(await lotState(lot.id)).toBe('free');
    const map = (await t.send(catalogueEndpoints.map, { idProyecto: '111' }, { token: adviser })).data;
    expect(map.lotes.find((l: any[]) => l[0] === lot.id)[3]).toBe(0);
  });
});
