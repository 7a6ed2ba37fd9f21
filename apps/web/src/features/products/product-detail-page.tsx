import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProductDetail } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { centsOf } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InstalmentCards } from './instalment-cards.tsx';
import { InstalmentTable } from './instalment-table.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { ProductFromRoute } from './product-from-route.tsx';
import { ProductProgress } from './product-progress.tsx';
import {
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  paymentPath,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
  withProduct,
} from './product-routes.ts';
import { fetchStatement } from './products-api.ts';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Stack spacing={2}>
        <Typography variant="h2">{title}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The product's other pages: outlined like the statement, wrapping onto new lines on a phone. */
function ProductLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Button variant="outlined" component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Button>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Spec: below 600 px the wide table gives way to one card per instalment (no sideways scrolling).
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const upgrades = useFeatureFlags().membershipUpgrade;
  const id = product.idProducto;
  return (
    <>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="product-summary">
        <Stack spacing={2}>
          <ProductFacts product={product} />
          <ProductProgress product={product} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paymentPath(product.marca, product.idProducto)}
              disabled={centsOf(product.deudaTotal) === 0n}
              data-testid="product-pay"
            >
              {t('products.pay')}
            </Button>
            <PdfActions
              load={() => fetchStatement(product.idProducto)}
              downloadLabel={t('products.statement')}
              testId="product-statement"
            />
            <ProductLink to={withProduct(CONTRACT_PATH, id)} testId="product-contract-link">
              {t('products.contractLink')}
            </ProductLink>
            <ProductLink to={withProduct(DOCUMENTS_PATH, id)} testId="product-documents-link">
              {t('products.documentsLink')}
            </ProductLink>
            {/* A subscription has no instalments to reconfigure: its plan is chosen on its own page (decision 0016). */}
            {product.tipo === 'suscripcion' ? null : (
              <ProductLink to={withProduct(RECONFIGURE_PLAN_PATH, id)} testId="product-plan-link">
                {t('products.changePlanLink')}
              </ProductLink>
            )}
            {upgrades && product.tipo === 'membresia' ? (
              <ProductLink to={withProduct(UPGRADE_MEMBERSHIP_PATH, id)} testId="product-upgrade-link">
                {t('products.upgradeLink')}
              </ProductLink>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      <Section title={t('products.schedule')} testId="instalment-schedule">
        {product.cuotas.length === 0 ? (
          <Typography color="text.secondary">{t('products.noInstalments')}</Typography>
        ) : phone ? (
          <InstalmentCards product={product} />
        ) : (
          <InstalmentTable product={product} />
        )}
      </Section>
      <Section title={t('products.payments')} testId="product-payments">
        <PaymentHistory product={product} />
      </Section>
    </>
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
