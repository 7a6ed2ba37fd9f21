import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { findDeviceKey, type StoredDeviceKey } from '../../lib/device-key.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * "Log in with this device's key", offered only when this browser holds a key for the document typed
 * (docs/decisions/0027): the key is looked up as the person types, nothing is asked of the server until used.
 */
export function DeviceKeyButton({
  user,
  disabled,
  onUse,
}: {
  user: string;
  disabled: boolean;
  onUse: (key: StoredDeviceKey) => void;
}) {
  const { t } = useTranslation();
  const [key, setKey] = useState<StoredDeviceKey | null>(null);
  useEffect(() => {
    let current = true;
    void findDeviceKey(user.trim()).then((found) => {
      if (current) setKey(found);
    });
    return () => {
      current = false;
    };
  }, [user]);
  if (!key) return null;
  return (
    <div>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('login.deviceKeyHint')}
      </Typography>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={disabled}
        onClick={() => onUse(key)}
        data-testid="login-device-key"
      >
        {t('login.withDeviceKey')}
      </Button>
    </div>
  );
}
