import { RECOVERY_SENDS } from '@vo/domain/auth/attempt-limits';
import { offsetOf, type Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import { FALLBACK_LANGUAGE } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import type { PersonRole, PersonSummary } from '@vo/domain/people/people.wire';
import type { PersonFile, ProductStanding } from '@vo/domain/people/person-detail.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { pageOf } from '../../platform/back-office/back-office-page.ts';
import { PERSON_SEARCH_COUNT_CAP } from '../../platform/back-office/person-search.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { type AttemptTicket, takeAttempt } from '../../platform/limits/attempt-limits.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findLanguagePreference } from '../../platform/records/preferences.repo.ts';
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

const roleOf = (row: { isAdviser: boolean; isCashier: boolean }): PersonRole =>
  row.isCashier ? 'cashier' : row.isAdviser ? 'adviser' : 'customer';

const summaryOf = ({ isAdviser, isCashier, ...row }: PersonRow): PersonSummary => ({
  ...row,
  role: roleOf({ isAdviser, isCashier }),
});

/** GET admin/personas: one page of the people the text finds, and how many (counted up to a cap). */
export async function searchPersons(
  deps: AppDeps,
  query: { text: string; page: number },
): Promise<Page<PersonSummary>> {
  const now = deps.clock.now();
  const [rows, counted] = await Promise.all([
    searchPeople(deps.db, query.text, BACK_OFFICE_PAGE_SIZE, offsetOf(query.page), now),
    countPeople(deps.db, query.text),
  ]);
  return pageOf(rows.map(summaryOf), counted, query.page, PERSON_SEARCH_COUNT_CAP);
}

const notFound = () => new AppError('adminPeople.notFound', 1, {}, { campo: 'idPersona' });

const standingOf = (debt: { totalDebt: bigint; overdueCount: number }): ProductStanding =>
  debt.totalDebt === 0n ? 'paid' : debt.overdueCount > 0 ? 'overdue' : 'upToDate';

/** GET admin/personas/detalle: the person's profile, products, payments, sessions, devices, procedures and trail. */
export async function personDetail(deps: AppDeps, personId: number): Promise<PersonFile> {
  const now = deps.clock.now();
  const person = await findPerson(deps.db, personId, now);
  if (!person) throw notFound();
  const [products, payments, sessions, deviceKeys, pushTokens, procedures, trail] = await Promise.all([
    productsWithDebtOf(deps.db, personId, businessDateOf(now)),
    latestPaymentsOf(deps.db, personId, 20),
    openSessionsOf(deps.db, personId, now),
    deviceKeysOf(deps.db, personId),
    pushTokensOf(deps.db, personId),
    proceduresOfPerson(deps.db, personId),
    trailOf(deps.db, personId, 50),
  ]);
  const { lastLoginAt, createdAt, ...listed } = person;
  return {
    person: { ...summaryOf(listed), lastLoginAt, createdAt },
    products: products.map(({ product, debt }) => ({
      id: product.id,
      description: product.description,
      contractNumber: product.contractNumber,
      standing: standingOf(debt),
      debtCents: debt.totalDebt,
      currency: product.currency,
    })),
    payments,
    sessions,
    deviceKeys,
    pushTokens,
    procedures,
    trail: trail.map((entry) => ({ ...entry, detail: (entry.detail ?? {}) as Record<string, unknown> })),
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

/** POST admin/personas/<act>: one act on a person's access, and its audit row with the staff member and reason; answers the person's id. */
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
  return input.personId;
}
