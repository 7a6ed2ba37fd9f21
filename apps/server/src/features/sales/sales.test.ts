import { salesEndpoints as endpoints } from '@vo/domain/sales/sales.endpoints';
import { businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffToken, useTestApp } from '../../../test/test-app.ts';

const REASON = 'The buyer stopped answering weeks ago';

describe('the back office’s sales (decision 0038)', () => {
  const t = useTestApp();
  let manager: string;
  let service: string;
  let cashier: string;
  beforeAll(async () => {
    manager = await staffToken(t, 'sales_manager');
    service = await staffToken(t, 'customer_service');
    cashier = await staffToken(t, 'cashier_supervisor');
  });

  it('counts pre-reservations, reservations and purchases by adviser and by project, the advisers a page at a time', async () => {
    const summary = await t.send(endpoints.summary, {}, { token: manager });
    expect(summary.status).toBe(0);
    // The last 30 La Paz days, today included, as the server answered them.
    expect(summary.data).toMatchObject({ hasta: businessDateOf(t.clock.now()) });
    const within = sql`created_at >= (${summary.data.desde}::date)::timestamp at time zone 'America/La_Paz'
      and created_at < (${summary.data.hasta}::date + 1)::timestamp at time zone 'America/La_Paz'`;
    const r: any = await t.db.execute(sql`select count(*)::int as n,
      count(distinct adviser_user_id)::int as advisers from prereservations where ${within}`);
    expect(r.rows[0].n).toBeGreaterThan(0);
    const advisers = summary.data.porAsesor;
    expect(advisers).toMatchObject({ total: r.rows[0].advisers, totalLimitado: false, pagina: 1 });
    const byAdviser = advisers.filas.reduce(
      (sum: number, a: any) => sum + a.prerreservas + a.reservas + a.compras + a.liberadas,
      0,
    );
    expect(byAdviser).toBe(r.rows[0].n);
    // The busiest adviser first.
    const totals = advisers.filas.map((a: any) => a.prerreservas + a.reservas + a.compras + a.liberadas);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    const lotOnes: any = await t.db.execute(
      sql`select count(*)::int as n from prereservations where lot_id is not null and ${within}`,
    );
    const byProject = summary.data.porProyecto.reduce(
      (sum: number, p: any) => sum + p.prerreservas + p.reservas + p.compras + p.liberadas,
      0,
    );
    expect(byProject).toBe(lotOnes.rows[0].n);
    const past = await t.send(endpoints.summary, { pagina: '2' }, { token: manager });
    expect(past.data.porAsesor).toMatchObject({ filas: [], pagina: 2 });
  });

  it('sums at most a month, the first day first: told next to the first day, nothing counted', async () => {
    const long = await t.send(endpoints.summary, { desde: '2026-01-01', hasta: '2026-02-01' }, { token: manager });
    expect(long).toMatchObject({ status: 1, code: 'staff.rangeTooLong', data: { campo: 'desde' } });
    expect(long.message).toContain('31');
    const reversed = await t.send(endpoints.summary, { desde: '2026-02-01', hasta: '2026-01-01' }, { token: manager });
    expect(reversed).toMatchObject({ status: 1, code: 'staff.rangeReversed', data: { campo: 'desde' } });
    const month = await t.send(endpoints.summary, { desde: '2026-01-01', hasta: '2026-01-31' }, { token: manager });
    expect(month).toMatchObject({ status: 0, data: { desde: '2026-01-01', hasta: '2026-01-31' } });
  });

  it('shows a project’s lots with their states and the counts of each', async () => {
    const { data } = await t.send(endpoints.projects, undefined, { token: manager });
    const project = data.proyectos[0];
    const lots = await t.send(endpoints.projectLots, { proyecto: project.idProyecto }, { token: manager });
    expect(lots.status).toBe(0);
    const counted = lots.data.conteos.reduce((sum: number, c: any) => sum + c.cantidad, 0);
    expect(counted).toBe(lots.data.lotes.length);
    // The drawing the console colours: the same lots, each with its outline.
    const drawn = lots.data.mapa.lotes.map((lot: any) => lot[0]).sort((a: number, b: number) => a - b);
    expect(drawn).toEqual(lots.data.lotes.map((lot: any) => lot.idLote).sort((a: number, b: number) => a - b));
    expect(lots.data.mapa.lotes.every((lot: any) => lot[4].length > 0)).toBe(true);
    const unknown = await t.send(endpoints.projectLots, { proyecto: '999999' }, { token: manager });
    expect(unknown).toMatchObject({ status: 1, code: 'adminSales.projectInvalid', data: { campo: 'proyecto' } });
  });

  it('releases an abandoned pre-reservation with a reason: the lot is free again, the trail names the staff member', async () => {
    const list = await t.send(endpoints.prereservations, { estado: 'prerreservada' }, { token: manager });
    const held = list.data.filas.find((p: any) => p.idProyecto !== null);
    expect(held).toBeDefined();
    // Found by the start of the buyer's name, in any case; a name nobody has finds nothing.
    const byName = await t.send(
      endpoints.prereservations,
      { buscar: held.cliente.slice(0, 4).toUpperCase() },
      { token: manager },
    );
    expect(byName.data.filas.map((p: any) => p.idPrereserva)).toContain(held.idPrereserva);
    const nobody = await t.send(endpoints.prereservations, { buscar: 'zzq%' }, { token: manager });
    expect(nobody.data).toMatchObject({ filas: [], total: 0 });
    const short = await t.send(endpoints.release, { idPrereserva: held.idPrereserva, motivo: 'x' }, { token: manager });
    expect(short.code).toBe('staff.reasonLength');
    const released = await t.send(
      endpoints.release,
      { idPrereserva: held.idPrereserva, motivo: REASON },
      { token: manager },
    );
    expect(released).toMatchObject({ status: 0, data: { idPrereserva: held.idPrereserva, estado: 'liberada' } });
    const lot: any = await t.db.execute(
      sql`select l.state from lots l join prereservations p on p.lot_id = l.id where p.id = ${held.idPrereserva}`,
    );
    expect(lot.rows[0].state).toBe('free');
    const trail: any = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'staff.prereservation.release' and staff_id is not null`,
    );
    expect(trail.rows[0].n).toBe(1);
    const again = await t.send(
      endpoints.release,
      { idPrereserva: held.idPrereserva, motivo: REASON },
      { token: manager },
    );
    expect(again).toMatchObject({ status: 1, code: 'prereservations.stepNotAllowed' });
  });

  it('answers the race and the best sellers, and exports them as CSV', async () => {
    const s = await t.send(endpoints.standings, undefined, { token: manager });
    expect(s.status).toBe(0);
    expect(s.data.carrera).toBeTruthy();
    // The race over time: each leader's points at the end of the last month so far are their standing's.
    const { meses, series } = s.data.carreraPorMes;
    expect(meses.length).toBeGreaterThan(0);
    expect(series.length).toBe(Math.min(5, s.data.carreraPuestos.length));
    for (const [i, one] of series.entries()) {
      expect(one.codigo).toBe(s.data.carreraPuestos[i].codigo);
      expect(one.puntos).toHaveLength(meses.length);
      expect(one.puntos.at(-1)).toBe(s.data.carreraPuestos[i].puntos);
      const rising = one.puntos.map(Number);
      expect(rising).toEqual([...rising].sort((a: number, b: number) => a - b));
    }
    const csv = await t.app.inject({
      url: `/api/${endpoints.exportStandings.path}`,
      headers: { token: manager, agente: '109' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('"tabla","posicion","codigo","asesor","puntos","ventas","monto"');
  });

  it('refuses customer service and the cashier supervisor (no sales.read)', async () => {
    for (const token of [service, cashier]) {
      expect(await t.send(endpoints.summary, {}, { token })).toMatchObject({ code: 'platform.forbidden' });
      expect(await t.send(endpoints.prereservations, {}, { token })).toMatchObject({ code: 'platform.forbidden' });
      expect(await t.send(endpoints.standings, undefined, { token })).toMatchObject({ code: 'platform.forbidden' });
      expect(await t.send(endpoints.release, { idPrereserva: 1, motivo: REASON }, { token })).toMatchObject({
        code: 'platform.forbidden',
      });
    }
  });
});
