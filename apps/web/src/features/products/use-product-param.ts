import type { ProductSummary } from '@vo/domain/products/products.types';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { productIdOf } from './product-routes.ts';

/**
 * The product a page is about, kept in its address (`?idProducto=`): the detail page links to it, and a
 * product chosen on the page survives a reload and the back button. With a single candidate there is
 * nothing to choose, so it is taken.
 */
export function useProductParam(
  candidates?: readonly ProductSummary[],
): [number | null, (idProducto: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const idProducto = productIdOf(params.get('idProducto'));
  const choose = useCallback(
    // A choice in a select replaces the address; one from a list is a step the back button undoes.
    (id: number, { replace = true }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('idProducto', String(id));
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const only = candidates?.length === 1 ? candidates[0]!.idProducto : null;
  useEffect(() => {
    if (idProducto === null && only !== null) choose(only);
  }, [idProducto, only, choose]);
  return [idProducto, choose];
}
