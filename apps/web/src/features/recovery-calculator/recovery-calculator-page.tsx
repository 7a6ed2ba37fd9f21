import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { reversalsRequestSchema } from '@vo/domain/recovery-calculator/recovery.schemas';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { findReversals, type ReversalChoice, useRecoveryVerification } from './recovery-api.ts';
import { RecoveryProjects } from './recovery-projects.tsx';
import { ReversalList } from './reversal-list.tsx';

interface SearchValues {
  docId: string;
}

/**
 * /calcular-recuperacion-producto: a verified adviser finds a client's reversed sales (spec §2, §3, §7) and
 * sees what each is worth on the free lots of its company's projects. Anyone not verified goes to /.
 */
export default function RecoveryCalculatorPage() {
  const { t } = useTranslation();
  const verification = useRecoveryVerification();
  const [choice, setChoice] = useState<ReversalChoice | null>(null);
  const form = useForm<SearchValues, unknown, SearchValues>({
    resolver: zodResolver(reversalsRequestSchema) as unknown as Resolver<SearchValues, unknown, SearchValues>,
    mode: 'onTouched',
    defaultValues: { docId: '' },
  });
  const lookup = useMutation({ mutationFn: findReversals });

  const submit = form.handleSubmit(async ({ docId }) => {
    setChoice(null);
    await lookup.mutateAsync(docId).catch((error: unknown) => {
      // A document the rules refuse goes beside the field; a lookup that found nothing is an info toast (spec §8).
      const onField = serverFieldError(error, ['docId'] as const);
      if (onField && error instanceof ApiFailure && error.envelope.code?.startsWith('recovery.document'))
        form.setError('docId', { type: 'server', message: onField.message });
      else {
        const message = failureMessage(error);
        if (message) showToast('info', message);
      }
    });
  });

  if (verification.isPending) return <PageSpinner />;
  if (!verification.data?.verificado) return <Navigate to="/" replace />;
  const percent = verification.data.porcentajeMaximoMontoReconocido;
  return (
    <RequiredFields schema={reversalsRequestSchema}>
      <Stack spacing={2} sx={{ maxWidth: 960, minWidth: 0 }} data-testid="recovery-page">
        <Typography variant="h1">{t('recovery.title')}</Typography>
        <Typography color="text.secondary">{t('recovery.intro', { percent })}</Typography>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
              <Box sx={{ flexGrow: 1 }}>
                <FormTextField
                  control={form.control}
                  name="docId"
                  label={t('recovery.document')}
                  autoComplete="off"
                  inputProps={{ maxLength: 20, 'data-testid': 'recovery-document' }}
                />
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={lookup.isPending}
                data-testid="recovery-search"
                sx={{ mt: { sm: 0.5 } }}
              >
                {t('recovery.search')}
              </Button>
            </Stack>
          </Box>
        </Paper>
        {lookup.data ? <ReversalList answer={lookup.data} chosen={choice} onChoose={setChoice} /> : null}
        {choice ? <RecoveryProjects key={choice.idVentaRevertida} choice={choice} /> : null}
      </Stack>
    </RequiredFields>
  );
}
