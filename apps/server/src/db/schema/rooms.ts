import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities } from './geography.ts';
import { users } from './users.ts';

/** Kinds of business meeting (spec §3 "name/model"): reference data of migration 0009. */
export const eventModels = pgTable('event_models', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** A business meeting room an adviser organises (spec §3 "Meeting room"). Its state follows the clock. */
export const rooms = pgTable(
  'rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What other advisers type to join the room (/eventos-aci/unirse). */
    code: text('code').notNull().unique(),
    modelId: integer('model_id')
      .notNull()
      .references(() => eventModels.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    creatorUserId: bigint('creator_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    organiserName: text('organiser_name').notNull(),
    organiserPhone: text('organiser_phone').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('rooms_starts_at_idx').on(t.startsAt)],
);

/**
 * Who is who in a room (spec §6): creator, presenter, second presenter, moderators, and the advisers
 * who joined it to bring their prospects.
 */
export const roomMembers = pgTable(
  'room_members',
  {
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => rooms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** creator | presenter | second_presenter | moderator | participant */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId, t.role] }), index('room_members_user_idx').on(t.userId)],
);

/**
 * The times each creator and presenter is taken by a room that is not cancelled: the schedule
 * conflict check is one index range per person, however many rooms they have.
 */
export const roomAgenda = pgTable(
  'room_agenda',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => rooms.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] }), index('room_agenda_user_start_idx').on(t.userId, t.startsAt)],
);

/** A prospect invited to a room by an adviser of it (spec §3 "Invitation", "Attendance"). */
export const invitations = pgTable(
  'invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => rooms.id),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** correo | telefono | ambos */
    contactKind: text('contact_kind').notNull(),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    /** registered | converted | withdrawn (finished is read off the room) */
    state: text('state').notNull().default('registered'),
    /** null until attendance is marked */
    attended: boolean('attended'),
    attendanceMarkedBy: bigint('attendance_marked_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invitations_room_idx').on(t.roomId),
    index('invitations_inviter_idx').on(t.inviterUserId, t.createdAt),
  ],
);

/** Events open to guests (spec §2 /eventos). */
export const guestEvents = pgTable('guest_events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  place: text('place').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
});

/** A guest registered for an event (spec §3 "Event guest"), by the person logged in. */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => guestEvents.id),
    registeredByUserId: bigint('registered_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    documentNumber: text('document_number').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('event_guests_event_document_key').on(t.eventId, t.documentNumber),
    index('event_guests_registered_by_idx').on(t.registeredByUserId),
  ],
);
