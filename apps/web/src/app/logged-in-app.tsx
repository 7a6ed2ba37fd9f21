import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { countMutationsAsBusy, createSessionQueryClient } from '../lib/query-client.ts';
import { holdSessionCache } from '../lib/session-cache.ts';
import Layout from './layout.tsx';
import { routesForSession } from './routes.tsx';

/**
 * The portal of a logged-in person: the shell with its menu and the routes of spec §2, loaded after login.
 * It is mounted once per session (keyed by its token), so its data cache belongs to that session and ends
 * with it.
 */
export default function LoggedInApp() {
  const [client] = useState(createSessionQueryClient);
  useEffect(() => {
    const release = holdSessionCache(client);
    const stopCounting = countMutationsAsBusy(client);
    return () => {
      release();
      stopCounting();
    };
  }, [client]);
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
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {routes.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}
