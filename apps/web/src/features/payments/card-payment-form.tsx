import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { type CardFields, cardBrandOf, cardDigits } from '@vo/domain/payments/card.rules';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import { type FormEvent, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form-text-field.tsx';
import { failureMessage, NetworkError } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import type { AmountAccess } from './amount-field.tsx';
import { type CardValues, cardFormSchema } from './card-form-schema.ts';
import { CardRowFields } from './card-row-fields.tsx';
import { createPaymentAttempts, isDefinitiveAnswer } from './payment-attempt.ts';
import { type Answered, type CardPaymentRequest, payByCard } from './payments-api.ts';

// The server names the field a refusal is about (data.campo): it is shown next to that field.
const CARD_FIELDS = ['numeroTarjeta', 'mesExpiracion', 'anioExpiracion', 'cvc'] as const;
const BRAND_NAME = { visa: 'Visa', mastercard: 'MasterCard' } as const;
const EMPTY: CardValues = { numeroTarjeta: '', mesExpiracion: '', anioExpiracion: '', cvc: '' };

interface Props {
  idProducto: number;
  amount: AmountAccess;
  onPaid: (answer: Answered<PaymentResult>) => void;
}

/** Spec §5 card payment: number (Visa or MasterCard), expiry, CVC; one charge however often Pay is pressed. */
export function CardPaymentForm({ idProducto, amount, onPaid }: Props) {
  const { t } = useTranslation();
  const [attempts] = useState(createPaymentAttempts);
  const [schema] = useState(() => cardFormSchema());
  const sending = useRef(false);
  const { control, handleSubmit, setError } = useForm<CardValues, unknown, CardFields>({
    resolver: zodResolver(schema) as unknown as Resolver<CardValues, unknown, CardFields>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const brand = cardBrandOf(cardDigits(useWatch({ control, name: 'numeroTarjeta' }) ?? ''));

  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: CardPaymentRequest; key: string }) => payByCard(request, key),
    // Paid or refused, the attempt is over; without an answer the next press must carry the same key.
    onSettled: (_answer, error) => {
      if (isDefinitiveAnswer(error)) attempts.settle();
    },
    onSuccess: onPaid,
    onError: (error) => {
      const onCard = serverFieldError(error, CARD_FIELDS);
      if (onCard) setError(onCard.field, { type: 'server', message: onCard.message }, { shouldFocus: true });
      const onAmount = serverFieldError(error, ['monto'] as const);
      if (onAmount) amount.refuse(onAmount.message);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is still being checked or sent does nothing.
    if (sending.current) return;
    sending.current = true;
    try {
      const monto = await amount.read();
      await handleSubmit(async (card) => {
        if (!monto) return;
        const request = { idProducto, monto, ...card };
        await mutation.mutateAsync({ request, key: attempts.keyFor(request) }).catch(() => undefined);
      })();
    } finally {
      sending.current = false;
    }
  };

  const error = mutation.error;
  const placed = serverFieldError(error, [...CARD_FIELDS, 'monto']) !== null;
  const refusal = placed ? null : failureMessage(error);

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="card-form">
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
        {refusal ? (
          <Alert severity="error" data-testid="card-refusal">
            {refusal}
          </Alert>
        ) : error instanceof NetworkError ? (
          <Alert severity="warning" data-testid="card-no-answer">
            {t('payments.noAnswer')}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} data-testid="card-submit">
          {t('payments.payNow')}
        </Button>
      </Stack>
    </Box>
  );
}
