import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { NotificationRow } from '@vo/domain/notifications/notifications.types';
import { isUnread, NotificationType } from '@vo/domain/notifications/notifications.types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FirstStepContext } from '../components/first-step-note.tsx';
import { useNotificationPage, useUnreadCount } from '../features/notifications/index.ts';
import { loadNotificationPopup } from '../features/notifications/pages.ts';
import { usePendingNovelty } from '../features/novelties/index.ts';
import { loadNoveltyDialog } from '../features/novelties/pages.ts';
import {
  useInvoiceCompanies,
  useInvoiceData,
  useInvoiceDataSaved,
  useProfileUpdateCheck,
} from '../features/profile/index.ts';
import { loadIdCardDialog, loadInvoiceDialog, loadProfileDialog } from '../features/profile/pages.ts';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { useSession } from '../lib/session-store.ts';
import { StorageKeys } from '../lib/storage-keys.ts';
import { stepSettled, type WelcomeDialog, type WelcomeNeeds, welcomeCount, welcomeStep } from './welcome-step.ts';

// Each dialog loads only for the people who are shown it.
const ProfileDialog = lazy(loadProfileDialog);
const InvoiceDialog = lazy(loadInvoiceDialog);
const NotificationPopup = lazy(loadNotificationPopup);
const NoveltyDialog = lazy(loadNoveltyDialog);
const IdCardDialog = lazy(loadIdCardDialog);

const unreadRows = (rows: readonly NotificationRow[]) => rows.filter(isUnread);

/** The one line under "Step X of N" saying why each first step is asked. */
const WHY: Record<WelcomeDialog, MessageKey> = {
  profile: 'welcome.why.profile',
  invoice: 'welcome.why.invoice',
  notifications: 'welcome.why.notifications',
  idCard: 'welcome.why.idCard',
  novelty: 'welcome.why.novelty',
};

/** Lets tests (and nothing else) know the sequence has nothing more to show. */
const Done = () => <span data-testid="welcome-done" hidden />;

/**
 * The sequence runs once per login: not again on navigation, nor on a reload or in a second tab of the same
 * session. Nothing is skipped by that: the profile and first invoice data cannot be left unsaved, so a
 * session that went through every check has saved them; one whose checks failed is asked again on reload.
 * The token's signature part tells sessions apart.
 */
const sessionMark = (token: string) => token.slice(-16);
const welcomed = (token: string) => localStorage.getItem(StorageKeys.welcomed) === sessionMark(token);
/** The ID-card modal, once dismissed, stays closed for the rest of the session even if the sequence runs again. */
const idCardDismissed = (token: string) => localStorage.getItem(StorageKeys.idCardDismissed) === sessionMark(token);

/**
 * Spec §2 overlays, §4: after login, the mandatory profile update, then the invoice data (customers of an
 * invoicing company with nothing saved), then the unread notifications, then the ID-card request when login
 * asked for it (decision 0028). One at a time, in that order.
 */
export function WelcomeSequence() {
  const token = useSession()?.token ?? null;
  const [finished, setFinished] = useState<string | null>(null);
  if (!token || finished === token || welcomed(token)) return <Done />;
  return (
    <WelcomeChecks
      key={token}
      onDone={(allAnswered) => {
        if (allAnswered) localStorage.setItem(StorageKeys.welcomed, sessionMark(token));
        setFinished(token);
      }}
    />
  );
}

