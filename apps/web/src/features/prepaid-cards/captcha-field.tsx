import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaptchaKind } from '@vo/domain/payments/captcha.rules';
import type { Captcha } from '@vo/domain/payments/payments.schemas';
import type { Control } from 'react-hook-form';
import { ConnectionLost } from '../../components/connection-lost.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BalanceValues } from './prepaid-balance-form.ts';

interface Props {
  control: Control<BalanceValues>;
  kind: CaptchaKind;
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onNew: () => void;
  onKindChange: (kind: CaptchaKind) => void;
}

/**
 * The server's captcha (the answer never leaves the server) and the answer field: an image of letters, or for
 * a person who cannot see it, the sentence saying where their code went, read out by their screen reader; the
 * code itself comes by e-mail or SMS, never to the page (docs/decisions/0030, 0042).
 */
export function CaptchaField({ control, kind, captcha, loading, failed, onNew, onKindChange }: Props) {
  const { t } = useTranslation();
  const question = kind === 'question';
  // Offline the captcha cannot come: said in its place (docs/decisions/0044); it comes by itself with the network.
  const online = useOnline();
  if (!online && !captcha) return <ConnectionLost onRetry={onNew} />;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {question ? (
          // Announced when a new code is sent (after each answer, right or wrong).
          <Typography aria-live="polite" data-testid="captcha-question" sx={{ fontWeight: 600, minHeight: 24 }}>
            {captcha && !loading ? captcha.pregunta : null}
          </Typography>
        ) : (
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
            ) : null}
          </Box>
        )}
        {loading ? <CircularProgress size={20} aria-label={t('app.loading')} /> : null}
        <Button onClick={onNew} disabled={loading} data-testid="captcha-refresh">
          {t(question ? 'prepaid.captchaNewQuestion' : 'prepaid.captchaNew')}
        </Button>
      </Stack>
      <FormTextField
        control={control}
        name="captcha"
        label={t(question ? 'prepaid.captchaAnswerLabel' : 'prepaid.captchaLabel')}
        autoComplete="off"
        helperText={failed ? t(question ? 'prepaid.captchaQuestionLoadError' : 'prepaid.captchaLoadError') : undefined}
        inputProps={{
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 10,
          ...(question ? { inputMode: 'numeric' as const } : {}),
        }}
      />
      <Box>
        <Button
          variant="text"
          onClick={() => onKindChange(question ? 'image' : 'question')}
          data-testid="captcha-switch"
          sx={{ textAlign: 'left' }}
        >
          {t(question ? 'prepaid.captchaAskImage' : 'prepaid.captchaAskQuestion')}
        </Button>
      </Box>
    </Stack>
  );
}
