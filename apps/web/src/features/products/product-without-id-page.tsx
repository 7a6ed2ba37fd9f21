import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { productWithoutId } from './product-routes.ts';
import { useMyProducts } from './products-api.ts';

/**
 * `/detalle-productos[-brand]` and `/realizar-pago[-brand]` opened without a product id (an old bookmark, the
 * native app's menu): instead of "not found", the only product, or the list to choose from (docs/decisions/0028).
 * The address is replaced, so the back button does not bounce here again.
 */
export default function ProductWithoutIdPage() {
  const { pathname } = useLocation();
  const products = useMyProducts();
  if (products.isPending) return <PageSpinner />;
  if (products.isError) return <LoadError onRetry={() => void products.refetch()} />;
  return <Navigate to={productWithoutId(pathname, products.data)} replace />;
}
