import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * A page whose data could not load: say so (spec §8) and let the person try again. `message` names what
 * failed where spec §8 has a message of its own ("project load failure").
 */
export function LoadError({ onRetry, message = 'platform.loadError' }: { onRetry: () => void; message?: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="load-error">
      <Alert severity="error">{t(message)}</Alert>
      <Button onClick={onRetry}>{t('maintenanceScreen.retry')}</Button>
    </Stack>
  );
}
