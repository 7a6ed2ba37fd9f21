import { businessWallClock, parseBusinessLocalDateTime } from '../time.ts';
import {
  ROOM_DURATION_MAX_HOURS,
  ROOM_DURATION_MIN_HOURS,
  ROOM_MAX_DAYS_AHEAD,
  ROOM_MIN_HOURS_AHEAD,
  ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE,
} from './room-config.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Spec §5: no room on the last day of a month, in La Paz (so 29 February in a leap year, 28 otherwise). */
export function isLastDayOfMonth(instant: Date): boolean {
  const today = businessWallClock(instant);
  const tomorrow = businessWallClock(new Date(instant.getTime() + 24 * HOUR_MS));
  return tomorrow.month !== today.month;
}

export type RoomTimeRefusal =
  | 'rooms.tooSoon'
  | 'rooms.tooFarAhead'
  | 'rooms.lastDayOfMonth'
  | 'rooms.durationOutOfRange';

/**
 * When a room may be: at least 12 hours ahead (spec §9), not further than our range, never on the last
 * day of the month, lasting between one and eight hours in half hours. The first rule broken, or null.
 */
export function roomTimeRefusal(startsAt: Date, durationHours: number, now: Date): RoomTimeRefusal | null {
  if (
    !Number.isFinite(durationHours) ||
    durationHours < ROOM_DURATION_MIN_HOURS ||
    durationHours > ROOM_DURATION_MAX_HOURS ||
    !Number.isInteger(durationHours * 2)
  )
    return 'rooms.durationOutOfRange';
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead < ROOM_MIN_HOURS_AHEAD * HOUR_MS) return 'rooms.tooSoon';
  if (ahead > ROOM_MAX_DAYS_AHEAD * 24 * HOUR_MS) return 'rooms.tooFarAhead';
  if (isLastDayOfMonth(startsAt)) return 'rooms.lastDayOfMonth';
  return null;
}

/** A room form's time fields, in their wire names: each refusal is shown next to one of them. */
export type RoomTimeField = 'fechaHora' | 'duracionHoras';

/**
 * The start (La Paz wall clock, as the form sends it) and duration checked together: the start, or the
 * first rule broken with the field it belongs next to. The wizard's dates step and the server both ask.
 */
export function checkRoomTime(
  localStart: string,
  durationHours: number,
  now: Date,
): { startsAt: Date } | { refusal: RoomTimeRefusal | 'rooms.dateInvalid'; field: RoomTimeField } {
  const startsAt = parseBusinessLocalDateTime(localStart);
  if (!startsAt) return { refusal: 'rooms.dateInvalid', field: 'fechaHora' };
  const refusal = roomTimeRefusal(startsAt, durationHours, now);
  if (!refusal) return { startsAt };
  return { refusal, field: refusal === 'rooms.durationOutOfRange' ? 'duracionHoras' : 'fechaHora' };
}

export function roomEndsAt(startsAt: Date, durationHours: number): Date {
  return new Date(startsAt.getTime() + durationHours * HOUR_MS);
}

export type RoomState = 'programada' | 'en_curso' | 'finalizada' | 'cancelada';

/** Spec §4: cancelled when cancelled; otherwise scheduled, in progress or finished by the clock. */
export function roomState(room: { startsAt: Date; endsAt: Date; cancelledAt: Date | null }, now: Date): RoomState {
  if (room.cancelledAt) return 'cancelada';
  if (now < room.startsAt) return 'programada';
  if (now < room.endsAt) return 'en_curso';
  return 'finalizada';
}

/** Spec §5: another adviser's prospects become visible to attendance controllers 60 minutes before start. */
export function othersProspectsVisible(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE * MINUTE_MS;
}

export interface AgendaEntry {
  roomId: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The rooms of an agenda that overlap a new one. Rooms that only touch (one ends when the other
 * starts) do not clash: a presenter can go from one straight to the next.
 */
export function roomScheduleConflicts(
  room: { startsAt: Date; endsAt: Date },
  agenda: readonly AgendaEntry[],
): AgendaEntry[] {
  return agenda.filter((other) => other.startsAt < room.endsAt && room.startsAt < other.endsAt);
}
