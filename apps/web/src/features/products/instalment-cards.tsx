import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/product-money.ts';
import { InstalmentStateChip, overdueTint } from './instalment-state.tsx';

/** Label and value in a cell of three small columns: the parts of an instalment fit 360 px that way. */
function Figure({ label, value, strong }: { label: MessageKey; value: string; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap>
        {t(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

const grid = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } as const;

/** The schedule on a phone: each instalment as a compact card instead of the wide table, then the totals. */
export function InstalmentCards({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const money = (value: string) => amount(value, product.moneda);
  const totals = product.totales;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t('products.schedule')}>
      {product.cuotas.map((row) => (
        <Paper
          key={row.nroCuota}
          component="li"
          variant="outlined"
          data-testid={`instalment-${row.nroCuota}`}
          data-state={row.estado}
          sx={{
            p: 1.5,
            listStyle: 'none',
            ...(row.estado === 'VENCIDA' ? { bgcolor: overdueTint, borderColor: 'error.main' } : {}),
          }}
        >
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t('products.instalmentTitle', {
                  number: row.nroCuota,
                  date: formatCalendarDate(row.fechaVencimiento, i18n.language),
                })}
              </Typography>
              <InstalmentStateChip estado={row.estado} />
            </Stack>
            <Box sx={grid}>
              <Figure label="products.amount" value={money(row.monto)} />
              <Figure label="products.paid" value={money(row.pagado)} />
              <Figure label="products.balance" value={money(row.saldo)} strong />
              <Figure label="products.capital" value={money(row.capital)} />
              <Figure label="products.interest" value={money(row.interes)} />
              <Figure label="products.fines" value={money(row.multas)} />
              <Figure label="products.expenses" value={money(row.gastos)} />
              <Figure label="products.formFee" value={money(row.formulario)} />
              <Figure label="products.receipt" value={row.nroRecibo ?? '—'} />
            </Box>
          </Stack>
        </Paper>
      ))}
      <Paper component="li" variant="outlined" data-testid="instalment-totals" sx={{ p: 1.5, listStyle: 'none' }}>
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 700 }}>{t('products.totals')}</Typography>
          <Box sx={grid}>
            <Figure label="products.amount" value={money(totals.monto)} />
            <Figure label="products.paid" value={money(totals.pagado)} />
            <Figure label="products.balance" value={money(product.deudaTotal)} strong />
            <Figure label="products.capital" value={money(totals.capital)} />
            <Figure label="products.interest" value={money(totals.interes)} />
            <Figure label="products.fines" value={money(totals.multas)} />
            <Figure label="products.expenses" value={money(totals.gastos)} />
            <Figure label="products.formFee" value={money(totals.formulario)} />
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
