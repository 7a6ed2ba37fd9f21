import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { type CardFields, cardBrandOf, cardDigits } from '@vo/domain/payments/card.rules';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { type CardValues, cardFormSchema } from './card-form-schema.ts';
import { CardRowFields } from './card-row-fields.tsx';
import { PaymentFormEnd } from './payment-feedback.tsx';
import { type PaymentBase, type PaymentSender, usePaymentSubmission } from './payment-submission.ts';
import type { Answered } from './payments-api.ts';
import { SAVED_CARDS_PATH } from './saved-cards-path.ts';

// The server names the field a refusal is about (data.campo): it is shown next to that field.
const CARD_FIELDS = ['numeroTarjeta', 'mesExpiracion', 'anioExpiracion', 'cvc'] as const;
const BRAND_NAME = { visa: 'Visa', mastercard: 'MasterCard' } as const;
const EMPTY: CardValues = { numeroTarjeta: '', mesExpiracion: '', anioExpiracion: '', cvc: '' };

interface Props<B extends object, T> {
  /** What the card pays: a product and the amount above the tabs, or a friend's code. */
  base: PaymentBase<B>;
  /** The call that charges it: /pagos/tarjeta, /pagos/amigo/tarjeta, or a fee (/carnet/pagar, …). */
  send: PaymentSender<B & CardFields, T>;
  onPaid: (answer: Answered<T>, method?: string) => void;
  /** The button's words when they are not "Pay now" (a fee names its amount). */
  submitLabel?: string;
}

/** Spec §5 card payment: number (Visa or MasterCard), expiry, CVC; one charge however often Pay is pressed. */
export function CardPaymentForm<B extends object, T = PaymentResult>({ base, send, onPaid, submitLabel }: Props<B, T>) {
  const { t } = useTranslation();
  const [schema] = useState(() => cardFormSchema());
  const form = useForm<CardValues, unknown, CardFields>({
    resolver: zodResolver(schema) as unknown as Resolver<CardValues, unknown, CardFields>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control } = form;
  const brand = cardBrandOf(cardDigits(useWatch({ control, name: 'numeroTarjeta' }) ?? ''));
  // The card as the confirmation and the receipt name it: brand and last four digits, never the number.
  const methodOf = (card: CardFields) => {
    const digits = cardDigits(card.numeroTarjeta);
    const known = cardBrandOf(digits);
    return t('payments.confirmCard', { brand: known ? BRAND_NAME[known] : '', last4: digits.slice(-4) }).trim();
  };
  const payment = usePaymentSubmission({ form, fields: CARD_FIELDS, base, send, onPaid, methodOf });

  return (
    <RequiredFields schema={schema}>
      <Box component="form" noValidate onSubmit={payment.submit} data-testid="card-form">
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="numeroTarjeta"
            label={t('payments.cardNumber')}
            autoComplete="cc-number"
            inputProps={{ inputMode: 'numeric', maxLength: 23 }}
            endAdornment={
              brand ? (
                <InputAdornment position="end">
                  <Chip size="small" color="primary" label={BRAND_NAME[brand]} data-testid="card-brand" />
                </InputAdornment>
              ) : undefined
            }
          />
          <CardRowFields
            control={control}
            fields={[
              {
                name: 'mesExpiracion',
                label: t('payments.expiryMonth'),
                autoComplete: 'cc-exp-month',
                maxLength: 2,
                placeholder: t('payments.monthPlaceholder'),
              },
              {
                name: 'anioExpiracion',
                label: t('payments.expiryYear'),
                autoComplete: 'cc-exp-year',
                maxLength: 4,
                placeholder: t('payments.yearPlaceholder'),
              },
              { name: 'cvc', label: t('payments.cvc'), autoComplete: 'cc-csc', maxLength: 3, secret: true },
            ]}
          />
          {payment.refusalCode === 'payments.cardCountExceeded' ? (
            // At the limit of cards the way out is to remove one that is no longer used (docs/decisions/0022).
            <Button component={RouterLink} to={SAVED_CARDS_PATH} variant="outlined" data-testid="card-manage-saved">
              {t('payments.manageCards')}
            </Button>
          ) : null}
          <PaymentFormEnd payment={payment} testId="card">
            {submitLabel ?? t('payments.payNow')}
          </PaymentFormEnd>
        </Stack>
      </Box>
    </RequiredFields>
  );
}
