import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { ConnectionLost } from './connection-lost.tsx';

/**
 * A page whose data could not load: say so in its place (spec §8) and let the person try again. `message` names
 * what failed where spec §8 has a message of its own ("project load failure"). Offline, the cause is said instead
 * ("No connection"), and the page reads again by itself when the network is back (docs/decisions/0044).
 */
export function LoadError({ onRetry, message = 'platform.loadError' }: { onRetry: () => void; message?: MessageKey }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) {
    return (
      <div data-testid="load-error">
        <ConnectionLost onRetry={onRetry} />
      </div>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="load-error">
      <Alert severity="error">{t(message)}</Alert>
      <Button variant="outlined" onClick={onRetry} sx={{ minHeight: 44 }}>
        {t('connection.tryAgain')}
      </Button>
    </Stack>
  );
}
