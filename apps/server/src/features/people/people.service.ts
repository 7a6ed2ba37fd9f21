import { RECOVERY_SENDS } from '@vo/domain/auth/attempt-limits';
import { offsetOf } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE, FALLBACK_LANGUAGE } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { centsToDecimalString } from '@vo/domain/money';
import type { PersonDetailWire, PersonRoleWire, PersonRowWire } from '@vo/domain/people/people.wire';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE } from '@vo/domain/procedures/procedure.schemas';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { type AttemptTicket, takeAttempt } from '../../platform/attempt-limits.ts';
import { audit } from '../../platform/audit.repo.ts';
import { pageAnswer } from '../../platform/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { PERSON_SEARCH_COUNT_CAP } from '../../platform/person-search.ts';
import { findLanguagePreference } from '../../platform/preferences.repo.ts';
import { liftGuessingLocks, revokeAllDeviceKeysIn, sendRecoveryCodeIn } from '../auth/index.ts';
import { productsWithDebtOf } from '../products/index.ts';
import { endSessionsIn, setAccessIn } from '../users/index.ts';
import {
  countPeople,
  deviceKeysOf,
  findPerson,
  latestPaymentsOf,
  openSessionsOf,
  type PersonRow,
  proceduresOfPerson,
  pushTokensOf,
  searchPeople,
  trailOf,
} from './people.repo.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const roleOf = (row: { isAdviser: boolean; isCashier: boolean }): PersonRoleWire =>
  row.isCashier ? 'cajero' : row.isAdviser ? 'asesor' : 'cliente';

function personWire(row: PersonRow): PersonRowWire {
  return {
    idPersona: row.id,
    ci: row.documentNumber,
    nombre: row.fullName,
    correo: row.email,
    telefono: row.phone,
    rol: roleOf(row),
    habilitado: row.canEnter,
    bloqueado: row.lockedUntil !== null,
  };
}

/** GET admin/personas: one page of the people the text finds, and how many (counted up to a cap). */
export async function searchPersons(deps: AppDeps, query: { text: string; page: number }) {
  const now = deps.clock.now();
  const [rows, counted] = await Promise.all([
    searchPeople(deps.db, query.text, BACK_OFFICE_PAGE_SIZE, offsetOf(query.page), now),
    countPeople(deps.db, query.text),
  ]);
  return pageAnswer(rows.map(personWire), counted, query.page, PERSON_SEARCH_COUNT_CAP);
}

const notFound = () => new AppError('adminPeople.notFound', 1, {}, { campo: 'idPersona' });

/** GET admin/personas/detalle: the person's profile, products, payments, sessions, devices, procedures and trail. */
export async function personDetail(deps: AppDeps, personId: number): Promise<PersonDetailWire> {
  const now = deps.clock.now();
  const person = await findPerson(deps.db, personId, now);
  if (!person) throw notFound();
  const [products, payments, sessions, keys, tokens, procedures, trail] = await Promise.all([
    productsWithDebtOf(deps.db, personId, businessDateOf(now)),
    latestPaymentsOf(deps.db, personId, 20),
    openSessionsOf(deps.db, personId, now),
    deviceKeysOf(deps.db, personId),
    pushTokensOf(deps.db, personId),
    proceduresOfPerson(deps.db, personId),
    trailOf(deps.db, personId, 50),
  ]);
  return {
    perfil: {
      ...personWire(person),
      bloqueadoHasta: iso(person.lockedUntil),
      ultimoIngreso: iso(person.lastLoginAt),
      creado: person.createdAt.toISOString(),
    },
    productos: products.map(({ product, debt }) => ({
      idProducto: product.id,
      nombre: product.description,
      contrato: product.contractNumber,
      estado: debt.totalDebt === 0n ? 'pagado' : debt.overdueCount > 0 ? 'en_mora' : 'al_dia',
      deuda: centsToDecimalString(debt.totalDebt),
      moneda: product.currency,
    })),
    pagos: payments.map((payment) => ({
      idPago: payment.id,
      idProducto: payment.productId,
      metodo: payment.method,
      estado: payment.state,
      monto: centsToDecimalString(payment.amountCents),
      moneda: payment.currency,
      recibo: payment.receiptNumber,
      fecha: payment.createdAt.toISOString(),
    })),
    sesiones: sessions.map((session) => ({
      dispositivo: session.device,
      agente: session.agent,
      creada: session.createdAt.toISOString(),
      ultimaActividad: session.lastSeenAt.toISOString(),
    })),
    llaves: keys.map((key) => ({
      dispositivo: key.device,
      tipoAutenticacion: key.authType,
      creada: key.createdAt.toISOString(),
      ultimoUso: iso(key.lastUsedAt),
      revocada: iso(key.revokedAt),
    })),
    tokensPush: tokens.map((token) => ({ imei: token.imei, actualizado: token.updatedAt.toISOString() })),
    tramites: procedures.map((procedure) => ({
      idTramite: procedure.id,
      tipo: PROCEDURE_KIND_WIRE[procedure.kind as keyof typeof PROCEDURE_KIND_WIRE] ?? procedure.kind,
      estado: PROCEDURE_STATE_WIRE[procedure.state as keyof typeof PROCEDURE_STATE_WIRE] ?? procedure.state,
      creado: procedure.createdAt.toISOString(),
      actualizado: procedure.updatedAt.toISOString(),
    })),
    auditoria: trail.map((entry) => ({
      accion: entry.action,
      detalle: (entry.detail ?? {}) as Record<string, unknown>,
      personal: entry.staffName,
      ip: entry.ip,
      fecha: entry.createdAt.toISOString(),
    })),
  };
}

