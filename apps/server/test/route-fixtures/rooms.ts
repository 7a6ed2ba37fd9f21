import { eventEndpoints } from '@vo/domain/events/events.endpoints';
import { roomEndpoints } from '@vo/domain/rooms/rooms.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** 2000002 presents the demo room 2000001 created: they see who created it and who invited whom. */
const PRESENTER_OF_DEMO_ROOM = {
  roles: ['other adviser'] as 'other adviser'[],
  why: 'the presenter of a room sees its creator and who invited each prospect (spec §6 room roles); 2000002 presents 2000001’s demo room',
};
/** The demo room of 2000001 (room 1) and its first prospect, invited by 2000001 (invitation 1). */
const DEMO_ROOM = 1;
const DEMO_INVITATION = 1;
/** A valid room start 20 days ahead at 19:00 La Paz, on a day that is not the last of its month. */
function futureRoomStart(): string {
  const day = new Date(Date.now() + 20 * 86_400_000);
  if (new Date(day.getTime() + 86_400_000).getUTCDate() === 1) day.setUTCDate(day.getUTCDate() - 1);
  return `${day.toISOString().slice(0, 10)}T19:00`;
}
const ROOM_BODY = {
  idModelo: 1,
  idCiudad: 1003,
  nombre: 'Sala de la matriz',
  direccion: 'Av. San Martín 1450, Equipetrol',
  duracionHoras: 2,
  capacidad: 30,
  organizadorNombre: 'Organizador',
  organizadorTelefono: '74567890',
};

/** What the trust harness sends to the routes of meeting rooms and events. */
export const roomFixtures: Record<string, RouteFixture> = {
  // meeting rooms and events
  ...fixturesOf([roomEndpoints.options, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([
    roomEndpoints.adviser,
    {
      refused: { ci: '7777777' },
      attack: (v) => ({ ci: v.ci }),
      victimShownByDesign: {
        roles: ['other adviser'],
        why: 'an adviser names another adviser as presenter or moderator by document, and sees whose it is (spec §5)',
      },
    },
  ]),
  ...fixturesOf([
    roomEndpoints.create,
    {
      // Two reasons: a capacity of 4 and a presenter who is not an adviser.
      refused: { ...ROOM_BODY, fechaHora: futureRoomStart(), capacidad: 4, presentador: '1000001' },
      attack: (v) => ({ ...ROOM_BODY, fechaHora: futureRoomStart(), presentador: v.ci }),
      victimEffectsByDesign: {
        tables: ['room_members', 'room_agenda'],
        why: 'any adviser may name another adviser as the presenter of their room (spec §5): that room enters the presenter’s agenda',
      },
      victimShownByDesign: { roles: ['other adviser'], why: 'the room created names its presenter' },
    },
  ]),
  ...fixturesOf([roomEndpoints.mine, { refused: {}, attack: () => ({}), victimShownByDesign: PRESENTER_OF_DEMO_ROOM }]),
  ...fixturesOf([
    roomEndpoints.history,
    { refused: {}, attack: () => ({}), victimShownByDesign: PRESENTER_OF_DEMO_ROOM },
  ]),
  ...fixturesOf([roomEndpoints.guestHistory, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([
    roomEndpoints.detail,
    {
      refused: { idSala: '999999' },
      attack: () => ({ idSala: String(DEMO_ROOM) }),
      victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
    },
  ]),
  ...fixturesOf([roomEndpoints.join, { refused: { codigo: 'ZZZZZZ' }, attack: () => ({ codigo: 'DEMO26' }) }]),
  ...fixturesOf([roomEndpoints.leave, { refused: { idSala: 999999 }, attack: () => ({ idSala: DEMO_ROOM }) }]),
  ...fixturesOf([
    roomEndpoints.cancel,
    {
      refused: { idSala: 999999, motivo: 'Motivo de prueba' },
      attack: () => ({ idSala: DEMO_ROOM, motivo: 'Cancelada por otra persona' }),
    },
  ]),
  ...fixturesOf([roomEndpoints.remind, { refused: { idSala: 999999 }, attack: () => ({ idSala: DEMO_ROOM }) }]),
  ...fixturesOf([
    roomEndpoints.moderators,
    {
      refused: { idSala: 999999, moderadores: [] },
      attack: (v) => ({ idSala: DEMO_ROOM, moderadores: [v.ci] }),
    },
  ]),
  ...fixturesOf([
    roomEndpoints.presenters,
    {
      refused: { idSala: 999999, presentador: '2000002' },
      attack: (v) => ({ idSala: DEMO_ROOM, presentador: v.ci }),
    },
  ]),
  ...fixturesOf([
    roomEndpoints.invitations,
    {
      refused: { idSala: '999999' },
      attack: () => ({ idSala: String(DEMO_ROOM) }),
      victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
    },
  ]),
  ...fixturesOf([
    roomEndpoints.invite,
    {
      refused: { idSala: 999999, nombre: 'Ana Prueba', contacto: 'correo', correo: 'ana.prueba@example.com' },
      attack: (v) => ({ idSala: DEMO_ROOM, nombre: 'Prospecto Ajeno', contacto: 'correo', correo: v.email }),
      victimEffectsByDesign: {
        tables: ['outbox_messages'],
        why: 'an adviser may invite any e-mail as a prospect of their own room (spec §3): the invitation is sent to it',
      },
    },
  ]),
  ...fixturesOf([
    roomEndpoints.invitation,
    {
      refused: { idInvitacion: '999999' },
      attack: () => ({ idInvitacion: String(DEMO_INVITATION) }),
      victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
    },
  ]),
  ...fixturesOf([
    roomEndpoints.withdrawInvitation,
    {
      refused: { idInvitacion: 999999 },
      attack: () => ({ idInvitacion: DEMO_INVITATION }),
    },
  ]),
  ...fixturesOf([
    roomEndpoints.markConverted,
    {
      refused: { idInvitacion: 999999 },
      attack: () => ({ idInvitacion: DEMO_INVITATION }),
    },
  ]),
  ...fixturesOf([
    roomEndpoints.attendance,
    {
      refused: { idInvitacion: 999999, asistio: true },
      attack: () => ({ idInvitacion: DEMO_INVITATION, asistio: true }),
    },
  ]),
  ...fixturesOf(
    [eventEndpoints.list, { refused: {}, attack: () => ({}) }],
    [eventEndpoints.myGuests, { refused: {}, attack: () => ({}) }],
    [
      eventEndpoints.registerGuest,
      {
        // Two reasons: no such event, and a birth date in the future.
        refused: { idEvento: 99, nombreCompleto: 'Invitado Prueba', ci: '5554443', fechaNacimiento: '2999-01-01' },
        attack: (v) => ({ idEvento: 1, nombreCompleto: 'Invitado Ajeno', ci: v.ci, fechaNacimiento: '1990-01-01' }),
      },
    ],
  ),
};
