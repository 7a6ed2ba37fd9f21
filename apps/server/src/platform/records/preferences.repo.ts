import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preferences } from '../../db/schema/index.ts';

/** The person's language: read at login (to set the page language) and by the preference calls. */
export async function findLanguagePreference(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: preferences.language })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return row?.language ?? null;
}

export async function saveLanguagePreference(db: Executor, userId: number, language: string, now: Date) {
  await db
    .insert(preferences)
    .values({ userId, language, updatedAt: now })
    .onConflictDoUpdate({ target: preferences.userId, set: { language, updatedAt: now } });
}

/** The currency amounts are shown in; a person without preferences gets a row in today's language. */
export async function saveCurrencyPreference(
  db: Executor,
  userId: number,
  currency: string,
  language: string,
  now: Date,
) {
  await db
    .insert(preferences)
    .values({ userId, language, currency, updatedAt: now })
    .onConflictDoUpdate({ target: preferences.userId, set: { currency, updatedAt: now } });
}
