import Button, { type ButtonProps } from '@mui/material/Button';
import { overdueProducts } from '@vo/domain/products/what-is-owed.rules';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paymentPath } from './product-routes.ts';
import { useMyProducts } from './products-api.ts';

/**
 * "Pay the overdue instalments": straight to the payment of the product whose oldest overdue instalment is
 * oldest (its form offers everything overdue first), not to the product list. Pages blocked for overdue
 * instalments (cabins, card, benefits) and the customer's home offer it. Nothing while nothing is overdue.
 */
export function PayOverdueButton(props: Pick<ButtonProps, 'variant' | 'color' | 'size' | 'sx'>) {
  const { t } = useTranslation();
  const products = useMyProducts();
  const oldest = overdueProducts(products.data ?? [])[0];
  if (!oldest) return null;
  return (
    <Button
      component={RouterLink}
      to={paymentPath(oldest.marca, oldest.idProducto)}
      data-testid="pay-overdue"
      {...props}
    >
      {t('homes.payOverdue')}
    </Button>
  );
}