/** Who acts, from where: every act is audited with them. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

export type PersonActKind = 'endSessions' | 'signOutDevices' | 'disable' | 'enable' | 'unlock' | 'sendRecoveryCode';

type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** What each act does inside its transaction; answers the sessions it ended (pushed after the commit). */
const ACTS: Record<PersonActKind, (deps: AppDeps, tx: Tx, person: Person, now: Date) => Promise<string[]>> = {
  endSessions: (_deps, tx, person, now) => endSessionsIn(tx, person.id, now),
  // A lost or stolen phone: its sessions end and its key opens nothing, without knowing which device it was (0041).
  signOutDevices: async (_deps, tx, person, now) => {
    await revokeAllDeviceKeysIn(tx, person.id, now);
    return endSessionsIn(tx, person.id, now);
  },
  disable: (_deps, tx, person, now) => setAccessIn(tx, person.id, false, now),
  enable: (_deps, tx, person, now) => setAccessIn(tx, person.id, true, now),
  unlock: async (_deps, tx, person) => {
    await liftGuessingLocks(tx, person.documentNumber);
    return [];
  },
  // A code by SMS to the phone on file, in the person's language; they choose the new password themselves.
  sendRecoveryCode: async (deps, tx, person, now) => {
    if (!person.phone) throw new AppError('adminPeople.noPhone', 1, {}, { campo: 'idPersona' });
    const stored = await findLanguagePreference(tx, person.id);
    const language = isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
    await sendRecoveryCodeIn(tx, deps, { userId: person.id, recipient: person.phone, method: 'sms', language }, now);
    return [];
  },
};

/**
 * A code the console sends counts in the portal's cap per document and hour (docs/decisions/0042): counted
 * before the transaction, like the portal's, so codes asked at once cannot all slip under it.
 */
async function countRecoverySend(deps: AppDeps, personId: number, now: Date): Promise<AttemptTicket> {
  const person = await findPerson(deps.db, personId, now);
  if (!person) throw notFound();
  return takeAttempt(deps.db, RECOVERY_SENDS, person.documentNumber, now);
}

/** POST admin/personas/<act>: one act on a person's access, and its audit row with the staff member and reason. */
export async function actOnPerson(
  deps: AppDeps,
  actor: StaffActor,
  kind: PersonActKind,
  input: { personId: number; reason: string },
) {
  const now = deps.clock.now();
  const send = kind === 'sendRecoveryCode' ? await countRecoverySend(deps, input.personId, now) : null;
  const ended = await deps.db
    .transaction(async (tx) => {
      const person = await findPerson(tx, input.personId, now);
      if (!person) throw notFound();
      const sessionIds = await ACTS[kind](deps, tx, person, now);
      await audit(
        tx,
        {
          userId: person.id,
          staffId: actor.staffId,
          action: `staff.people.${kind}`,
          detail: { reason: input.reason },
          ip: actor.ip,
        },
        now,
      );
      return sessionIds;
    })
    .catch(async (error: unknown) => {
      // Nothing went out (no phone on file, the person gone): the send is not counted.
      await send?.withdrawn();
      throw error;
    });
  if (ended.length > 0) {
    deps.events.emit('sessionsEnded', { sessionIds: ended, reason: kind === 'disable' ? 'disabled' : 'forced' });
  }
  return { idPersona: input.personId };
}
