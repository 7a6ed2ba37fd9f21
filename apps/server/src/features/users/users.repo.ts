import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function setCanEnter(db: Executor, userId: number, canEnter: boolean) {
  await db.update(users).set({ canEnter }).where(eq(users.id, userId));
}

/** mostrarModalCarnet: login asks the person for their ID card while this is set (docs/decisions/0028). */
export async function setShowIdModal(db: Executor, userId: number, showIdModal: boolean) {
  await db.update(users).set({ showIdModal }).where(eq(users.id, userId));
}
