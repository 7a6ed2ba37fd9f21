import { roomEndpoints as endpoints } from '@vo/domain/rooms/rooms.endpoints';
import { parseBusinessLocalDateTime } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

const NOW = parseBusinessLocalDateTime('2026-11-10T08:00')!;
const START = parseBusinessLocalDateTime('2026-11-20T19:00')!;
const minutesBefore = (minutes: number) => new Date(START.getTime() - minutes * 60_000);

describe('invitations, what each person of a room sees, attendance, leaving and cancelling', () => {
  const t = useTestApp();
  let roomId: number;
  let code: string;
  const login = (ci: string, password = 'Asesor#2026') => loginAs(t.call, ci, password);
  const invite = (token: string, body: object, lang = 'en') =>
    t.send(endpoints.invite, { idSala: roomId, ...body }, { token, lang });
  const invitations = async (token: string) =>
    (await t.send(endpoints.invitations, { idSala: roomId }, { token })).data;
  const outboxTo = async (recipient: string) =>
    (
      (await t.db.execute(
        sql`select subject, body from outbox_messages where recipient = ${recipient} order by id`,
      )) as any
    ).rows;

  beforeAll(async () => {
    t.clock.set(NOW);
    // Diego (2100001) will join as a participant, Valeria (2100002) moderates: both log in for the test.
    const hash = await t.deps.passwords.hash('Asesor#2026');
    await t.db.execute(sql`update users set password_hash = ${hash} where document_number in ('2100001', '2100002')`);
    const created = await t.send(
      endpoints.create,
      {
        idModelo: 2,
        idCiudad: 1003,
        nombre: 'Presentación Las Palmeras',
        direccion: 'Av. Beni 320, segundo piso',
        fechaHora: '2026-11-20T19:00',
        duracionHoras: 2,
        capacidad: 5,
        organizadorNombre: 'Carlos Suárez',
        organizadorTelefono: '74567890',
        presentador: '2000002',
        moderadores: ['2100002'],
      },
      { token: await login(DEMO.adviser.user) },
    );
    roomId = created.data.idSala;
    code = created.data.codigo;
  });

  it('invites by e-mail, by phone or both, and sends each invitation through the outbox', async () => {
    const creator = await login(DEMO.adviser.user);
    const byEmail = await invite(
      creator,
      { nombre: 'Ramiro Vaca', contacto: 'correo', correo: 'Ramiro@Example.com' },
      'es',
    );
    expect(byEmail).toMatchObject({
      status: 0,
      code: 'rooms.invited',
      data: { estado: 'registrado', correo: 'ramiro@example.com', telefono: null, diasTranscurridos: 0, propia: true },
    });
    expect((await invite(creator, { nombre: 'Paola Rivero', contacto: 'telefono', telefono: '71112233' })).status).toBe(
      0,
    );
    expect(
      (
        await invite(creator, {
          nombre: 'Marcelo Peña',
          contacto: 'ambos',
          correo: 'marcelo@example.com',
          telefono: '72223344',
        })
      ).status,
    ).toBe(0);
    const [mail] = await outboxTo('ramiro@example.com');
    expect(mail.subject).toBe('Invitación: Presentación Las Palmeras');
    expect(mail.body).toContain('20/11/2026 19:00');
    expect(mail.body).toContain('Carlos Eduardo Suárez Justiniano');
    expect(await outboxTo('71112233')).toHaveLength(1);
    expect(await outboxTo('72223344')).toHaveLength(1);
    expect(await outboxTo('marcelo@example.com')).toHaveLength(1);
  });

  it('refuses bad contacts, oneself, the staff and a second invitation of the same prospect, writing nothing', async () => {
    const creator = await login(DEMO.adviser.user);
    const count = async () =>
      Number(((await t.db.execute(sql`select count(*)::int as n from invitations`)) as any).rows[0].n);
    const before = await count();
    const cases: [object, string][] = [
      [{ nombre: 'Ana', contacto: 'correo', correo: 'ana@' }, 'rooms.prospectEmailInvalid'],
      [{ nombre: 'Ana', contacto: 'telefono', telefono: '7123' }, 'rooms.prospectPhoneInvalid'],
      [{ nombre: 'Ana', contacto: 'ambos', correo: 'ana@example.com' }, 'rooms.prospectPhoneRequired'],
      [{ nombre: 'Ana 2', contacto: 'correo', correo: 'ana@example.com' }, 'rooms.prospectNameRequired'],
      [{ nombre: 'Yo Mismo', contacto: 'correo', correo: 'carlos.suarez@example.com' }, 'rooms.cannotInviteSelf'],
      [{ nombre: 'La Presentadora', contacto: 'telefono', telefono: '75678901' }, 'rooms.cannotInviteStaff'],
      [{ nombre: 'Ramiro Otra Vez', contacto: 'correo', correo: 'ramiro@example.com' }, 'rooms.alreadyInvited'],
    ];
    for (const [body, codeKey] of cases)
      expect(await invite(creator, body), codeKey).toMatchObject({ status: 1, code: codeKey });
    expect(await count()).toBe(before);
  });

  it('shows a participant only their own prospects, the moderator everyone’s from 60 minutes before, the staff always', async () => {
    const diego = await login('2100001');
    expect((await t.send(endpoints.join, { codigo: code.toLowerCase() }, { token: diego })).status).toBe(0);
    expect(
      (await invite(diego, { nombre: 'Silvia Roca', contacto: 'correo', correo: 'silvia@example.com' })).status,
    ).toBe(0);

    const own = await invitations(diego);
    expect(own.invitaciones.map((i: any) => i.nombre)).toEqual(['Silvia Roca']);
    expect(own.ocultas).toBe(3);
    expect(JSON.stringify(own)).not.toContain('ramiro@example.com');

    const presenter = await invitations(await login(DEMO.adviser2.user));
    expect(presenter.invitaciones).toHaveLength(4);
    expect(presenter.invitaciones.find((i: any) => i.nombre === 'Silvia Roca').correo).toBe('silvia@example.com');

    t.clock.set(minutesBefore(61));
    const early = await invitations(await login('2100002'));
    expect(early).toMatchObject({ invitaciones: [], ocultas: 4, puedeMarcarAsistencia: false });
    t.clock.set(minutesBefore(60));
    const inTime = await invitations(await login('2100002'));
    expect(inTime.invitaciones).toHaveLength(4);
    expect(inTime.puedeMarcarAsistencia).toBe(true);
    expect(inTime.invitaciones.find((i: any) => i.nombre === 'Ramiro Vaca').correo).toBe('ramiro@example.com');
    // A participant still sees only their own, whatever the hour.
    expect((await invitations(await login('2100001'))).invitaciones).toHaveLength(1);
    t.clock.set(NOW);
  });

  it('takes no more prospects than the room holds', async () => {
    const creator = await login(DEMO.adviser.user);
    expect(
      (await invite(creator, { nombre: 'Quinto Invitado', contacto: 'correo', correo: 'quinto@example.com' })).status,
    ).toBe(0);
    expect(
      await invite(creator, { nombre: 'Sexto Invitado', contacto: 'correo', correo: 'sexto@example.com' }),
    ).toMatchObject({
      status: 1,
      code: 'rooms.full',
      message: 'The room is full: it holds 5 guests.',
    });
  });

  it('marks attendance from 60 minutes before the start, by the creator or a moderator only', async () => {
    const creatorList = await invitations(await login(DEMO.adviser.user));
    const ramiro = creatorList.invitaciones.find((i: any) => i.nombre === 'Ramiro Vaca');
    const silvia = creatorList.invitaciones.find((i: any) => i.nombre === 'Silvia Roca');
    const mark = async (token: string, idInvitacion: number, asistio: boolean) =>
      t.send(endpoints.attendance, { idInvitacion, asistio }, { token });

    t.clock.set(minutesBefore(61));
    expect((await mark(await login(DEMO.adviser.user), ramiro.idInvitacion, true)).code).toBe('rooms.attendanceNotYet');
    t.clock.set(minutesBefore(59));
    expect((await mark(await login(DEMO.adviser.user), ramiro.idInvitacion, true)).data.asistio).toBe(true);
    expect((await mark(await login('2100002'), silvia.idInvitacion, false)).data.asistio).toBe(false);
    // The participant who invited Silvia does not mark; another's prospect does not exist for him.
    const diego = await login('2100001');
    expect((await mark(diego, silvia.idInvitacion, true)).code).toBe('rooms.attendanceNotAllowed');
    expect((await mark(diego, ramiro.idInvitacion, true)).code).toBe('rooms.invitationNotFound');
    t.clock.set(NOW);
  });

  it('withdraws a participant’s invitations when he leaves, which frees their seats', async () => {
    const diego = await login('2100001');
    expect(await t.send(endpoints.leave, { idSala: roomId }, { token: diego })).toMatchObject({
      status: 0,
      code: 'rooms.left',
    });
    const list = await invitations(await login(DEMO.adviser.user));
    expect(list.invitaciones.find((i: any) => i.nombre === 'Silvia Roca').estado).toBe('retirado');
    expect((await t.send(endpoints.detail, { idSala: roomId }, { token: diego })).code).toBe('rooms.notFound');
    const creator = await login(DEMO.adviser.user);
    expect(
      (await invite(creator, { nombre: 'Sexto Invitado', contacto: 'correo', correo: 'sexto@example.com' })).status,
    ).toBe(0);
  });

  it('cancels only with a reason, tells every invited prospect, and frees the agendas', async () => {
    const creator = await login(DEMO.adviser.user);
    expect((await t.send(endpoints.cancel, { idSala: roomId, motivo: 'no' }, { token: creator })).code).toBe(
      'rooms.cancelReasonRequired',
    );
    const presenter = await login(DEMO.adviser2.user);
    expect(
      (await t.send(endpoints.cancel, { idSala: roomId, motivo: 'Lluvia fuerte' }, { token: presenter })).code,
    ).toBe('rooms.creatorOnly');
    const cancelled = await t.send(
      endpoints.cancel,
      { idSala: roomId, motivo: 'Corte de luz en el salón' },
      { token: creator, lang: 'es' },
    );
    expect(cancelled).toMatchObject({ status: 0, code: 'rooms.cancelled', data: { avisados: 5 } });
    const told = await outboxTo('ramiro@example.com');
    expect(told.at(-1).subject).toBe('Cancelada: Presentación Las Palmeras');
    expect(told.at(-1).body).toContain('Corte de luz en el salón');
    const detail = await t.send(endpoints.detail, { idSala: roomId }, { token: creator });
    expect(detail.data).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'Corte de luz en el salón' });
    const history = await t.send(endpoints.guestHistory, undefined, { token: creator });
    expect(history.data.find((i: any) => i.nombre === 'Ramiro Vaca')).toMatchObject({
      estado: 'finalizado',
      asistio: true,
    });
  });
});
