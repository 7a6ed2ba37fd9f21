import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageBoundary } from '../components/page-boundary.tsx';
import { PageSpinner, pageShapeAt } from '../components/page-spinner.tsx';
import { isConnected } from '../lib/connection.ts';
import { handEarlyReadsTo } from '../lib/early-reads.ts';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { keepLastKnown, restoreLastKnown } from '../lib/last-known.ts';
import { countMutationsAsBusy, createSessionQueryClient } from '../lib/query-client.ts';
import { holdSessionCache } from '../lib/session-cache.ts';
import { getSession } from '../lib/session-store.ts';
import { followTheConnection } from './connection-watch.tsx';
import { KEPT_FOR_OFFLINE } from './kept-for-offline.ts';
import Layout from './layout.tsx';
import { routesForSession } from './routes.tsx';

/**
 * The portal of a logged-in person: the shell with its menu and the routes of spec §2, loaded after login.
 * It is mounted once per session (keyed by its token), so its data cache belongs to that session and ends
 * with it.
 */
export default function LoggedInApp() {
  // The person of this session: what they read is kept for offline reading under their document, theirs only.
  const [person] = useState(() => getSession()?.ci ?? '');
  const [client] = useState(() => {
    const created = createSessionQueryClient();
    // Before any page mounts: a reload offline draws the last-known products at once (docs/decisions/0044).
    followTheConnection();
    if (!isConnected()) restoreLastKnown(created, person, KEPT_FOR_OFFLINE);
    // The first page's data, asked for by the entry before anything drew (docs/decisions/0061).
    handEarlyReadsTo(created);
    return created;
  });
  useEffect(() => {
    const release = holdSessionCache(client);
    const stopCounting = countMutationsAsBusy(client);
    const stopKeeping = person ? keepLastKnown(client, person, KEPT_FOR_OFFLINE) : () => {};
    return () => {
      release();
      stopCounting();
      stopKeeping();
    };
  }, [client, person]);
  return (
    <QueryClientProvider client={client}>
      <Layout>
        <SessionRoutes />
      </Layout>
    </QueryClientProvider>
  );
}

/** The routes of spec §2 with the flags in force: a flag turned off takes its pages away (docs/decisions/0025). */
function SessionRoutes() {
  const routes = routesForSession(useFeatureFlags());
  const { pathname } = useLocation();
  return (
    // Inside the layout: a page that cannot load or breaks leaves the header and the menu (docs/decisions/0044).
    <PageBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner shape={pageShapeAt(pathname)} />}>
        <Routes>
          {routes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </PageBoundary>
  );
}
