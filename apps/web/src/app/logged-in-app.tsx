import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { countMutationsAsBusy, createSessionQueryClient } from '../lib/query-client.ts';
import Layout from './layout.tsx';
import { RealtimeChannel } from './realtime-channel.tsx';
import { routesForSession } from './routes.tsx';

/**
 * The portal of a logged-in person: the shell with its menu and the routes of spec §2, loaded after login.
 * It is mounted once per session (keyed by its token), so the data cache and the realtime channel belong
 * to that session and end with it.
 */
export default function LoggedInApp({ token }: { token: string }) {
  const [client] = useState(createSessionQueryClient);
  useEffect(() => countMutationsAsBusy(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <RealtimeChannel token={token} />
      <Layout>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            {routesForSession().map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </Layout>
    </QueryClientProvider>
  );
}
