import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PRODUCT_KIND_LABEL } from '../../components/product-facts.tsx';
import { formatProductCents } from '../../lib/product-money.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { accountBalance } from './account-balance.ts';
import { productDetailPath } from './product-routes.ts';
import { useMyProducts } from './products-api.ts';

function BalanceLine({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const overdue = product.cuotasVencidas > 0;
  return (
    <Box
      component="li"
      data-testid={`balance-line-${product.idProducto}`}
      sx={{ ...DIVIDED_ROW_SX, alignItems: 'normal', columnGap: 1 }}
    >
      <Stack sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={productDetailPath(product.marca, product.idProducto)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {product.descripcion}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {t(PRODUCT_KIND_LABEL[product.tipo])} · {t('products.contract')} {product.nroContrato}
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'flex-end', ml: 'auto' }}>
        <Typography sx={{ fontWeight: 700 }}>{amount(product.deudaTotal, product.moneda)}</Typography>
        {overdue ? (
          <Typography variant="body2" color="error">
            {t('products.overdueAmount', { amount: amount(product.deudaVencida, product.moneda) })}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/** /saldo-cuenta (not in the menu): what the person owes over all their products, and on each. */
export default function AccountBalancePage() {
  const { t, i18n } = useTranslation();
  const products = useMyProducts();

  if (products.isPending) return <PageSpinner />;
  if (products.isError) return <LoadError onRetry={() => void products.refetch()} />;
  const totals = accountBalance(products.data);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="balance-page">
      <Typography variant="h1">{t('products.balanceTitle')}</Typography>
      {products.data.length === 0 ? (
        <Alert severity="info" data-testid="products-empty">
          {t('products.empty')}
        </Alert>
      ) : (
        <>
          {totals.map((total) => (
            <Paper
              key={total.currency}
              elevation={0}
              sx={{ p: { xs: 2, sm: 3 } }}
              data-testid={`balance-total-${total.currency}`}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                <DetailLine
                  label={t('products.totalDebt')}
                  value={formatProductCents(total.debtCents, total.currency, i18n.language)}
                  testId="balance-total"
                />
                <Stack spacing={0.25} sx={{ color: total.overdueInstalments > 0 ? 'error.main' : 'inherit' }}>
                  <DetailLine
                    label={t('products.overdueDebt')}
                    value={formatProductCents(total.overdueCents, total.currency, i18n.language)}
                    testId="balance-overdue"
                  />
                  {total.overdueInstalments > 0 ? (
                    <Typography variant="body2">
                      {t('products.overdueInstalments', { count: total.overdueInstalments })}
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
            </Paper>
          ))}
          <Paper elevation={0} sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {products.data.map((product) => (
                <BalanceLine key={product.idProducto} product={product} />
              ))}
            </Box>
          </Paper>
        </>
      )}
    </Stack>
  );
}
