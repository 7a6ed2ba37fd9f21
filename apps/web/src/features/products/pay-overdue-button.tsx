import Button from '@mui/material/Button';
import { overdueProducts } from '@vo/domain/products/what-is-owed.rules';
import { Link as RouterLink } from 'react-router';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { paymentPath } from './product-routes.ts';
import { useMyProducts } from './products-api.ts';

/**
 * The one way out of overdue instalments (docs/decisions/0045): a full-width red button with the amount on
 * it ("Pagar 1.836,08 US$"), to the payment of the product whose oldest overdue instalment is oldest (or of
 * the product a page is about, when that one is overdue); its
 * form offers that same amount first (montoSugerido: everything overdue). The same piece on the home's
 * overdue card and on every page the overdue instalments close (cabins, card, benefits). Nothing while
 * nothing is overdue.
 */
export function PayOverdueButton({ productId }: { productId?: number } = {}) {
  const { t } = useTranslation();
  const products = useMyProducts();
  const overdue = overdueProducts(products.data ?? []);
  // A page closed by one product's overdue instalments (its card, its benefit) pays that product.
  const oldest = overdue.find((product) => product.idProducto === productId) ?? overdue[0];
  if (!oldest) return null;
  return (
    <Button
      component={RouterLink}
      to={paymentPath(oldest.marca, oldest.idProducto)}
      variant="contained"
      color="error"
      size="large"
      fullWidth
      data-testid="pay-overdue"
      sx={{ minHeight: 52, fontSize: '1.0625rem', fontWeight: 700 }}
    >
      <AmountSentence
        write={([amount]) => t('money.pay', { amount })}
        amounts={[<Amount key="amount" value={oldest.montoSugerido} currency={oldest.moneda} />]}
      />
    </Button>
  );
}
