import { z } from 'zod';
import {
  pageAnswerOf,
  pageNumberSchema,
  searchTextSchema,
  staffReasonSchema,
} from '../back-office/back-office.wire.ts';

/*
 * The back office's People section (issue 21; docs/decisions/0038): find a person, read everything about
 * their account, and act on their access. Wire names Spanish, inside English.
 */

/** The portal role of a person, on the wire. */
export const PERSON_ROLE_WIRE = ['cliente', 'asesor', 'cajero'] as const;
export type PersonRoleWire = (typeof PERSON_ROLE_WIRE)[number];

/** A person's id: a number in a body, digits in a query; never a boolean or an empty text read as 1 or 0. */
const personIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/)], { error: 'adminPeople.notFound' })
  .transform(Number)
  .pipe(
    z
      .number({ error: 'adminPeople.notFound' })
      .int({ error: 'adminPeople.notFound' })
      .positive({ error: 'adminPeople.notFound' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'adminPeople.notFound' }),
  );

/** GET admin/personas?buscar=&pagina= */
export const personSearchRequest = z
  .object({ buscar: searchTextSchema, pagina: pageNumberSchema })
  .transform((query) => ({ text: query.buscar, page: query.pagina }));

export const personRowAnswer = z.object({
  idPersona: z.number().int(),
  ci: z.string(),
  nombre: z.string(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  rol: z.enum(PERSON_ROLE_WIRE),
  habilitado: z.boolean(),
  /** the portal's login is locked by wrong passwords (attempts, scope login) */
  bloqueado: z.boolean(),
});
export type PersonRowWire = z.output<typeof personRowAnswer>;

/** A page of people (the count stops at the search's own cap, PEOPLE_COUNT_CAP: a search is narrowed by typing more). */
export const personSearchAnswer = pageAnswerOf(personRowAnswer);

/** GET admin/personas/detalle?idPersona= */
export const personRequest = z.object({ idPersona: personIdSchema }).transform((q) => ({ personId: q.idPersona }));

const productAnswer = z.object({
  idProducto: z.number().int(),
  nombre: z.string(),
  contrato: z.string(),
  /** al_dia, en_mora or pagado */
  estado: z.enum(['al_dia', 'en_mora', 'pagado']),
  deuda: z.string(),
  moneda: z.string(),
});
const paymentAnswer = z.object({
  idPago: z.number().int(),
  idProducto: z.number().int(),
  metodo: z.string(),
  estado: z.string(),
  monto: z.string(),
  moneda: z.string(),
  recibo: z.string().nullable(),
  fecha: z.string(),
});
const sessionAnswer = z.object({
  dispositivo: z.string(),
  agente: z.string(),
  creada: z.string(),
  ultimaActividad: z.string(),
});
const deviceKeyAnswer = z.object({
  dispositivo: z.string(),
  tipoAutenticacion: z.number().int(),
  creada: z.string(),
  ultimoUso: z.string().nullable(),
  revocada: z.string().nullable(),
});
const pushTokenAnswer = z.object({ imei: z.string(), actualizado: z.string() });
const procedureAnswer = z.object({
  idTramite: z.number().int(),
  tipo: z.string(),
  estado: z.string(),
  creado: z.string(),
  actualizado: z.string(),
});
const trailAnswer = z.object({
  accion: z.string(),
  detalle: z.record(z.string(), z.unknown()),
  /** the staff member who acted, when one did */
  personal: z.string().nullable(),
  ip: z.string(),
  fecha: z.string(),
});

export const personDetailAnswer = z.object({
  perfil: personRowAnswer.extend({
    bloqueadoHasta: z.string().nullable(),
    ultimoIngreso: z.string().nullable(),
    creado: z.string(),
  }),
  productos: z.array(productAnswer),
  pagos: z.array(paymentAnswer),
  sesiones: z.array(sessionAnswer),
  llaves: z.array(deviceKeyAnswer),
  tokensPush: z.array(pushTokenAnswer),
  tramites: z.array(procedureAnswer),
  auditoria: z.array(trailAnswer),
});
export type PersonDetailWire = z.output<typeof personDetailAnswer>;

/** POST admin/personas/<act>: the person and why (kept in the audit trail). */
export const personActRequest = z
  .object({ idPersona: personIdSchema, motivo: staffReasonSchema })
  .transform((body) => ({ personId: body.idPersona, reason: body.motivo }));
export const personActAnswer = z.object({ idPersona: z.number().int() });
