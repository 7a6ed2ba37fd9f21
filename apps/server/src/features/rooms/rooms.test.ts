import { roomEndpoints as endpoints } from '@vo/domain/rooms/rooms.endpoints';
import { parseBusinessLocalDateTime } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** The test's "now": Tuesday 10 November 2026, 08:00 in La Paz. */
const NOW = parseBusinessLocalDateTime('2026-11-10T08:00')!;

const room = (overrides: Record<string, unknown> = {}) => ({
  idModelo: 1,
  idCiudad: 1003,
  nombre: 'Presentación de negocio',
  direccion: 'Av. San Martín 1450, Equipetrol',
  fechaHora: '2026-11-20T19:00',
  duracionHoras: 2,
  capacidad: 30,
  organizadorNombre: 'Carlos Suárez',
  organizadorTelefono: '74567890',
  presentador: '2000002',
  ...overrides,
});

describe('creating a meeting room (spec §2 /eventos-aci/crear, §5)', () => {
  const t = useTestApp();
  let adviser: string;
  const roomsCount = async () =>
    Number(((await t.db.execute(sql`select count(*)::int as n from rooms`)) as any).rows[0].n);
  beforeEach(async () => {
    t.clock.set(NOW);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const create = (body: object, token = adviser, lang = 'en') => t.send(endpoints.create, body, { token, lang });

  it('creates a room with its presenter, a join code, and puts it in both advisers’ rooms', async () => {
    const created = await create(room({ nombre: 'Sala de prueba uno' }));
    expect(created).toMatchObject({
      status: 0,
      code: 'rooms.created',
      data: {
        nombre: 'Sala de prueba uno',
        estado: 'programada',
        fechaHoraLocal: '2026-11-20T19:00',
        duracionHoras: 2,
        presentador: { ci: '2000002' },
        misRoles: ['creador'],
        inscritos: 0,
      },
    });
    expect(created.data.codigo).toMatch(/^[A-Z2-9]{6}$/);
    expect(created.message).toContain(created.data.codigo);
    const presenter = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    const theirs = await t.send(endpoints.mine, undefined, { token: presenter });
    expect(theirs.data.find((r: any) => r.idSala === created.data.idSala)).toMatchObject({ misRoles: ['presentador'] });
  });

  it('offers the form its choices and the asking adviser as organiser, phone as dialled in Bolivia', async () => {
    const options = await t.send(endpoints.options, undefined, { token: adviser });
    expect(options.data.modelos.length).toBeGreaterThan(0);
    expect(options.data.organizador).toEqual({
      ci: '2000001',
      nombre: 'Carlos Eduardo Suárez Justiniano',
      telefono: '74567890',
    });
  });

  it('refuses every rule of spec §5 with its message next to its field, and writes nothing', async () => {
    const before = await roomsCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nombre: 'Sala' }, 'rooms.nameLength', 'nombre'],
      [{ nombre: 'x'.repeat(121) }, 'rooms.nameLength', 'nombre'],
      [{ capacidad: 4 }, 'rooms.capacityRange', 'capacidad'],
      [{ capacidad: 1000 }, 'rooms.capacityRange', 'capacidad'],
      [{ direccion: 'Calle 1' }, 'rooms.addressTooShort', 'direccion'],
      [{ direccion: 'x'.repeat(201) }, 'rooms.addressTooLong', 'direccion'],
      [{ fechaHora: '2026-11-10T19:59' }, 'rooms.tooSoon', 'fechaHora'],
      [{ fechaHora: '2026-11-30T10:00' }, 'rooms.lastDayOfMonth', 'fechaHora'],
      [{ fechaHora: '2026-02-30T10:00' }, 'rooms.dateInvalid', 'fechaHora'],
      [{ duracionHoras: 9 }, 'rooms.durationOutOfRange', 'duracionHoras'],
      [{ idModelo: 99 }, 'rooms.modelRequired', 'idModelo'],
      [{ presentador: '2000001' }, 'rooms.organiserCannotPresent', 'presentador'],
      [{ presentador: '1000001' }, 'rooms.notAnAdviser', 'presentador'],
      [{ segundoPresentador: '2000002' }, 'rooms.presentersSame', 'segundoPresentador'],
      [{ moderadores: ['2000002'] }, 'rooms.moderatorIsStaff', 'moderadores'],
    ];
    for (const [change, code, campo] of cases) {
      expect(await create(room(change)), code).toMatchObject({ status: 1, code, data: { campo } });
    }
    expect(await roomsCount()).toBe(before);
    // 12 hours ahead to the minute is allowed.
    expect((await create(room({ nombre: 'Justo a tiempo', fechaHora: '2026-11-10T20:00' }))).status).toBe(0);
  });

  it('refuses a presenter’s clash with the other room’s time and duration, and lets rooms touch at an edge', async () => {
    await create(room({ nombre: 'Primera sala', fechaHora: '2026-11-21T18:00', duracionHoras: 2 }));
    const other = await loginAs(t.call, '2100001', 'Asesor#2026').catch(() => null);
    expect(other).toBeNull(); // network-only advisers cannot log in: the clash is tried by 2000001 for 2000002
    const clash = await create(
      room({ nombre: 'Segunda sala', fechaHora: '2026-11-21T19:30', duracionHoras: 1 }),
      adviser,
      'es',
    );
    expect(clash).toMatchObject({ status: 1, code: 'rooms.clashCreator', data: { campo: 'fechaHora' } });
    expect(clash.message).toBe('Choque de horarios: usted ya tiene “Primera sala” el 21/11/2026 18:00 por 2 h.');
    const touching = await create(room({ nombre: 'Sala siguiente', fechaHora: '2026-11-21T20:00', duracionHoras: 1 }));
    expect(touching.status).toBe(0);
  });

  it('tells a customer that room functions are not for them', async () => {
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect(await create(room(), customer)).toMatchObject({ status: 1, code: 'rooms.notEligible' });
    expect((await t.send(endpoints.mine, undefined, { token: customer })).code).toBe('rooms.notEligible');
  });
});

describe('two rooms for one presenter at the same moment', () => {
  const t = useTestApp();

  it('lets exactly one of them through', async () => {
    t.clock.set(NOW);
    const hash = await t.deps.passwords.hash('Asesor#2026');
    await t.db.execute(sql`update users set password_hash = ${hash} where document_number in ('2100001', '2100002')`);
    const creators = await Promise.all(
      ['2000001', '2100001', '2100002'].map((ci) => loginAs(t.call, ci, 'Asesor#2026')),
    );
    const answers = await Promise.all(
      creators.map((token, i) =>
        t.send(endpoints.create, room({ nombre: `Sala simultánea ${i}`, fechaHora: '2026-11-25T19:00' }), { token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1, 1]);
    expect(answers.filter((a) => a.status === 1).every((a) => a.code === 'rooms.clashPresenter')).toBe(true);
    const held: any = await t.db.execute(sql`select count(*)::int as n from room_agenda a
      join users u on u.id = a.user_id where u.document_number = '2000002' and a.starts_at = ${parseBusinessLocalDateTime('2026-11-25T19:00')!.toISOString()}::timestamptz`);
    expect(held.rows[0].n).toBe(1);
  });
});
