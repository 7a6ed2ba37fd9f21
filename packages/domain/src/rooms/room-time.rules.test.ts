import { describe, expect, it } from 'vitest';
import { parseBusinessLocalDateTime } from '../time.ts';
import { daysElapsed, invitationState, mayMarkAttendance, seesOthersProspects } from './invitation.rules.ts';
import {
  checkRoomTime,
  isLastDayOfMonth,
  othersProspectsVisible,
  roomEndsAt,
  roomScheduleConflicts,
  roomState,
  roomTimeRefusal,
} from './room-time.rules.ts';

const at = (local: string) => parseBusinessLocalDateTime(local)!;
const MINUTE = 60_000;

describe('when a room may be (spec §5, §9)', () => {
  const now = at('2026-11-10T08:00');

  it('is at least 12 hours ahead: 11 h 59 is too soon, 12 h 00 is fine', () => {
    expect(roomTimeRefusal(at('2026-11-10T19:59'), 2, now)).toBe('rooms.tooSoon');
    expect(roomTimeRefusal(at('2026-11-10T20:00'), 2, now)).toBeNull();
  });

  it('is never on the last day of the month, in La Paz time', () => {
    expect(roomTimeRefusal(at('2026-11-30T10:00'), 2, now)).toBe('rooms.lastDayOfMonth');
    expect(roomTimeRefusal(at('2026-11-29T23:30'), 2, now)).toBeNull();
    // 23:30 on the 30th in La Paz is already 1 December in UTC: the rule reads La Paz.
    expect(isLastDayOfMonth(at('2026-11-30T23:30'))).toBe(true);
    expect(isLastDayOfMonth(at('2026-12-01T00:30'))).toBe(false);
  });

  it('knows the last day of February in a leap year and in a common one', () => {
    expect(isLastDayOfMonth(at('2028-02-28T10:00'))).toBe(false);
    expect(isLastDayOfMonth(at('2028-02-29T10:00'))).toBe(true);
    expect(isLastDayOfMonth(at('2027-02-28T10:00'))).toBe(true);
  });

  it('lasts 1 to 8 hours in half hours, and is not more than 180 days ahead', () => {
    const start = at('2026-11-20T19:00');
    expect(roomTimeRefusal(start, 0.5, now)).toBe('rooms.durationOutOfRange');
    expect(roomTimeRefusal(start, 1, now)).toBeNull();
    expect(roomTimeRefusal(start, 1.5, now)).toBeNull();
    expect(roomTimeRefusal(start, 1.25, now)).toBe('rooms.durationOutOfRange');
    expect(roomTimeRefusal(start, 8, now)).toBeNull();
    expect(roomTimeRefusal(start, 8.5, now)).toBe('rooms.durationOutOfRange');
    expect(roomTimeRefusal(at('2027-05-09T08:00'), 2, now)).toBeNull();
    expect(roomTimeRefusal(at('2027-05-09T08:01'), 2, now)).toBe('rooms.tooFarAhead');
  });

  it("tells the form which field a refusal belongs to: the duration's beside the duration, the rest beside the date", () => {
    expect(checkRoomTime('not a date', 2, now)).toEqual({ refusal: 'rooms.dateInvalid', field: 'fechaHora' });
    expect(checkRoomTime('2026-11-10T19:59', 2, now)).toEqual({ refusal: 'rooms.tooSoon', field: 'fechaHora' });
    expect(checkRoomTime('2026-11-20T19:00', 9, now)).toEqual({
      refusal: 'rooms.durationOutOfRange',
      field: 'duracionHoras',
    });
    expect(checkRoomTime('2026-11-20T19:00', 2, now)).toEqual({ startsAt: at('2026-11-20T19:00') });
  });
});

