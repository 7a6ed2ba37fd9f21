import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { askToRetryReads } from '../lib/connection.ts';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { ConnectionLost } from './connection-lost.tsx';

/**
 * Shown while the app starts, while a lazy page loads and while a page waits for its first data: the shape of a
 * page (a title, a card, two rows), not a spinner (design brief, principle 3). Offline nothing is on its way, so
 * the place says "No connection" instead; the page fills in by itself when the network is back (decision 0044).
 * The name stays: a hundred pages call it.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <ConnectionLost onRetry={askToRetryReads} />;
  if (label) {
    // A step that is not a page (opening the native app's session) says what it does.
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', gap: 2 }} role="status">
        <CircularProgress aria-label={label} />
        <span>{label}</span>
      </Box>
    );
  }
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      aria-busy="true"
      data-testid="page-skeleton"
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <Skeleton variant="text" width="55%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={132} />
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={64} />
    </Box>
  );
}
