import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { useEffect } from 'react';
import { heardLotHolds } from '../features/catalogue/shell.ts';
import { incentiveKeys } from '../features/incentives/shell.ts';
import { notificationKeys } from '../features/notifications/shell.ts';
import { procedureKeys } from '../features/procedures/shell.ts';
import { productKeys } from '../features/products/shell.ts';
import { FEATURE_FLAGS_KEY } from '../lib/feature-flag-keys.ts';
import { openRealtime, type PushedMessage } from '../lib/realtime.ts';
import { refreshSessionData } from '../lib/session-cache.ts';
import { endSessionFromElsewhere } from '../lib/session-end.ts';
import { showToast } from '../lib/toast-bus.ts';

const toastPush = (push: PushedMessage) =>
  showToast('info', push.message, { notification: true, title: push.titulo || undefined });

/**
 * Keeps the realtime channel open while a token exists, and closes it on logout (spec §4). It opens at
 * start-up, beside the download of the logged-in shell, not after it: on a slow connection its requests
 * would otherwise compete with the home page's own (Lighthouse home LCP, docs/decisions/0006).
 */
export function RealtimeChannel({ token }: { token: string | null }) {
  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void openRealtime(token, {
      onUnlogin: (reason) => endSessionFromElsewhere(reason),
      // Spec §4: a notification reloads the unread count (the bell) and the list the person may be reading.
      onNotification: (push) => {
        // A confirmation repeats what the page that made the act just said (docs/decisions/0026): no toast.
        if (!push.confirmacion) toastPush(push);
        refreshSessionData(notificationKeys.unreadCount);
        refreshSessionData(notificationKeys.lists(NotificationType.notification));
        // A procedure's state change comes as a notification: an open /tramites shows the new state at once.
        refreshSessionData(procedureKeys.all);
      },
      // Spec §4: a promotion reloads the promotions (tipo 2) shown on home.
      onPromotion: (push) => {
        toastPush(push);
        refreshSessionData(notificationKeys.lists(NotificationType.promotion));
      },
      // A paid QR changes the debts and schedule shown, and ends the wait of the payment page showing it.
      onPayment: (push) => {
        refreshSessionData(productKeys.all);
        refreshSessionData(productKeys.paymentStatus(push.idPago));
      },
      // An open lot map shows who holds what, by the second, without reading its lots again.
      onLotHolds: heardLotHolds,
      // The menu, the routes and the products' means of payment follow the flags and limits in force.
      onConfiguration: () => {
        refreshSessionData(FEATURE_FLAGS_KEY);
        refreshSessionData(productKeys.all);
      },
      // An adviser's open home reads her way to the top again (docs/decisions/0065).
      onStandings: () => refreshSessionData(incentiveKeys.wayToTop),
    }).then((closeChannel) => {
      if (cancelled) closeChannel();
      else close = closeChannel;
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token]);
  return null;
}
