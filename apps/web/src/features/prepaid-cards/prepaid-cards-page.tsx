import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { CaptchaKind } from '@vo/domain/payments/captcha.rules';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormSubmit } from '../../components/form-submit.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError, showOnField } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CaptchaField } from './captcha-field.tsx';
import { type BalanceValues, balanceFormSchemaFor } from './prepaid-balance-form.ts';
import { PrepaidBalanceView } from './prepaid-balance-view.tsx';
import { checkPrepaidBalance, useCaptcha } from './prepaid-cards-api.ts';

const FIELDS = ['codigo', 'captcha'] as const;

/** /tarjetas-prepago: the balance of a prepaid card, by its code and a captcha (spec §2; the cashier's page too). */
export default function PrepaidCardsPage() {
  const { t } = useTranslation();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const captcha = useCaptcha(captchaKind);
  // The resolver follows the kind shown: an empty answer to the code is asked for in its own words.
  const kindShown = useRef(captchaKind);
  kindShown.current = captchaKind;
  const form = useForm<BalanceValues, unknown, BalanceValues>({
    resolver: ((values, context, options) =>
      zodResolver(balanceFormSchemaFor(kindShown.current))(values, context, options as never)) as Resolver<
      BalanceValues,
      unknown,
      BalanceValues
    >,
    mode: 'onTouched',
    defaultValues: { codigo: '', captcha: '' },
  });
  const mutation = useMutation({ mutationFn: checkPrepaidBalance });

  const submit = form.handleSubmit(async (values) => {
    const image = captcha.data;
    if (!image || mutation.isPending) return;
    const error = await mutation
      .mutateAsync({ ...values, idCaptcha: image.idCaptcha })
      .then(() => null)
      .catch((failure: unknown) => failure);
    // Each image answers once, right or wrong (docs/decisions/0008): a new one and an empty field to read it into.
    form.resetField('captcha');
    void captcha.refetch();
    showOnField(form.setError, error, FIELDS);
  });

  const refusal = serverFieldError(mutation.error, FIELDS) ? null : failureMessage(mutation.error);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, minWidth: 0 }} data-testid="prepaid-cards-page">
      <Typography variant="h1">{t('prepaid.title')}</Typography>
      <Typography color="text.secondary">{t('prepaid.intro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} data-testid="prepaid-balance-form">
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="codigo"
              label={t('payments.prepaidCode')}
              autoComplete="off"
              helperText={t('payments.prepaidCodeHint')}
              inputProps={{ maxLength: 20, autoCapitalize: 'characters', spellCheck: false }}
            />
            <CaptchaField
              control={form.control}
              kind={captchaKind}
              captcha={captcha.data}
              loading={captcha.isFetching}
              failed={captcha.isError}
              onNew={() => void captcha.refetch()}
              onKindChange={(kind) => {
                form.resetField('captcha');
                setCaptchaKind(kind);
              }}
            />
            <FormSubmit
              refusal={refusal}
              disabled={mutation.isPending || !captcha.data || captcha.isFetching}
              testId="prepaid-balance"
            >
              {t('prepaid.check')}
            </FormSubmit>
          </Stack>
        </Box>
      </Paper>
      {mutation.data ? <PrepaidBalanceView key={mutation.data.terminacion} balance={mutation.data} /> : null}
    </Stack>
  );
}