function WelcomeChecks({ onDone }: { onDone: (allAnswered: boolean) => void }) {
  const [opened, setOpened] = useState<WelcomeDialog[]>([]);
  const [closed, setClosed] = useState<WelcomeDialog[]>([]);
  // The carousel shows the unread ones as they were when it opened; reading them must not reshuffle it.
  const [popupRows, setPopupRows] = useState<NotificationRow[] | null>(null);
  const progress = { opened, closed };

  const profile = useProfileUpdateCheck();
  const profileNeed = profile.isError ? false : profile.data ? !profile.data.actualizacionRealizada : undefined;
  const afterProfile = stepSettled('profile', profileNeed, progress);

  // A cashier buys nothing here, so is never asked for invoice data (and the server refuses them those calls).
  // The companies are asked at once: the count of steps needs them, and the profile step changes nothing in them.
  const mayInvoice = useSession()?.role !== 'cashier';
  const companies = useInvoiceCompanies({ enabled: mayInvoice });
  const invoicing = (companies.data?.length ?? 0) > 0;
  const invoice = useInvoiceData({ enabled: afterProfile && invoicing });
  const invoiceNeed =
    !mayInvoice || companies.isError || (companies.data && !invoicing) || invoice.isError
      ? false
      : invoice.data
        ? invoice.data.idDatosFactura === 0
        : undefined;
  const afterInvoice = afterProfile && stepSettled('invoice', invoiceNeed, progress);
  // Before the profile step is behind, only whether invoice data is saved, for the count (not the prefill).
  const invoiceSaved = useInvoiceDataSaved({ enabled: !afterProfile && invoicing });
  const invoiceForecast =
    invoiceNeed ?? (invoiceSaved.isError ? false : invoiceSaved.data === undefined ? undefined : !invoiceSaved.data);

  const unread = useUnreadCount();
  const firstPage = useNotificationPage(NotificationType.notification, 1, {
    enabled: afterInvoice && (unread.data ?? 0) > 0,
  });
  const unreadOnFirstPage = unreadRows(firstPage.data?.rows ?? []);
  const notificationsNeed =
    unread.isError || unread.data === 0 || firstPage.isError
      ? false
      : firstPage.data && !firstPage.isPlaceholderData
        ? unreadOnFirstPage.length > 0
        : undefined;

  const session = useSession();
  const idCardNeed = Boolean(session?.idCardAsked && !idCardDismissed(session.token));
  // The first page is read only when its turn comes; until then the unread count says whether it will come.
  const notificationsForecast =
    notificationsNeed ?? (unread.isError ? false : unread.data === undefined ? undefined : unread.data > 0);

  // Spec §9: the novelty modal is off unless a deployment turns it on; then the newest unseen novelty, last:
  // an announcement waits for everything the person is asked.
  const noveltyOn = useFeatureFlags().noveltyModal;
  // Asked at once for the count of steps; it is still shown last.
  const novelty = usePendingNovelty({ enabled: noveltyOn });
  const noveltyNeed =
    !noveltyOn || novelty.isError ? false : novelty.data === undefined ? undefined : novelty.data !== null;
  const needs: WelcomeNeeds = {
    profile: profileNeed,
    invoice: invoiceNeed,
    notifications: notificationsNeed,
    idCard: idCardNeed,
    novelty: noveltyNeed,
  };
  const step = welcomeStep(needs, progress);
  const forecast: WelcomeNeeds = { ...needs, invoice: invoiceForecast, notifications: notificationsForecast };
  const count = step === 'waiting' || step === 'done' ? null : welcomeCount(step, forecast, progress);
  const firstStep = count ? { ...count, why: WHY[step as WelcomeDialog] } : null;

  // Runs after every render on purpose: it latches whichever dialog the checks just made current.
  useEffect(() => {
    if (step === 'done') {
      const failed = [profile, companies, invoice, unread, firstPage].some((check) => check.isError);
      onDone(!failed);
    }
    if (step === 'waiting' || step === 'done' || opened.includes(step)) return;
    setOpened((list) => [...list, step]);
    if (step === 'notifications') setPopupRows(unreadOnFirstPage);
  });

  const close = (dialog: WelcomeDialog) => () => setClosed((list) => [...list, dialog]);
  return (
    <FirstStepContext.Provider value={firstStep}>
      <Suspense fallback={null}>
        {step === 'profile' ? <ProfileDialog mode="welcome" onClose={close('profile')} /> : null}
        {step === 'invoice' ? <InvoiceDialog onClose={close('invoice')} /> : null}
        {step === 'notifications' ? (
          <NotificationPopup rows={popupRows ?? unreadOnFirstPage} onClose={close('notifications')} />
        ) : null}
        {step === 'novelty' && novelty.data ? (
          <NoveltyDialog novelty={novelty.data} onClose={close('novelty')} />
        ) : null}
        {step === 'idCard' ? (
          <IdCardDialog
            onClose={() => {
              if (session) localStorage.setItem(StorageKeys.idCardDismissed, sessionMark(session.token));
              close('idCard')();
            }}
          />
        ) : null}
      </Suspense>
    </FirstStepContext.Provider>
  );
}
