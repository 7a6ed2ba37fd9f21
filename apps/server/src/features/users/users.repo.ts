import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function setCanEnter(db: Executor, userId: number, canEnter: boolean) {
  await db.update(users).set({ canEnter }).where(eq(users.id, userId));
}
