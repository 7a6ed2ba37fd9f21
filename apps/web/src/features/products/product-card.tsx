import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { Link as RouterLink } from 'react-router';
import { ProductFacts } from '../../components/product-facts.tsx';
import { centsOf } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductProgress } from './product-progress.tsx';
import { paymentPath, productDetailPath } from './product-routes.ts';

/** One product of "My products": its facts, then its detail and its payment. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const id = product.idProducto;
  const paidOff = centsOf(product.deudaTotal) === 0n;
  return (
    <Paper
      component="li"
      elevation={0}
      data-testid={`product-card-${id}`}
      sx={{
        p: { xs: 2, sm: 3 },
        listStyle: 'none',
        borderLeft: 4,
        borderColor: product.cuotasVencidas > 0 ? 'error.main' : 'transparent',
      }}
    >
      <Stack spacing={2}>
        <ProductFacts product={product} />
        <ProductProgress product={product} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            component={RouterLink}
            to={productDetailPath(product.marca, id)}
            data-testid={`product-detail-${id}`}
          >
            {t('products.detail')}
          </Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={paymentPath(product.marca, id)}
            disabled={paidOff}
            data-testid={`product-pay-${id}`}
          >
            {t('products.pay')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
