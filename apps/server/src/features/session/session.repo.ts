import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { pushTokens, users } from '../../db/schema/index.ts';

/** A push token belongs to the last person who registered it on that device. */
export async function savePushToken(db: Executor, userId: number, token: string, imei: string, now: Date) {
  await db
    .insert(pushTokens)
    .values({ token, userId, imei, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, imei, updatedAt: sql`excluded.updated_at` } });
}

const homeFields = preparedPerDatabase((db) =>
  db
    .select({
      fullName: users.fullName,
      documentNumber: users.documentNumber,
      email: users.email,
      phone: users.phone,
      isAdviser: users.isAdviser,
      isCashier: users.isCashier,
      adviserMessage: users.adviserMessage,
      previousLoginAt: users.previousLoginAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('home_fields'),
);

/** Every page load asks for it: a prepared statement (db/prepared.ts). */
export async function findHomeFields(db: Database, userId: number) {
  const [row] = await homeFields(db).execute({ userId });
  return row ?? null;
}