describe('schedule conflicts', () => {
  const start = at('2026-11-20T19:00');
  const room = { startsAt: start, endsAt: roomEndsAt(start, 2) };
  const other = (from: string, hours: number) => ({
    roomId: 9,
    name: 'Otra sala',
    startsAt: at(from),
    endsAt: roomEndsAt(at(from), hours),
  });

  it('finds rooms that overlap, even by a minute', () => {
    expect(roomScheduleConflicts(room, [other('2026-11-20T20:59', 1)])).toHaveLength(1);
    expect(roomScheduleConflicts(room, [other('2026-11-20T18:00', 1.5)])).toHaveLength(1);
    expect(roomScheduleConflicts(room, [other('2026-11-20T18:00', 4)])).toHaveLength(1);
  });

  it('lets rooms that touch at an edge follow each other', () => {
    expect(roomScheduleConflicts(room, [other('2026-11-20T21:00', 1)])).toEqual([]);
    expect(roomScheduleConflicts(room, [other('2026-11-20T17:00', 2)])).toEqual([]);
  });
});

describe('room and invitation states (spec §4)', () => {
  const startsAt = at('2026-11-20T19:00');
  const room = { startsAt, endsAt: roomEndsAt(startsAt, 2), cancelledAt: null };

  it('is scheduled, in progress, then finished by the clock; cancelled whenever cancelled', () => {
    expect(roomState(room, at('2026-11-20T18:59'))).toBe('programada');
    expect(roomState(room, at('2026-11-20T19:00'))).toBe('en_curso');
    expect(roomState(room, at('2026-11-20T20:59'))).toBe('en_curso');
    expect(roomState(room, at('2026-11-20T21:00'))).toBe('finalizada');
    expect(roomState({ ...room, cancelledAt: at('2026-11-15T10:00') }, at('2026-11-20T19:30'))).toBe('cancelada');
  });

  it('finishes a registered invitation with its room; withdrawn and converted stay; anything else is unknown', () => {
    expect(invitationState('registered', 'programada')).toBe('registrado');
    expect(invitationState('registered', 'finalizada')).toBe('finalizado');
    expect(invitationState('registered', 'cancelada')).toBe('finalizado');
    expect(invitationState('withdrawn', 'programada')).toBe('retirado');
    expect(invitationState('converted', 'finalizada')).toBe('convertido');
    expect(invitationState('lost', 'programada')).toBe('desconocido');
  });

  it('counts whole days since the invitation', () => {
    expect(daysElapsed(at('2026-11-10T08:00'), at('2026-11-11T07:59'))).toBe(0);
    expect(daysElapsed(at('2026-11-10T08:00'), at('2026-11-11T08:00'))).toBe(1);
  });
});

describe('who sees whose prospects (spec §5: 60 minutes before the start)', () => {
  const startsAt = at('2026-11-20T19:00');

  it('opens other advisers’ prospects to the attendance controllers at 60 minutes, not at 61', () => {
    expect(othersProspectsVisible(startsAt, new Date(startsAt.getTime() - 61 * MINUTE))).toBe(false);
    expect(othersProspectsVisible(startsAt, new Date(startsAt.getTime() - 60 * MINUTE))).toBe(true);
  });

  it('shows the staff everyone’s, moderators everyone’s only in time, participants only their own', () => {
    expect(seesOthersProspects(['creator'], false)).toBe(true);
    expect(seesOthersProspects(['presenter'], false)).toBe(true);
    expect(seesOthersProspects(['moderator'], false)).toBe(false);
    expect(seesOthersProspects(['moderator'], true)).toBe(true);
    expect(seesOthersProspects(['participant'], true)).toBe(false);
  });

  it('lets the creator and moderators mark attendance from then on, never in a cancelled room', () => {
    expect(mayMarkAttendance(['creator'], false, 'programada')).toBe(false);
    expect(mayMarkAttendance(['creator'], true, 'programada')).toBe(true);
    expect(mayMarkAttendance(['moderator'], true, 'en_curso')).toBe(true);
    expect(mayMarkAttendance(['presenter'], true, 'en_curso')).toBe(false);
    expect(mayMarkAttendance(['creator'], true, 'cancelada')).toBe(false);
  });
});
