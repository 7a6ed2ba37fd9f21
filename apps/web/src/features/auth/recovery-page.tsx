import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RecoveryMethodOption } from '@vo/domain/auth/auth.wire';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { LinkPasswordForm } from './link-password-form.tsx';
import { RecoveryCodeStep } from './recovery-code-step.tsx';
import { RecoveryMethodStep } from './recovery-method-step.tsx';
import { RecoveryVerifyStep } from './recovery-verify-step.tsx';

const STEPS: MessageKey[] = [
  'recovery.stepVerify',
  'recovery.stepMethod',
  'recovery.stepCode',
  'recovery.stepPassword',
];

type Progress =
  | { step: 0 }
  | { step: 1; ci: string; methods: RecoveryMethodOption[] }
  | { step: 2; ci: string; methods: RecoveryMethodOption[]; sentMessage: string | undefined }
  | { step: 3; ci: string; usuario: string };

/** /recuperar-pass: verify ID → choose method → enter code → new password (spec §2). */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<Progress>({ step: 0 });
  // Step labels under each other on phones: four labels side by side do not fit 360 px.
  const narrow = useMediaQuery('(max-width:599.95px)');

  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h1">{t('recovery.title')}</Typography>
        <Stepper activeStep={progress.step} orientation={narrow ? 'vertical' : 'horizontal'} alternativeLabel={!narrow}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {progress.step === 0 ? (
          <RecoveryVerifyStep onVerified={(ci, methods) => setProgress({ step: 1, ci, methods })} />
        ) : progress.step === 1 ? (
          <RecoveryMethodStep
            ci={progress.ci}
            methods={progress.methods}
            onBack={() => setProgress({ step: 0 })}
            onSent={(sentMessage) => setProgress({ ...progress, step: 2, sentMessage })}
          />
        ) : progress.step === 2 ? (
          <RecoveryCodeStep
            ci={progress.ci}
            sentMessage={progress.sentMessage}
            onResend={() => setProgress({ step: 1, ci: progress.ci, methods: progress.methods })}
            onValidated={(usuario) => setProgress({ step: 3, ci: progress.ci, usuario })}
          />
        ) : (
          <LinkPasswordForm
            usuario={progress.usuario}
            owner={{ documentNumber: progress.ci }}
            onDone={(message) => {
              showToast('success', message ?? t('auth.passwordChanged'));
              navigate('/', { replace: true });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
