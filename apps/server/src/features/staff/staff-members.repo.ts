import { STAFF_CODE_ATTEMPTS, STAFF_LOGIN_ATTEMPTS } from '@vo/domain/back-office/staff-attempt-limits';
import { asc, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { attemptCounters, staff } from '../../db/schema/index.ts';

/** More staff than this is no back office of this group: the list stays one page (docs/decisions/0040). */
export const STAFF_LIST_MAX = 200;

const passwordLock = alias(attemptCounters, 'password_lock');
const codeLock = alias(attemptCounters, 'code_lock');

/**
 * The staff members by name, each with the later of their sign-in locks still in force: wrong passwords
 * (counted per e-mail) and wrong codes (per member).
 */
export async function staffMembersWithLocks(db: Executor, now: Date) {
  const until = (lockedUntil: AnyPgColumn) => sql`case when ${lockedUntil} > ${now} then ${lockedUntil} end`;
  return db
    .select({
      id: staff.id,
      fullName: staff.fullName,
      email: staff.email,
      role: staff.role,
      active: staff.active,
      lockedUntil:
        sql<Date | null>`greatest(${until(passwordLock.lockedUntil)}, ${until(codeLock.lockedUntil)})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(staff)
    .leftJoin(
      passwordLock,
      sql`${passwordLock.scope} = ${STAFF_LOGIN_ATTEMPTS.scope} and ${passwordLock.subject} = ${staff.email}`,
    )
    .leftJoin(
      codeLock,
      sql`${codeLock.scope} = ${STAFF_CODE_ATTEMPTS.scope} and ${codeLock.subject} = ${staff.id}::text`,
    )
    .orderBy(asc(staff.fullName), asc(staff.id))
    .limit(STAFF_LIST_MAX);
}
