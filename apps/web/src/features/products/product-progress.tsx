import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * How far along a product is, as a bar: "15 of 48 instalments paid" and the amount left (docs/decisions/0031). A plain
 * MUI bar, not a chart: it shows on home and "My products", which must not wait for the chart library.
 */
export function ProductProgress({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const total = product.cuotasTotales;
  if (total === 0) return null;
  const paid = product.cuotasPagadas;
  const label = t('homes.progress', { paid, total });
  return (
    <Stack spacing={0.5} data-testid={`product-progress-${product.idProducto}`}>
      <LinearProgress
        variant="determinate"
        value={Math.round((paid / total) * 100)}
        color={product.cuotasVencidas > 0 ? 'error' : 'primary'}
        aria-label={label}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="product-progress-count">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="product-progress-left">
          <AmountSentence
            write={([left]) => t('homes.left', { amount: left })}
            amounts={[<Amount key="left" value={product.deudaTotal} currency={product.moneda} />]}
          />
        </Typography>
      </Stack>
    </Stack>
  );
}
