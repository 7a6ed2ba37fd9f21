import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUserIdByDocument(db: Executor, documentNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.documentNumber, documentNumber)).limit(1);
  return row?.id ?? null;
}

export async function setCanEnter(db: Executor, userId: number, canEnter: boolean) {
  await db.update(users).set({ canEnter }).where(eq(users.id, userId));
}
