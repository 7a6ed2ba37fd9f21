import { LOGIN_ATTEMPTS } from '@vo/domain/auth/attempt-limits';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  attemptCounters,
  auditLog,
  deviceKeys,
  payments,
  procedures,
  pushTokens,
  sessions,
  staff,
  users,
} from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';
import { PERSON_SEARCH_COUNT_CAP, personMatches, personOrder } from '../../platform/back-office/person-search.ts';

const lockedUntil = (now: Date) => sql<Date | null>`(select ${attemptCounters.lockedUntil} from ${attemptCounters}
  where ${attemptCounters.scope} = ${LOGIN_ATTEMPTS.scope} and ${attemptCounters.subject} = ${users.documentNumber}
  and ${attemptCounters.lockedUntil} > ${now})`;

const personColumns = (now: Date) => ({
  id: users.id,
  documentNumber: users.documentNumber,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  isAdviser: users.isAdviser,
  isCashier: users.isCashier,
  canEnter: users.canEnter,
  lockedUntil: lockedUntil(now).mapWith(attemptCounters.lockedUntil),
});
export type PersonRow = Awaited<ReturnType<typeof searchPeople>>[number];

/** One page of people matching the text, in the order of personOrder. */
export async function searchPeople(db: Executor, text: string, limit: number, offset: number, now: Date) {
  return db
    .select(personColumns(now))
    .from(users)
    .where(personMatches(text))
    .orderBy(...personOrder(text))
    .limit(limit)
    .offset(offset);
}

/** How many people match, counted up to PERSON_SEARCH_COUNT_CAP (cap + 1 when there are more). */
export const countPeople = (db: Executor, text: string) =>
  countUpTo(db, db.select({ id: users.id }).from(users).where(personMatches(text)), PERSON_SEARCH_COUNT_CAP);

export async function findPerson(db: Executor, personId: number, now: Date) {
  const [row] = await db
    .select({
      ...personColumns(now),
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, personId));
  return row ?? null;
}

export async function latestPaymentsOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: payments.id,
      productId: payments.productId,
      method: payments.method,
      state: payments.state,
      amountCents: payments.amountCents,
      currency: payments.currency,
      receiptNumber: payments.receiptNumber,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function openSessionsOf(db: Executor, userId: number, now: Date) {
  return db
    .select({
      device: sessions.device,
      agent: sessions.agent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function deviceKeysOf(db: Executor, userId: number) {
  return db
    .select({
      device: deviceKeys.device,
      authType: deviceKeys.authType,
      createdAt: deviceKeys.createdAt,
      lastUsedAt: deviceKeys.lastUsedAt,
      revokedAt: deviceKeys.revokedAt,
    })
    .from(deviceKeys)
    .where(eq(deviceKeys.userId, userId))
    .orderBy(desc(deviceKeys.createdAt))
    .limit(50);
}

export async function pushTokensOf(db: Executor, userId: number) {
  return db
    .select({ imei: pushTokens.imei, updatedAt: pushTokens.updatedAt })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.updatedAt))
    .limit(50);
}

export async function proceduresOfPerson(db: Executor, userId: number) {
  return db
    .select({
      id: procedures.id,
      kind: procedures.kind,
      state: procedures.state,
      createdAt: procedures.createdAt,
      updatedAt: procedures.updatedAt,
    })
    .from(procedures)
    .where(eq(procedures.userId, userId))
    .orderBy(desc(procedures.createdAt), desc(procedures.id))
    .limit(100);
}

/** The audit trail about a person, newest first, with the name of the staff member who acted. */
export async function trailOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      action: auditLog.action,
      detail: auditLog.detail,
      staffName: staff.fullName,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(eq(auditLog.userId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
