import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount } from '@vo/domain/money';
import { WALLET_PIN_LENGTH } from '@vo/domain/payments/payment-config';
import type { PaymentResult, WalletBalance } from '@vo/domain/payments/payments.schemas';
import { walletPinSchema } from '@vo/domain/payments/wallet.rules';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DetailLine } from '../../components/detail-line.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { productKeys } from '../products/index.ts';
import { PaymentFormEnd } from './payment-feedback.tsx';
import { payByWallet } from './payment-means-api.ts';
import { type PaymentBase, usePaymentSubmission } from './payment-submission.ts';
import type { Answered } from './payments-api.ts';

const schema = z.object({ pin: walletPinSchema });
interface Values {
  pin: string;
}
const FIELDS = ['pin'] as const;
// A locked wallet is about the PIN just typed, though the server names no field when it was locked before.
const PIN_REFUSALS = { 'payments.walletPinWrong': 'pin', 'payments.walletLocked': 'pin' } as const;
/** What the points are worth is written in dollars (docs/decisions/0008: 1 point pays 1 cent). */
const POINTS_CURRENCY = 'USD';

interface Props {
  wallet: WalletBalance;
  base: PaymentBase<{ idProducto: number; monto: string }>;
  onPaid: (answer: Answered<PaymentResult>, method?: string) => void;
}

/** Spec §1: pay with the points of the wallet, confirmed by its 4-digit PIN (3 wrong ones lock it). */
export function WalletPayment({ wallet, base, onPaid }: Props) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Values>,
    mode: 'onTouched',
    defaultValues: { pin: '' },
  });
  const payment = usePaymentSubmission({
    form,
    fields: FIELDS,
    fieldOfCode: PIN_REFUSALS,
    base,
    send: payByWallet,
    onPaid,
    methodOf: () => t('payments.confirmWallet'),
    // The points left, or the lock after a third wrong PIN.
    onAnswered: () => void queryClient.invalidateQueries({ queryKey: productKeys.wallet }),
  });
  const points = formatCount(BigInt(wallet.puntos), i18n.language);
  return (
    <RequiredFields schema={schema}>
      <Box component="form" noValidate onSubmit={payment.submit} data-testid="wallet-form">
        <Stack spacing={2}>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
            data-testid="wallet-balance"
          >
            <DetailLine label={t('payments.walletPoints')} value={points} testId="wallet-points" />
            <DetailLine
              label={t('payments.walletWorth')}
              value={amount(wallet.equivalente, POINTS_CURRENCY)}
              testId="wallet-worth"
            />
          </Box>
          {wallet.bloqueadaHasta ? (
            <Alert severity="warning" data-testid="wallet-locked">
              {t('payments.walletLockedUntil', { time: formatInstant(wallet.bloqueadaHasta, i18n.language) })}
            </Alert>
          ) : null}
          <FormTextField
            control={form.control}
            name="pin"
            type="password"
            label={t('payments.walletPin')}
            autoComplete="off"
            inputProps={{ inputMode: 'numeric', maxLength: WALLET_PIN_LENGTH, pattern: '[0-9]*' }}
          />
          <PaymentFormEnd payment={payment} testId="wallet" disabled={wallet.bloqueadaHasta !== null}>
            {t('payments.payWithPoints')}
          </PaymentFormEnd>
        </Stack>
      </Box>
    </RequiredFields>
  );
}
