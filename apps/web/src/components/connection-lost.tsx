import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * "No connection" in the place the page would have filled, with "Try again" beside it (design brief,
 * principle 3): the frame, the menu and whatever was already read stay around it. docs/decisions/0044.
 */
export function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }} data-testid="connection-lost">
      <Alert severity="warning" sx={{ width: '100%' }}>
        <AlertTitle>{t('connection.offlineTitle')}</AlertTitle>
        {t('connection.offlineBody')}
      </Alert>
      <Button variant="outlined" onClick={onRetry} sx={{ minHeight: 44 }} data-testid="connection-retry">
        {t('connection.tryAgain')}
      </Button>
    </Stack>
  );
}
