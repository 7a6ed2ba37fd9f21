import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countdownTo, parseBusinessDateTime } from '@vo/domain/time';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { Countdown } from './countdown.tsx';
import { checkMaintenance } from './maintenance-check.ts';
import { MaintenanceIllustration } from './maintenance-illustration.tsx';

/** Ticks every second until `end`, then stops. */
function useCountdown(end: Date | null) {
  const [now, setNow] = useState(() => new Date());
  const parts = countdownTo(end ?? now, now);
  useEffect(() => {
    if (parts.finished) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [parts.finished]);
  return parts;
}

/** Spec §2: replaces the whole app while maintenance is on; a retry appears once the countdown ends. */
export default function MaintenanceScreen({ until }: { until: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parts = useCountdown(parseBusinessDateTime(until));
  const [checking, setChecking] = useState(false);

  const retry = async () => {
    setChecking(true);
    await checkMaintenance();
    setChecking(false);
    navigate('/', { replace: true });
  };

  return (
    <Stack
      component="main"
      data-testid="maintenance-screen"
      spacing={3}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 2 }}
    >
      <ProductLogo color="#0d47a1" />
      <MaintenanceIllustration />
      <Typography variant="h1">{t('maintenanceScreen.title')}</Typography>
      <Typography>{t('maintenanceScreen.backIn')}</Typography>
      <Countdown parts={parts} />
      {parts.finished ? (
        <Button variant="contained" size="large" onClick={() => void retry()} disabled={checking}>
          {t('maintenanceScreen.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
