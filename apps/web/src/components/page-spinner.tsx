import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../lib/use-translation.ts';

/** Shown while the app starts and while a lazy page loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', gap: 2 }} role="status">
      <CircularProgress aria-label={label ?? t('app.loading')} />
      {label ? <span>{label}</span> : null}
    </Box>
  );
}
