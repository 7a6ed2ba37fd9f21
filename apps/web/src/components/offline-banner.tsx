import Alert from '@mui/material/Alert';
import { formatInstant, formatInstantTime } from '../lib/format-instant.ts';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from '../lib/use-translation.ts';

/** A moment as the banner says it: the hour today ("10:42"), the date and hour before today. */
function asOfText(at: number, language: string): string {
  const when = new Date(at);
  const today = new Date().toDateString() === when.toDateString();
  if (today) return formatInstantTime(when.toISOString(), language);
  return formatInstant(when.toISOString(), language);
}

/**
 * Offline, said once at the top of the page (design brief, principle 3): what still works (what was read, with
 * its time) and what does not (payments and changes, which are never kept to send later). docs/decisions/0044.
 */
export function OfflineBanner({ asOf, belowAppBar = false }: { asOf?: number | null; belowAppBar?: boolean }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="offline-banner"
      // Sticky under the logged-in shell's fixed app bar (MUI's toolbar: 56 px on a phone, 64 px wider).
      sx={{ mb: 2, position: 'sticky', top: belowAppBar ? { xs: 56, sm: 64 } : 0, zIndex: 2 }}
    >
      {t('connection.offlineBanner')}
      {asOf ? (
        <>
          {' '}
          <span data-testid="offline-as-of">{t('connection.asOf', { time: asOfText(asOf, i18n.language) })}</span>
        </>
      ) : null}
    </Alert>
  );
}
