import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import { prepaidCodeSchema } from '@vo/domain/payments/prepaid.rules';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { PaymentFormEnd } from './payment-feedback.tsx';
import { payByPrepaid } from './payment-means-api.ts';
import { type PaymentBase, usePaymentSubmission } from './payment-submission.ts';
import type { Answered } from './payments-api.ts';

const schema = z.object({ codigo: prepaidCodeSchema });
interface Values {
  codigo: string;
}
const FIELDS = ['codigo'] as const;
/** Room for the code as printed on the card, in groups with spaces or dashes. */
const CODE_INPUT_MAX = 20;

interface Props {
  base: PaymentBase<{ idProducto: number; monto: string }>;
  onPaid: (answer: Answered<PaymentResult>, method?: string) => void;
}

/** Spec §5: pay with the balance of a prepaid card, by its code. */
export function PrepaidPayment({ base, onPaid }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Values>,
    mode: 'onTouched',
    defaultValues: { codigo: '' },
  });
  // Named by the end of its code only: the rest is what spends its balance.
  const methodOf = ({ codigo }: Values) =>
    t('payments.confirmPrepaid', { last4: codigo.replace(/[\s-]/g, '').slice(-4) });
  const payment = usePaymentSubmission({ form, fields: FIELDS, base, send: payByPrepaid, onPaid, methodOf });
  return (
    <RequiredFields schema={schema}>
      <Box component="form" noValidate onSubmit={payment.submit} data-testid="prepaid-form">
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('payments.prepaidIntro')}</Typography>
          <FormTextField
            control={form.control}
            name="codigo"
            label={t('payments.prepaidCode')}
            autoComplete="off"
            helperText={t('payments.prepaidCodeHint')}
            inputProps={{ maxLength: CODE_INPUT_MAX, autoCapitalize: 'characters', spellCheck: false }}
          />
          <PaymentFormEnd payment={payment} testId="prepaid">
            {t('payments.payNow')}
          </PaymentFormEnd>
        </Stack>
      </Box>
    </RequiredFields>
  );
}
