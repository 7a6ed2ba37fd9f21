import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { CountdownParts } from '@vo/domain/time';
import { useTranslation } from '../../lib/use-translation.ts';

const UNITS: { part: 'days' | 'hours' | 'minutes' | 'seconds'; label: MessageKey }[] = [
  { part: 'days', label: 'maintenanceScreen.days' },
  { part: 'hours', label: 'maintenanceScreen.hours' },
  { part: 'minutes', label: 'maintenanceScreen.minutes' },
  { part: 'seconds', label: 'maintenanceScreen.seconds' },
];

/** Days, hours, minutes and seconds left, as four tiles that fit side by side at 360 px. */
export function Countdown({ parts }: { parts: CountdownParts }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }} role="timer" aria-live="off">
      {UNITS.map(({ part, label }) => (
        <Box
          key={part}
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1, minWidth: 56 }}
        >
          <Typography
            variant="h4"
            component="div"
            data-testid={`countdown-${part}`}
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
          >
            {String(parts[part]).padStart(2, '0')}
          </Typography>
          <Typography variant="caption">{t(label)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
