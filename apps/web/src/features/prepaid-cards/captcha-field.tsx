import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Captcha } from '@vo/domain/payments/payments.schemas';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BalanceValues } from './prepaid-balance-form.ts';

interface Props {
  control: Control<BalanceValues>;
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onNewImage: () => void;
}

/** The server's captcha image (the answer never leaves the server), a new one on request, and the answer field. */
export function CaptchaField({ control, captcha, loading, failed, onNewImage }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 150,
            height: 50,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {captcha && !loading ? (
            <Box
              component="img"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`}
              alt={t('prepaid.captchaAlt')}
              data-testid="captcha-image"
              data-id={captcha.idCaptcha}
              sx={{ width: 150, height: 50, display: 'block' }}
            />
          ) : loading ? (
            <CircularProgress size={20} aria-label={t('app.loading')} />
          ) : null}
        </Box>
        <Button onClick={onNewImage} disabled={loading} data-testid="captcha-refresh">
          {t('prepaid.captchaNew')}
        </Button>
      </Stack>
      <FormTextField
        control={control}
        name="captcha"
        label={t('prepaid.captchaLabel')}
        autoComplete="off"
        helperText={failed ? t('prepaid.captchaLoadError') : undefined}
        inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 10 }}
      />
    </Stack>
  );
}
