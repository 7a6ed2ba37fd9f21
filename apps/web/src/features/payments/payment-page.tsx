import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductFromRoute, productDetailPath, productKeys } from '../products/index.ts';
import { AmountField, usePaymentAmount, useProductPayment } from './amount-field.tsx';
import { AskFriend } from './ask-friend.tsx';
import { CardPaymentForm } from './card-payment-form.tsx';
import { type MethodId, MethodTabs, type PaymentMethod } from './method-tabs.tsx';
import { hasNoWallet, useWallet } from './payment-means-api.ts';
import { PaymentResultView } from './payment-result.tsx';
import { type Answered, payByCard } from './payments-api.ts';
import { PrepaidPayment } from './prepaid-payment.tsx';
import { QrPayment } from './qr-payment.tsx';
import { WalletPayment } from './wallet-payment.tsx';

/** The methods this product can be paid with: the card first (what most people use), the others after it. */
function usePaymentMethods(product: ProductDetail, onPaid: (answer: Answered<PaymentResult>, method?: string) => void) {
  const { t } = useTranslation();
  const amount = usePaymentAmount(product);
  const base = useProductPayment(product.idProducto, product.moneda, amount.access);
  const wallet = useWallet();
  const [method, setMethod] = useState<MethodId>('card');
  // The QR view answers from an effect: a stable callback, or it would answer again on each render.
  const onQrPaid = useCallback(
    (answer: Answered<PaymentResult>) => onPaid(answer, t('payments.methodQr')),
    [onPaid, t],
  );
  const methods: PaymentMethod[] = [
    {
      id: 'card',
      label: t('payments.methodCard'),
      panel: <CardPaymentForm base={base} send={payByCard} onPaid={onPaid} />,
    },
  ];
  // Spec §6: QR only where the company takes it and QR payments are on.
  if (product.qrDisponible) {
    methods.push({
      id: 'qr',
      label: t('payments.methodQr'),
      panel: (
        <QrPayment
          idProducto={product.idProducto}
          currency={product.moneda}
          amount={amount.access}
          onPaid={onQrPaid}
          onPayByCard={() => setMethod('card')}
        />
      ),
    });
  }
  methods.push({
    id: 'prepaid',
    label: t('payments.methodPrepaid'),
    panel: <PrepaidPayment base={base} onPaid={onPaid} />,
  });
  // A customer without a wallet is not offered it; one that failed to load offers to try again.
  if (wallet.data || (wallet.isError && !hasNoWallet(wallet.error))) {
    methods.push({
      id: 'wallet',
      label: t('payments.methodWallet'),
      panel: wallet.data ? (
        <WalletPayment wallet={wallet.data} base={base} onPaid={onPaid} />
      ) : (
        <LoadError onRetry={() => void wallet.refetch()} />
      ),
    });
  }
  methods.push({
    id: 'friend',
    label: t('payments.methodFriend'),
    panel: <AskFriend idProducto={product.idProducto} amount={amount.access} />,
  });
  const shown = methods.some((m) => m.id === method) ? method : 'card';
  return { amount, methods, shown, setMethod };
}

function Payment({ product }: { product: ProductDetail }) {
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<{ answer: Answered<PaymentResult>; method?: string } | null>(null);
  const productPath = productDetailPath(product.marca, product.idProducto);

  // The debts, schedule, history and points shown anywhere changed with this payment.
  const onPaid = useCallback(
    (answer: Answered<PaymentResult>, method?: string) => {
      setPaid({ answer, method });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    [queryClient],
  );
  const { amount, methods, shown, setMethod } = usePaymentMethods(product, onPaid);

  if (paid) {
    return (
      <PaymentResultView
        result={paid.answer.data}
        currency={product.moneda}
        message={paid.answer.message}
        method={paid.method}
        productPath={productPath}
      />
    );
  }
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} data-testid="payment-form">
      <Stack spacing={2}>
        <AmountField control={amount.control} product={product} />
        <MethodTabs methods={methods} value={shown} onChange={setMethod} />
      </Stack>
    </Paper>
  );
}

/** /realizar-pago[-brand]/:idProducto: pay an amount of a product's debt by card, QR, prepaid code, points, or a friend. */
export default function PaymentPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="payment-page">
      <Typography variant="h1">{t('payments.title')}</Typography>
      <ProductFromRoute>
        {(product) => (
          <>
            <Link
              component={RouterLink}
              to={productDetailPath(product.marca, product.idProducto)}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="back-to-product"
            >
              {t('payments.backToProduct')}
            </Link>
            <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="product-summary">
              <ProductFacts product={product} />
            </Paper>
            <Payment product={product} />
          </>
        )}
      </ProductFromRoute>
    </Stack>
  );
}
