import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageBoundary } from '../components/page-boundary.tsx';
import { PageSpinner, pageShapeAt } from '../components/page-spinner.tsx';
import { loadMaintenanceScreen } from '../features/maintenance/pages.ts';
import { checkMaintenance } from '../features/maintenance/shell.ts';
import { loadHomePage, loadWebViewSessionEnded } from '../features/session/pages.ts';
import { loadProductMessages } from '../lib/i18n.ts';
import { page } from '../lib/lazy-page.tsx';
import { useMaintenanceEnd } from '../lib/maintenance-store.ts';
import { hasHost } from '../lib/mobile-bridge.ts';
import { getSession, useSession } from '../lib/session-store.ts';
import { startFirstReads } from './first-reads.ts';
import { InactivityWatch } from './inactivity-watch.tsx';
import { NavigationBridge } from './navigation-bridge.tsx';
import { RealtimeChannel } from './realtime-channel.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { StartFrame } from './start-frame.tsx';
import { VisitorLayout } from './visitor-layout.tsx';
import { preloadPageAt, visitorRoutes } from './visitor-routes.tsx';

// The logged-in shell (drawer, menu, route registry) is not needed to log in, so the login page does not
// load it; it comes with the messages of the logged-in pages (the second part of the catalogue).
let loggedInShell: Promise<typeof import('./logged-in-app.tsx')> | undefined;
function loadLoggedInShell() {
  // Everyone lands on the home after login: its page comes beside the shell, not after it has drawn (LCP).
  if (window.location.pathname === '/') void loadHomePage().catch(() => undefined);
  loggedInShell ??= Promise.all([import('./logged-in-app.tsx'), loadProductMessages()]).then(
    ([shell]) => shell,
    (error: unknown) => {
      loggedInShell = undefined;
      throw error;
    },
  );
  return loggedInShell;
}
// Through page(): when it could not be downloaded, "Try again" downloads it anew (React.lazy would not).
const LoggedInApp = page(loadLoggedInShell);
const MaintenanceScreen = lazy(loadMaintenanceScreen);
const WebViewSessionEnded = lazy(loadWebViewSessionEnded);
/** The staff's console (docs/decisions/0038): its own chunks, sign-in and session; never part of the portal's start. */
const BackOfficeApp = lazy(() => import('../back-office/shell/back-office-app.tsx'));

const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

let maintenanceChecked: Promise<void> | undefined;

/**
 * What the first screen waits for, started by the entry (main.tsx) before React renders and before the message
 * catalogue has arrived (docs/decisions/0061): the maintenance check, the first page's code (a returning person's
 * portal, or the visitor's page: login LCP 2.50–2.60 s → 2.41–2.54 s, docs/decisions/0006) and that page's data
 * (first-reads.ts). Nothing waits for another: one round trip of each, side by side.
 */
export function startTheApp(): void {
  const { pathname } = window.location;
  if (isBackOfficePath(pathname)) return;
  maintenanceChecked = checkMaintenance();
  if (getSession()) void loadLoggedInShell().catch(() => undefined);
  else preloadPageAt(visitorRoutes, pathname);
  startFirstReads(pathname);
}

/** Spec §4 app start: check maintenance (the start frame meanwhile), then the maintenance screen or the app. */
export function App() {
  const [loaded, setLoaded] = useState(false);
  const maintenanceEnd = useMaintenanceEnd();
  const session = useSession();
  const { pathname } = useLocation();
  // Inside the native app without a session only the /mobile/ entry may open; the host owns login.
  const webViewWithoutSession = !session && hasHost() && !pathname.startsWith('/mobile/');

  useEffect(() => {
    if (isBackOfficePath(window.location.pathname)) return;
    // Started by startTheApp; checked here when the app was mounted without it (a test).
    const checked = maintenanceChecked ?? checkMaintenance();
    maintenanceChecked = undefined;
    void checked.finally(() => setLoaded(true));
  }, []);

  if (isBackOfficePath(pathname)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BackOfficeApp />
      </Suspense>
    );
  }

  return (
    <>
      <NavigationBridge />
      <ScrollToTop />
      <InactivityWatch token={session?.token ?? null} />
      <RealtimeChannel token={session?.token ?? null} />
      {!loaded ? (
        <StartFrame shape={session ? pageShapeAt(pathname) : 'page'} />
      ) : maintenanceEnd ? (
        // It replaces the whole app while maintenance is active (spec §2).
        <Suspense fallback={<PageSpinner />}>
          <MaintenanceScreen until={maintenanceEnd} />
        </Suspense>
      ) : webViewWithoutSession ? (
        <Suspense fallback={<PageSpinner />}>
          <WebViewSessionEnded />
        </Suspense>
      ) : session ? (
        // The logged-in shell could not be downloaded (offline before it was ever cached): said, not a white page.
        <PageBoundary resetKey={session.token}>
          <Suspense fallback={<StartFrame shape={pageShapeAt(pathname)} />}>
            <LoggedInApp key={session.token} />
          </Suspense>
        </PageBoundary>
      ) : (
        <VisitorLayout>
          {/* Inside the layout: the logo and the language stay when a page cannot load (docs/decisions/0044). */}
          <PageBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Routes>
                {visitorRoutes.map(({ path, page: Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Routes>
            </Suspense>
          </PageBoundary>
        </VisitorLayout>
      )}
    </>
  );
}
