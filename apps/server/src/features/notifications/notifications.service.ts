import { NOTIFICATION_PAGE_SIZE } from '@vo/domain/notifications/notification-config';
import { NotificationType, type NotificationTypeCode } from '@vo/domain/notifications/notifications.rules';
import type { PageOfNotifications } from '@vo/domain/notifications/notifications.wire';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { insertNotification } from './notices.repo.ts';
import {
  insertNotificationForEveryone,
  markRead,
  notificationCounts,
  pageOfNotifications,
} from './notifications.repo.ts';

/** GET /notificacion/obtener/notificaciones: one page of the caller's own notifications (spec §3). */
export async function notificationPage(
  deps: AppDeps,
  session: SessionContext,
  type: NotificationTypeCode,
  page: number,
): Promise<PageOfNotifications> {
  // Kept until the person's notifications change (docs/decisions/0037).
  return keptRead(deps, 'notificationPage', [`notifications:${session.userId}`], `page ${type} ${page}`, () =>
    pageOfNotifications(deps.db, session.userId, type, page, NOTIFICATION_PAGE_SIZE),
  );
}

/** The app bar's count: unread notifications (tipo 1). */
export async function unreadCount(deps: AppDeps, session: SessionContext): Promise<number> {
  const counts = await keptRead(deps, 'notificationCounts', [`notifications:${session.userId}`], 'counts', () =>
    notificationCounts(deps.db, session.userId, NotificationType.notification),
  );
  return counts.unread;
}

/** update /notificacion/update/leido: only one's own; marking twice is harmless. */
export async function markNotificationRead(deps: AppDeps, session: SessionContext, id: number) {
  const marked = await markRead(deps.db, session.userId, id, deps.clock.now());
  // Someone else's id answers exactly like an id that does not exist: nothing to learn by guessing.
  if (!marked) throw new AppError('notifications.notFound');
  // Read from the database, not kept: this instance may not have heard its own change yet.
  const counts = await notificationCounts(deps.db, session.userId, NotificationType.notification);
  return { notificationId: id, unread: counts.unread };
}

export interface OperatorNotice {
  /** a document number, or "all" */
  to: string;
  kind: 'notification' | 'promocion';
  title: string;
  text: string;
}

/**
 * `npm run ops -- notify|promo <ci|all> "<title>" "<text>"`: the notice is stored (so it is in the list
 * and the unread count) and then pushed to whoever has the portal open.
 */
/** Answers how many people it reached. */
export async function sendOperatorNotice(deps: AppDeps, notice: OperatorNotice): Promise<number> {
  const now = deps.clock.now();
  const type = notice.kind === 'notification' ? NotificationType.notification : NotificationType.promotion;
  const row = { type, title: notice.title, body: notice.text };
  if (notice.to.toLowerCase() === 'all') {
    const people = await deps.db.transaction(async (tx) => {
      const inserted = await insertNotificationForEveryone(tx, row, now);
      await audit(
        tx,
        { userId: null, action: `ops.${notice.kind}`, detail: { title: notice.title, people: inserted } },
        now,
      );
      return inserted;
    });
    deps.events.emit('notice', {
      userId: null,
      kind: notice.kind,
      titulo: notice.title,
      message: notice.text,
      idnotificacion: null,
    });
    return people;
  }
  const userId = await findUserIdByDocument(deps.db, notice.to.toUpperCase());
  if (userId === null) throw new AppError('recovery.unknownUser');
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await insertNotification(tx, userId, row, now);
    await audit(tx, { userId, action: `ops.${notice.kind}`, detail: { title: notice.title } }, now);
    return inserted;
  });
  deps.events.emit('notice', {
    userId,
    kind: notice.kind,
    titulo: notice.title,
    message: notice.text,
    idnotificacion: id,
  });
  return 1;
}
