import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  type: number;
  title: string;
  body: string;
  /** the portal page it is about (notification-links.ts); the web opens it from the notification */
  link?: string | null;
}

/**
 * One notification for one person, inside the caller's transaction: the operator's notices and the
 * procedures' state changes both store theirs here (the unread counter follows by trigger).
 */
export async function insertNotification(db: Executor, userId: number, notice: NewNotification, now: Date) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...notice, createdAt: now })
    .returning({ id: notifications.id });
  return row!.id;
}
