import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preferences, users } from '../../db/schema/index.ts';

/** Where and in which language a person is told: their e-mail, phone and stored language, if any. */
export async function contactOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, language: preferences.language })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
