import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { afterCommit } from '../../platform/exactly-once/after-commit.ts';
import { insertNotification, type NewNotification } from './notices.repo.ts';

/**
 * A notification for one person inside the caller's transaction, and her open pages told once it commits (never
 * for a notice that rolled back). `confirmacion`: the page that made the act shows its own outcome, so it shows
 * no second toast. Answers the notification's id.
 */
export async function notifyPerson(
  deps: AppDeps,
  tx: Tx,
  userId: number,
  notice: NewNotification,
  now: Date,
  options: { confirmacion?: true } = {},
): Promise<number> {
  const notificationId = await insertNotification(tx, userId, notice, now);
  afterCommit(tx, () =>
    deps.events.emit('notice', {
      userId,
      kind: 'notification',
      titulo: notice.title,
      message: notice.body,
      idnotificacion: notificationId,
      ...options,
    }),
  );
  return notificationId;
}
