import Alert from '@mui/material/Alert';
import type { ProductDetail } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { productIdOf } from './product-routes.ts';
import { isProductNotFound, useProductDetail } from './products-api.ts';

/**
 * The product named by the route's :idProducto, once loaded: a spinner meanwhile, "does not exist"
 * for an unknown id or someone else's (the server answers both alike), a retry on a failed load.
 */
export function ProductFromRoute({ children }: { children: (product: ProductDetail) => ReactNode }) {
  const { t } = useTranslation();
  const idProducto = productIdOf(useParams().idProducto);
  const detail = useProductDetail(idProducto);
  if (idProducto === null || isProductNotFound(detail.error)) {
    return (
      <Alert severity="warning" data-testid="product-not-found">
        {t('products.notFound')}
      </Alert>
    );
  }
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  return children(detail.data);
}
