import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import Layout from './layout.tsx';
import { routesForSession } from './routes.tsx';

/** The portal of a logged-in person: the shell with its menu and the routes of spec §2, loaded after login. */
export default function LoggedInApp() {
  return (
    <Layout>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {routesForSession().map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </Layout>
  );
}
