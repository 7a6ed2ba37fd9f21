import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { loadBackOfficeMessages } from '../../lib/i18n.ts';
import { countMutationsAsBusy, createSessionQueryClient } from '../../lib/query-client.ts';
import { useStaffSession } from '../shared/index.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import { StaffSignIn } from './staff-sign-in.tsx';

/**
 * /admin (docs/decisions/0038): the staff's console, in the portal's app but in its own chunks.
 * It has its own sign-in and session; the portal's session, maintenance screen and realtime channel are not
 * its business (the staff run maintenance).
 */
export default function BackOfficeApp() {
  const session = useStaffSession();
  const [messages, setMessages] = useState(false);
  useEffect(() => {
    void loadBackOfficeMessages().finally(() => setMessages(true));
  }, []);
  if (!messages) return <PageSpinner />;
  if (!session) return <StaffSignIn />;
  return <SignedIn key={session.token} session={session} />;
}

/** A new staff session gets a new cache: nothing of the previous staff member's reads shows. */
function SignedIn({ session }: { session: NonNullable<ReturnType<typeof useStaffSession>> }) {
  const [client] = useState(createSessionQueryClient);
  useEffect(() => countMutationsAsBusy(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <BackOfficeShell session={session} />
    </QueryClientProvider>
  );
}
