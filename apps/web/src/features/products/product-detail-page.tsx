import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { centsOf } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PaymentHistory } from './payment-history.tsx';
import { ProductFromRoute } from './product-from-route.tsx';
import { ProductMoreSheet } from './product-more-sheet.tsx';
import { ProductProgress } from './product-progress.tsx';
import { paymentPath } from './product-routes.ts';
import { SchedulePreview } from './schedule-preview.tsx';

function Section({
  title,
  testId,
  area,
  children,
}: {
  title: string;
  testId: string;
  area: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      elevation={0}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, gridArea: area }}
      data-testid={testId}
    >
      <Stack spacing={2}>
        <Typography variant="h2">{title}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const owes = centsOf(product.deudaTotal) > 0n;
  // On a desk: the product and its payments side by side, the schedule (a wide table when all is asked) below.
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gridTemplateAreas: { xs: '"summary" "schedule" "payments"', lg: '"summary payments" "schedule schedule"' },
        alignItems: 'start',
      }}
    >
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, gridArea: 'summary' }} data-testid="product-summary">
        <Stack spacing={2}>
          <ProductFacts product={product} />
          <ProductProgress product={product} />
          {/* One primary act, with its amount; the rest behind "More" (docs/decisions/0045). */}
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: owes ? 'auto auto' : 'auto' },
              justifyContent: { sm: 'start' },
            }}
          >
            {owes ? (
              <Button
                variant="contained"
                size="large"
                color={product.cuotasVencidas > 0 ? 'error' : 'primary'}
                component={RouterLink}
                to={paymentPath(product.marca, product.idProducto)}
                data-testid="product-pay"
                sx={{ minHeight: 52, fontWeight: 700 }}
              >
                <AmountSentence
                  write={([amount]) => t('money.pay', { amount })}
                  amounts={[<Amount key="pay" value={product.montoSugerido} currency={product.moneda} />]}
                />
              </Button>
            ) : null}
            <ProductMoreSheet product={product} />
          </Box>
        </Stack>
      </Paper>
      <Section title={t('products.schedule')} testId="instalment-schedule" area="schedule">
        {product.cuotas.length === 0 ? (
          <Typography color="text.secondary">{t('products.noInstalments')}</Typography>
        ) : (
          <SchedulePreview product={product} />
        )}
      </Section>
      <Section title={t('products.payments')} testId="product-payments" area="payments">
        <PaymentHistory product={product} />
      </Section>
    </Box>
  );
}

/** /detalle-productos[-brand]/:idProducto: the product, its instalment schedule and its payments. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, minWidth: 0 }} data-testid="product-detail-page">
      <Link component={RouterLink} to="/mi-producto" sx={{ alignSelf: 'flex-start' }} data-testid="back-to-products">
        {t('products.backToProducts')}
      </Link>
      <Typography variant="h1">{t('products.detailTitle')}</Typography>
      <ProductFromRoute>{(product) => <Detail product={product} />}</ProductFromRoute>
    </Stack>
  );
}
