import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthType, type DeviceKeyAuthType } from '@vo/domain/auth/device-key.rules';
import { failureMessage } from '../../lib/api.ts';
import { deviceKeysSupported, type StoredDeviceKey } from '../../lib/device-key.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  chooseDeviceLoginType,
  deviceLoginKey,
  readDeviceLogin,
  turnOffDeviceLogin,
  turnOnDeviceLogin,
} from './device-login-api.ts';

type Change =
  | { to: 'on' }
  | { to: 'off'; key: StoredDeviceKey }
  | { to: 'type'; key: StoredDeviceKey; type: DeviceKeyAuthType };

/** "Log in with fingerprint/face on this device": registers this browser's key, or revokes it (0027). */
export function DeviceLoginCard({ documentNumber }: { documentNumber: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const supported = deviceKeysSupported();
  const current = useQuery({
    queryKey: deviceLoginKey(documentNumber),
    queryFn: () => readDeviceLogin(documentNumber),
    enabled: supported,
  });
  const mutation = useMutation({
    mutationFn: (change: Change): Promise<{ key: StoredDeviceKey | null; message?: string | undefined }> => {
      if (change.to === 'on') return turnOnDeviceLogin(documentNumber, AuthType.fingerprint);
      if (change.to === 'off') return turnOffDeviceLogin(change.key);
      return chooseDeviceLoginType(change.key, change.type);
    },
    onSuccess: ({ key, message }) => {
      queryClient.setQueryData(deviceLoginKey(documentNumber), key);
      if (message) showToast('success', message);
    },
    // Turning off is sent silently (a key already revoked elsewhere is no error): its other refusals show here.
    onError: (error, change) => {
      const message = failureMessage(error);
      if (change.to === 'off' && message) showToast('error', message);
    },
  });
  const key = current.data ?? null;

  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="device-login-card">
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={key !== null}
              disabled={!supported || current.isPending || mutation.isPending}
              onChange={(event) => mutation.mutate(event.target.checked || !key ? { to: 'on' } : { to: 'off', key })}
              slotProps={{ input: { 'data-testid': 'device-login-switch' } as Record<string, string> }}
            />
          }
          label={t('profile.deviceLogin')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('profile.deviceLoginHelp')}
        </Typography>
        {supported ? null : <Alert severity="info">{t('profile.deviceLoginUnsupported')}</Alert>}
        {key ? (
          <RadioGroup
            row
            aria-label={t('profile.deviceLoginType')}
            value={String(key.authType)}
            onChange={(event) =>
              mutation.mutate({
                to: 'type',
                key,
                type: Number(event.target.value) === 3 ? AuthType.faceId : AuthType.fingerprint,
              })
            }
          >
            <FormControlLabel
              value={String(AuthType.fingerprint)}
              control={<Radio size="small" data-testid="device-login-fingerprint" />}
              label={t('profile.deviceLoginFingerprint')}
              disabled={mutation.isPending}
            />
            <FormControlLabel
              value={String(AuthType.faceId)}
              control={<Radio size="small" data-testid="device-login-face" />}
              label={t('profile.deviceLoginFace')}
              disabled={mutation.isPending}
            />
          </RadioGroup>
        ) : null}
      </Stack>
    </Paper>
  );
}
