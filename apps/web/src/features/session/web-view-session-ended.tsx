import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { lastMessageToHost } from '../../lib/mobile-bridge.ts';

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
