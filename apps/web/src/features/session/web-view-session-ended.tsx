import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lastMessageToHost } from '../../lib/mobile-bridge.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Inside the native app, once the session is gone the host shows its own login (spec §4): the web
 * view only says why, and never draws the web login form.
 */
export default function WebViewSessionEnded() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }} data-testid="web-view-session-ended">
      <Alert severity="info">{lastMessageToHost() ?? t('session.expired')}</Alert>
    </Box>
  );
}
