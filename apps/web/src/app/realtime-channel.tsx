import { useQueryClient } from '@tanstack/react-query';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { useEffect } from 'react';
import { notificationKeys } from '../lib/notification-keys.ts';
import { procedureKeys } from '../lib/procedure-keys.ts';
import { productKeys } from '../lib/product-keys.ts';
import { openRealtime, type PushedMessage } from '../lib/realtime.ts';
import { endSessionFromElsewhere } from '../lib/session-actions.ts';
import { showToast } from '../lib/toast-bus.ts';

const toastPush = (push: PushedMessage) =>
  showToast('info', push.message, { notification: true, title: push.titulo || undefined });

/** Keeps the realtime channel of a session open while it lasts, and closes it on logout (spec §4). */
export function RealtimeChannel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | undefined;
    let cancelled = false;
    void openRealtime(token, {
      onUnlogin: (reason) => endSessionFromElsewhere(reason),
      // Spec §4: a notification reloads the unread count (the bell) and the list the person may be reading.
      onNotification: (push) => {
        toastPush(push);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(NotificationType.notification) });
        // A procedure's state change comes as a notification: an open /tramites shows the new state at once.
        void queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      },
      // Spec §4: a promotion reloads the promotions (tipo 2) shown on home.
      onPromotion: (push) => {
        toastPush(push);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(NotificationType.promotion) });
      },
      // A paid QR changes the debts and schedule shown, and ends the wait of the payment page showing it.
      onPayment: (push) => {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        void queryClient.invalidateQueries({ queryKey: productKeys.paymentStatus(push.idPago) });
      },
    }).then((closeChannel) => {
      if (cancelled) closeChannel();
      else close = closeChannel;
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token, queryClient]);
  return null;
}
