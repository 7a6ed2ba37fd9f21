import Alert from '@mui/material/Alert';
import type { ProductSummary } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductSelect } from './product-select.tsx';
import { useMyProducts } from './products-api.ts';
import { useProductParam } from './use-product-param.ts';

interface Props {
  /**
   * What the page does with the chosen product: `id` is the address's, `product` null while nothing is
   * chosen or when the id is not one of the person's products.
   */
  children: (product: ProductSummary | null, id: number | null) => ReactNode;
}

/**
 * The first step of a page about one product (documents, contract, payment plan): which product, from
 * `?idProducto=` or chosen here. Someone without products is told so instead of being shown an empty choice.
 */
export function ProductChooser({ children }: Props) {
  const { t } = useTranslation();
  const products = useMyProducts();
  const [idProducto, choose] = useProductParam(products.data);

  if (products.isPending) return <PageSpinner />;
  if (products.isError) return <LoadError onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) {
    return (
      <Alert severity="info" data-testid="products-empty">
        {t('products.empty')}
      </Alert>
    );
  }
  const product = products.data.find((p) => p.idProducto === idProducto) ?? null;
  return (
    <>
      <ProductSelect products={products.data} value={idProducto} onChange={choose} />
      {children(product, idProducto)}
    </>
  );
}
