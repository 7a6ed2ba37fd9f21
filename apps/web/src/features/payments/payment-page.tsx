import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { productKeys } from '../../lib/product-keys.ts';
import { productDetailPath, productIdOf } from '../../lib/product-routes.ts';
import { isProductNotFound, useProductDetail } from '../../lib/products-api.ts';
import { AmountField, usePaymentAmount } from './amount-field.tsx';
import { CardPaymentForm } from './card-payment-form.tsx';
import { PaymentResultView } from './payment-result.tsx';
import type { Answered } from './payments-api.ts';
import { QrPayment } from './qr-payment.tsx';

type Method = 'card' | 'qr';

function Payment({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amount = usePaymentAmount(product);
  const [method, setMethod] = useState<Method>('card');
  const [paid, setPaid] = useState<Answered<PaymentResult> | null>(null);
  const productPath = productDetailPath(product.marca, product.idProducto);

  // The debts, schedule and history shown anywhere changed with this payment.
  const onPaid = useCallback(
    (answer: Answered<PaymentResult>) => {
      setPaid(answer);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    [queryClient],
  );

  if (paid) {
    return (
      <PaymentResultView
        result={paid.data}
        currency={product.moneda}
        message={paid.message}
        productPath={productPath}
      />
    );
  }
  // Spec §6: QR only where the company takes it and QR payments are on.
  const shown: Method = product.qrDisponible ? method : 'card';
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="payment-form">
      <Stack spacing={2}>
        <AmountField control={amount.control} product={product} />
        <Tabs
          value={shown}
          onChange={(_event, next: Method) => setMethod(next)}
          variant="fullWidth"
          aria-label={t('payments.method')}
          sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none' } }}
        >
          <Tab
            value="card"
            label={t('payments.methodCard')}
            id="method-card"
            aria-controls="method-card-panel"
            data-testid="method-card"
          />
          {product.qrDisponible ? (
            <Tab
              value="qr"
              label={t('payments.methodQr')}
              id="method-qr"
              aria-controls="method-qr-panel"
              data-testid="method-qr"
            />
          ) : null}
        </Tabs>
        {/* Both stay mounted: a QR already generated keeps waiting while the person looks at the card form. */}
        <Box role="tabpanel" id="method-card-panel" aria-labelledby="method-card" hidden={shown !== 'card'}>
          <CardPaymentForm idProducto={product.idProducto} amount={amount.access} onPaid={onPaid} />
        </Box>
        {product.qrDisponible ? (
          <Box role="tabpanel" id="method-qr-panel" aria-labelledby="method-qr" hidden={shown !== 'qr'}>
            <QrPayment
              idProducto={product.idProducto}
              currency={product.moneda}
              amount={amount.access}
              onPaid={onPaid}
              onPayByCard={() => setMethod('card')}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /realizar-pago[-brand]/:idProducto: pay an amount of a product's debt by card or QR. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const idProducto = productIdOf(useParams().idProducto);
  const detail = useProductDetail(idProducto);

  let body: ReactNode;
  if (idProducto === null || isProductNotFound(detail.error)) {
    body = (
      <Alert severity="warning" data-testid="product-not-found">
        {t('products.notFound')}
      </Alert>
    );
  } else if (detail.isPending) body = <PageSpinner />;
  else if (detail.isError) body = <LoadError onRetry={() => void detail.refetch()} />;
  else {
    body = (
      <>
        <Link
          component={RouterLink}
          to={productDetailPath(detail.data.marca, detail.data.idProducto)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="back-to-product"
        >
          {t('payments.backToProduct')}
        </Link>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="product-summary">
          <ProductFacts product={detail.data} />
        </Paper>
        <Payment product={detail.data} />
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="payment-page">
      <Typography variant="h1">{t('payments.title')}</Typography>
      {body}
    </Stack>
  );
}
