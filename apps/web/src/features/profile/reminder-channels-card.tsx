import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReminderChannelsWire } from '@vo/domain/profile/reminder-channels.wire';
import { useTranslation } from '../../lib/use-translation.ts';
import { useReminderChannels, useSaveReminderChannels } from './reminder-channels-api.ts';

/** The wire's name of each channel, in the order the card lists them. */
const CHANNELS = ['correo', 'sms', 'portal', 'push'] as const satisfies readonly (keyof ReminderChannelsWire)[];

/**
 * Payment reminders (docs/decisions/0063): before each due date and after it, by e-mail, SMS, the portal and the
 * app; each channel turned off here with one switch, saved at once.
 */
export function ReminderChannelsCard() {
  const { t } = useTranslation();
  const channels = useReminderChannels();
  const save = useSaveReminderChannels();
  const current = channels.data;
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="reminder-channels-card">
      <Stack spacing={1}>
        <Typography variant="h2">{t('profile.remindersTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.remindersHelp')}
        </Typography>
        {CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            sx={{ minHeight: 44 }}
            control={
              <Switch
                checked={current?.[channel] ?? true}
                disabled={!current || save.isPending}
                onChange={(event) => current && save.mutate({ ...current, [channel]: event.target.checked })}
                slotProps={{ input: { 'data-testid': `reminder-channel-${channel}` } as Record<string, string> }}
              />
            }
            label={t(`profile.reminderChannel.${channel}`)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
