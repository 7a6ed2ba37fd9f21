import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductFromRoute, productDetailPath, productKeys } from '../products/index.ts';
import { useHomeData } from '../session/index.ts';
import { AmountField, usePaymentAmount, useProductPayment } from './amount-field.tsx';
import { AskFriend } from './ask-friend.tsx';
import { CardPaymentForm } from './card-payment-form.tsx';
import { type LinkedInstalment, linkedInstalment } from './linked-instalment.ts';
import { LinkedInstalmentNotice } from './linked-instalment-notice.tsx';
import { hasNoWallet, useWallet } from './payment-means-api.ts';
import { type MethodId, PaymentMeansList, type PaymentMethod } from './payment-means-list.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { type Answered, payByCard } from './payments-api.ts';
import { PrepaidPayment } from './prepaid-payment.tsx';
import { QrPayment } from './qr-payment.tsx';
import { WalletPayment } from './wallet-payment.tsx';

/**
 * The means this product can be paid with, in the order people in Bolivia use them (docs/decisions/0045):
 * QR first where the product's company takes it, then card, prepaid code, points, and a friend.
 */
function usePaymentMethods(
  product: ProductDetail,
  linked: LinkedInstalment,
  onPaid: (answer: Answered<PaymentResult>, method?: string) => void,
) {
  const { t } = useTranslation();
  const amount = usePaymentAmount(product, linked.kind === 'found' ? linked.totalCents : undefined);
  const base = useProductPayment(product.idProducto, product.moneda, amount.access);
  const wallet = useWallet();
  const [method, setMethod] = useState<MethodId | null>(null);
  // The QR view answers from an effect: a stable callback, or it would answer again on each render.
  const onQrPaid = useCallback(
    (answer: Answered<PaymentResult>) => onPaid(answer, t('payments.methodQr')),
    [onPaid, t],
  );
  const methods: PaymentMethod[] = [];
  // Spec §6: QR only where the company takes it and QR payments are on.
  if (product.qrDisponible) {
    methods.push({
      id: 'qr',
      label: t('payments.methodQr'),
      hint: t('payments.meansQrHint'),
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
  methods.push(
    {
      id: 'card',
      label: t('payments.methodCard'),
      hint: t('payments.meansCardHint'),
      panel: <CardPaymentForm base={base} send={payByCard} onPaid={onPaid} />,
    },
    {
      id: 'prepaid',
      label: t('payments.methodPrepaid'),
      hint: t('payments.meansPrepaidHint'),
      panel: <PrepaidPayment base={base} onPaid={onPaid} />,
    },
  );
  // A customer without a wallet is not offered it; one that failed to load offers to try again.
  if (wallet.data || (wallet.isError && !hasNoWallet(wallet.error))) {
    methods.push({
      id: 'wallet',
      label: t('payments.methodWallet'),
      hint: t('payments.meansWalletHint'),
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
    hint: t('payments.meansFriendHint'),
    panel: <AskFriend idProducto={product.idProducto} amount={amount.access} />,
  });
  const shown = methods.some((m) => m.id === method) ? method : null;
  return { amount, methods, shown, setMethod };
}

function Payment({
  product,
  onPaid,
}: {
  product: ProductDetail;
  onPaid: (answer: Answered<PaymentResult>, method?: string) => void;
}) {
  // A reminder's link (`?cuota=N`, docs/decisions/0063) names the instalment to pay: read once per schedule.
  const [params] = useSearchParams();
  const cuota = params.get('cuota');
  const linked = useMemo(() => linkedInstalment(product.cuotas, cuota), [product.cuotas, cuota]);
  const { amount, methods, shown, setMethod } = usePaymentMethods(product, linked, onPaid);
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} data-testid="payment-form">
      <Stack spacing={3}>
        <LinkedInstalmentNotice linked={linked} currency={product.moneda} />
        <AmountField control={amount.control} product={product} />
        <PaymentMeansList methods={methods} value={shown} onChange={setMethod} />
      </Stack>
    </Paper>
  );
}

/**
 * The payment of one product, then its success screen in place of the whole page (docs/decisions/0045): the
 * page is no longer titled "Make a payment" once it is made.
 */
function PaymentOrSuccess({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<{ answer: Answered<PaymentResult>; method?: string } | null>(null);
  // Where the receipt will be sent is known before it is: the success screen says it at once.
  useHomeData();
  const productPath = productDetailPath(product.marca, product.idProducto);
  // The debts, schedule, history and points shown anywhere changed with this payment.
  const onPaid = useCallback(
    (answer: Answered<PaymentResult>, method?: string) => {
      setPaid({ answer, method });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    [queryClient],
  );
  if (paid) {
    return (
      <PaymentSuccess result={paid.answer.data} product={product} method={paid.method} productPath={productPath} />
    );
  }
  // On a desk: what is paid for beside how it is paid, not one phone column in the middle.
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, minWidth: 0 }}>
      <Typography variant="h1">{t('payments.title')}</Typography>
      <Link component={RouterLink} to={productPath} sx={{ alignSelf: 'flex-start' }} data-testid="back-to-product">
        {t('payments.backToProduct')}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="product-summary">
          <ProductFacts product={product} />
        </Paper>
        <Payment product={product} onPaid={onPaid} />
      </Box>
    </Stack>
  );
}

/** /realizar-pago[-brand]/:idProducto: pay an amount of a product's debt by QR, card, prepaid code, points, or a friend. */
export default function PaymentPage() {
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="payment-page">
      <ProductFromRoute>{(product) => <PaymentOrSuccess product={product} />}</ProductFromRoute>
    </Stack>
  );
}
