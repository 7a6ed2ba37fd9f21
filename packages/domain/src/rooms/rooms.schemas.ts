import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH, INT32_KEY_MAX } from '../config.ts';
import { phoneNumberSchema } from '../profile/phone.rules.ts';
import { emailSchema } from '../profile/profile.rules.ts';
import { isRealCalendarDate } from '../time.ts';
import {
  GUEST_ID_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  PROSPECT_CITY_MAX_LENGTH,
  PROSPECT_NAME_MAX_LENGTH,
  ROOM_ADDRESS_MAX_LENGTH,
  ROOM_ADDRESS_MIN_LENGTH,
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_CODE_LENGTH,
  ROOM_MAX_MODERATORS,
  ROOM_NAME_MAX_LENGTH,
  ROOM_NAME_MIN_LENGTH,
} from './room-config.ts';

/** An id as sent; `max` is INT32_KEY_MAX for a table keyed by a 32-bit integer, so a larger one is "not found". */
const id = (error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(max, { error });

/** A document number of an adviser, as typed. */
const adviserDocument = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(new RegExp(`^[0-9A-Za-z-]{4,${DOCUMENT_NUMBER_MAX_LENGTH}}$`), { error });

/** La Paz wall-clock date and time as a datetime-local field gives it: "2026-12-05T19:30". */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Spec §5 meeting rooms: what the steps of /eventos-aci/crear send, each field with its own message. */
export const createRoomRequestSchema = z.object({
  idModelo: id('rooms.modelRequired', INT32_KEY_MAX),
  idCiudad: id('rooms.cityRequired', INT32_KEY_MAX),
  nombre: z
    .string({ error: 'rooms.nameLength' })
    .trim()
    .min(ROOM_NAME_MIN_LENGTH, { error: 'rooms.nameLength' })
    .max(ROOM_NAME_MAX_LENGTH, { error: 'rooms.nameLength' }),
  direccion: z
    .string({ error: 'rooms.addressTooShort' })
    .trim()
    .min(ROOM_ADDRESS_MIN_LENGTH, { error: 'rooms.addressTooShort' })
    .max(ROOM_ADDRESS_MAX_LENGTH, { error: 'rooms.addressTooLong' }),
  fechaHora: z.string({ error: 'rooms.dateInvalid' }).regex(LOCAL_DATE_TIME, { error: 'rooms.dateInvalid' }),
  duracionHoras: z.coerce.number({ error: 'rooms.durationOutOfRange' }),
  capacidad: z.coerce
    .number({ error: 'rooms.capacityRange' })
    .int({ error: 'rooms.capacityRange' })
    .min(ROOM_CAPACITY_MIN, { error: 'rooms.capacityRange' })
    .max(ROOM_CAPACITY_MAX, { error: 'rooms.capacityRange' }),
  organizadorNombre: z
    .string({ error: 'rooms.organiserRequired' })
    .trim()
    .min(3, { error: 'rooms.organiserRequired' })
    .max(PROSPECT_NAME_MAX_LENGTH, { error: 'rooms.organiserRequired' }),
  organizadorTelefono: phoneNumberSchema({
    required: 'rooms.organiserPhoneInvalid',
    digits: 'rooms.organiserPhoneInvalid',
    length: 'rooms.organiserPhoneInvalid',
  }),
  presentador: adviserDocument('rooms.notAnAdviser'),
  segundoPresentador: adviserDocument('rooms.notAnAdviser').optional(),
  moderadores: z
    .array(adviserDocument('rooms.notAnAdviser'), { error: 'rooms.notAnAdviser' })
    .max(ROOM_MAX_MODERATORS, { error: 'rooms.tooManyModerators' })
    .default([]),
});
export type CreateRoomRequest = z.output<typeof createRoomRequestSchema>;

export const roomIdSchema = id('rooms.notFound');
export const invitationIdSchema = id('rooms.invitationNotFound');

/** Spec §3 invitation: a prospect reached by e-mail only, phone only, or both (spec §5: formats checked). */
const invitationFields = {
  nombre: z
    .string({ error: 'rooms.prospectNameRequired' })
    .trim()
    .min(2, { error: 'rooms.prospectNameRequired' })
    .max(PROSPECT_NAME_MAX_LENGTH, { error: 'rooms.prospectNameRequired' })
    .regex(/^[\p{L}\p{M}' .-]+$/u, { error: 'rooms.prospectNameRequired' }),
  contacto: z.enum(['correo', 'telefono', 'ambos'], { error: 'rooms.contactKindRequired' }),
  correo: z.string().trim().max(300).optional(),
  telefono: z.string().trim().max(40).optional(),
  ciudad: z.string().trim().max(PROSPECT_CITY_MAX_LENGTH, { error: 'rooms.prospectCityInvalid' }).optional(),
};

interface ContactFields {
  contacto: 'correo' | 'telefono' | 'ambos';
  correo?: string | undefined;
  telefono?: string | undefined;
}

/** The e-mail, the phone or both, as the chosen contact kind asks, each in its format. */
function checkContact(value: ContactFields, ctx: z.RefinementCtx) {
  const email = emailSchema({ required: 'rooms.prospectEmailRequired', invalid: 'rooms.prospectEmailInvalid' });
  const phone = phoneNumberSchema({
    required: 'rooms.prospectPhoneRequired',
    digits: 'rooms.prospectPhoneInvalid',
    length: 'rooms.prospectPhoneInvalid',
  });
  const check = (field: 'correo' | 'telefono', schema: z.ZodType) => {
    const result = schema.safeParse(value[field] ?? '');
    if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message });
  };
  if (value.contacto !== 'telefono') check('correo', email);
  if (value.contacto !== 'correo') check('telefono', phone);
}

/** What is not asked for is not kept: an e-mail typed before choosing "phone only" is dropped. */
function keepAskedContact<T extends ContactFields>(value: T): T {
  return {
    ...value,
    correo: value.contacto === 'telefono' ? undefined : value.correo?.toLowerCase(),
    telefono: value.contacto === 'correo' ? undefined : value.telefono,
  };
}

/** The invite form. */
export const invitationRequestSchema = z.object(invitationFields).superRefine(checkContact).transform(keepAskedContact);
export type InvitationRequest = z.output<typeof invitationRequestSchema>;

/** POST /salas/invitaciones: the form and the room it is for. */
export const roomInvitationRequestSchema = z
  .object({ idSala: roomIdSchema, ...invitationFields })
  .superRefine(checkContact)
  .transform(keepAskedContact);

export const cancelRoomRequestSchema = z.object({
  motivo: z
    .string({ error: 'rooms.cancelReasonRequired' })
    .trim()
    .min(5, { error: 'rooms.cancelReasonRequired' })
    .max(500, { error: 'rooms.cancelReasonRequired' }),
});

export const attendanceRequestSchema = z.object({
  idInvitacion: invitationIdSchema,
  asistio: z.boolean({ error: 'rooms.attendanceInvalid' }),
});

export const joinRoomRequestSchema = z.object({
  codigo: z
    .string({ error: 'rooms.codeInvalid' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${ROOM_CODE_LENGTH}}$`), { error: 'rooms.codeInvalid' }),
});

export const moderatorsRequestSchema = z.object({
  moderadores: createRoomRequestSchema.shape.moderadores,
});

export const presentersRequestSchema = z.object({
  presentador: createRoomRequestSchema.shape.presentador,
  segundoPresentador: createRoomRequestSchema.shape.segundoPresentador,
});

/** Spec §5 event guest: event required; full name letters only, at most 255; ID card at most 40; a real birth date. */
export const eventGuestRequestSchema = z.object({
  idEvento: id('events.eventRequired', INT32_KEY_MAX),
  nombreCompleto: z
    .string({ error: 'events.nameRequired' })
    .trim()
    .min(1, { error: 'events.nameRequired' })
    .max(GUEST_NAME_MAX_LENGTH, { error: 'events.nameTooLong' })
    .regex(/^[\p{L}\p{M}' .-]+$/u, { error: 'events.nameLettersOnly' }),
  ci: z
    .string({ error: 'events.idRequired' })
    .trim()
    .min(1, { error: 'events.idRequired' })
    .max(GUEST_ID_MAX_LENGTH, { error: 'events.idTooLong' }),
  fechaNacimiento: z
    .string({ error: 'events.birthDateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'events.birthDateInvalid' })
    .refine(isRealCalendarDate, { error: 'events.birthDateInvalid' }),
});
