import Box from '@mui/material/Box';
import type { DiscountWire } from '@vo/domain/prereservations/price-terms.wire';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * A price whose season-pass discount applies (spec §9, docs/decisions/0024): the list price, the discount on
 * its own line, and what is paid. Nothing when no discount applies: the price is shown where it always was.
 */
export function PriceLines({
  list,
  discount,
  price,
  currency,
}: {
  list: string;
  discount: DiscountWire | null;
  price: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  if (!discount) return null;
  const line = (label: string, value: string, testId: string, strong = false) => (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, fontWeight: strong ? 700 : 400 }}
    >
      <span>{label}</span>
      <Box component="span" data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="price-lines">
      {line(t('price.list'), amount(list, currency), 'price-list')}
      {line(
        t('price.discount', { percent: discount.porcentaje, date: formatCalendarDate(discount.hasta, i18n.language) }),
        `− ${amount(discount.monto, currency)}`,
        'price-discount',
      )}
      {line(t('price.final'), amount(price, currency), 'price-final', true)}
    </Box>
  );
}
