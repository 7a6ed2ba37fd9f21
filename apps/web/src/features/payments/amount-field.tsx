import { zodResolver } from '@hookform/resolvers/zod';
import { amountInputText } from '@vo/domain/money';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { useMemo } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { centsOf, formatProductCents } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { AMOUNT_INPUT_MAX, type AmountValues, paymentAmountFormSchema, wireAmount } from './payment-amount.ts';
import type { PaymentBase } from './payment-submission.ts';

/** What the card form and the QR use of the amount field above them. */
export interface AmountAccess {
  /** Checks the amount (showing its message) and answers it as sent on the wire, or null. */
  read(): Promise<string | null>;
  /** Shows the server's refusal of the amount next to it. */
  refuse(message: string): void;
}

/**
 * The amount form, prefilled with what the server suggests (everything overdue, else the next instalment), or
 * with `suggestedCents` when a reminder's link named the instalment to pay.
 */
export function usePaymentAmount(
  product: ProductSummary,
  suggestedCents?: bigint,
): { control: Control<AmountValues>; access: AmountAccess } {
  const { t, i18n } = useTranslation();
  const debtCents = centsOf(product.deudaTotal);
  const language = i18n.language;
  const schema = useMemo(
    () =>
      paymentAmountFormSchema(
        debtCents,
        () => t('payments.amountAboveDebt', { debt: formatProductCents(debtCents, product.moneda, language) }),
        language,
      ),
    [debtCents, product.moneda, language, t],
  );
  const form = useForm<AmountValues>({
    resolver: zodResolver(schema) as unknown as Resolver<AmountValues>,
    mode: 'onTouched',
    // The suggestion comes as the wire writes it ("431.80"); the field shows it as the person writes it.
    defaultValues: { monto: amountInputText(suggestedCents ?? centsOf(product.montoSugerido), language) },
  });
  const { trigger, getValues, setError } = form;
  const access = useMemo<AmountAccess>(
    () => ({
      read: async () =>
        (await trigger('monto', { shouldFocus: true })) ? wireAmount(getValues('monto'), language) : null,
      refuse: (message) => setError('monto', { type: 'server', message }, { shouldFocus: true }),
    }),
    [trigger, getValues, setError, language],
  );
  return { control: form.control, access };
}

/** What a method pays on the payment page: this product, the amount of the field above the tabs. */
export function useProductPayment(
  idProducto: number,
  currency: string,
  amount: AmountAccess,
): PaymentBase<{ idProducto: number; monto: string }> {
  return useMemo(
    () => ({
      read: async () => {
        const monto = await amount.read();
        return monto ? { idProducto, monto } : null;
      },
      fields: ['monto'],
      refuse: (_field, message) => amount.refuse(message),
      charge: ({ monto }) => ({ monto, moneda: currency }),
    }),
    [idProducto, currency, amount],
  );
}

export function AmountField({ control, product }: { control: Control<AmountValues>; product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name="monto"
      required
      label={t('payments.amountLabel', { currency: product.moneda })}
      autoComplete="off"
      inputProps={{ inputMode: 'decimal', maxLength: AMOUNT_INPUT_MAX }}
      helperText={
        <AmountSentence
          write={([debt]) => t('payments.amountHint', { debt })}
          amounts={[<Amount key="debt" value={product.deudaTotal} currency={product.moneda} />]}
        />
      }
    />
  );
}
