import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../lib/use-translation.ts';

/** A page whose data could not load: say so (spec §8) and let the person try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{t('platform.loadError')}</Alert>
      <Button onClick={onRetry}>{t('maintenanceScreen.retry')}</Button>
    </Stack>
  );
}
