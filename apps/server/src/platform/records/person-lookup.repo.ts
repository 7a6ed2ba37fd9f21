import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A password hash nothing matches: the person sets a password through "forgot password" before logging in. */
export const NO_PASSWORD = '!';

/** The operator names people by document number; several features turn it into the person's id. */
export async function findUserIdByDocument(db: Executor, documentNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.documentNumber, documentNumber)).limit(1);
  return row?.id ?? null;
}
