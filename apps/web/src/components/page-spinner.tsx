import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { askToRetryReads } from '../lib/connection.ts';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { ConnectionLost } from './connection-lost.tsx';

/**
 * What a waiting page looks like (docs/decisions/0061): `home`, a greeting over what is owed, the products and
 * the promotions; `list`, a title over rows; `page`, a title, a card and two rows (any other page).
 */
export type PageShape = 'home' | 'list' | 'page';

/** The shape of the page at an address, for what draws before the router knows which page it is (app.tsx). */
export function pageShapeAt(pathname: string): PageShape {
  if (pathname === '/') return 'home';
  if (pathname === '/mi-producto' || pathname === '/notificationes') return 'list';
  return 'page';
}

/** Heights (px) of the blocks under the title, by shape: what the page draws there, so nothing jumps when it comes. */
const BLOCKS: Record<PageShape, readonly number[]> = {
  home: [148, 112, 112, 96],
  list: [112, 112, 112],
  page: [132, 64, 64],
};

/**
 * Shown while the app starts, while a lazy page loads and while a page waits for its first data: the shape of the
 * page, not a spinner (design brief, principle 3). It holds still for who asked for less motion (the theme). Offline
 * nothing is on its way, so the place says "No connection" instead; the page fills in by itself when the network is
 * back (decision 0044). The name stays: a hundred pages call it.
 */
export function PageSpinner({ label, shape = 'page' }: { label?: string; shape?: PageShape }) {
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
      data-shape={shape}
      sx={{ display: 'grid', gap: 2, maxWidth: shape === 'home' ? 1080 : 720 }}
    >
      <Skeleton variant="text" width="55%" sx={{ fontSize: '2rem' }} />
      {BLOCKS[shape].map((height, index) => (
        // The blocks never move or change: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
