import { z } from 'zod';
import {
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  searchTextSchema,
  staffReasonSchema,
} from '../back-office/back-office.wire.ts';

/*
 * The back office's People section (docs/decisions/0038): find a person, read everything about
 * their account, and act on their access. Wire names Spanish, inside English.
 */

/** The portal role of a person, on the wire. */
export const PERSON_ROLE_WIRE = ['cliente', 'asesor', 'cajero'] as const;
export type PersonRoleWire = (typeof PERSON_ROLE_WIRE)[number];

/** Inside: a person's portal role (a cashier who also advises is a cashier: the service decides). */
export type PersonRole = 'customer' | 'adviser' | 'cashier';
const ROLE_WORD = {
  customer: 'cliente',
  adviser: 'asesor',
  cashier: 'cajero',
} as const satisfies Record<PersonRole, PersonRoleWire>;

/** Inside: a person as the search lists them. */
export interface PersonSummary {
  id: number;
  documentNumber: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  role: PersonRole;
  canEnter: boolean;
  /** until when wrong passwords lock the portal's login; null while it is open */
  lockedUntil: Date | null;
}

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

export const personRowWire = (person: PersonSummary): PersonRowWire => ({
  idPersona: person.id,
  ci: person.documentNumber,
  nombre: person.fullName,
  correo: person.email,
  telefono: person.phone,
  rol: ROLE_WORD[person.role],
  habilitado: person.canEnter,
  bloqueado: person.lockedUntil !== null,
});

/** A page of people (the count stops at the search's own cap, PEOPLE_COUNT_CAP: a search is narrowed by typing more). */
export const personSearchAnswer = pageAnswerOf(personRowAnswer);
export const personSearchWire = (page: Page<PersonSummary>): z.output<typeof personSearchAnswer> =>
  pageWire(page, personRowWire);

/** GET admin/personas/detalle?idPersona= */
export const personRequest = z.object({ idPersona: personIdSchema }).transform((q) => ({ personId: q.idPersona }));

/** POST admin/personas/<act>: the person and why (kept in the audit trail). */
export const personActRequest = z
  .object({ idPersona: personIdSchema, motivo: staffReasonSchema })
  .transform((body) => ({ personId: body.idPersona, reason: body.motivo }));
export const personActAnswer = z.object({ idPersona: z.number().int() });
export const personActWire = (personId: number): z.output<typeof personActAnswer> => ({ idPersona: personId });
