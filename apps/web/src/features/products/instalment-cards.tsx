import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { InstalmentRow, ProductDetail } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { ChevronRightIcon } from '../../components/notification-icons.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InstalmentStateChip, overdueTint } from './instalment-state.tsx';

/** Label and value in a cell of three small columns: the parts of an instalment fit 360 px that way. */
function Figure({
  label,
  value,
  strong,
  wide,
}: {
  label: MessageKey;
  value: ReactNode;
  strong?: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" noWrap>
        {t(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, overflowWrap: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}

const grid = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } as const;

/**
 * A card that shows its headline and opens to the breakdown. A native <details>: a long schedule (ten
 * years is 120 instalments) stays a short scroll on a phone, and no script is needed to open it.
 */
function Expandable({ summary, open, children }: { summary: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <Box component="details" open={open} sx={{ '&[open] .chevron': { transform: 'rotate(90deg)' } }}>
      <Box
        component="summary"
        sx={{ listStyle: 'none', cursor: 'pointer', '&::-webkit-details-marker': { display: 'none' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <ChevronRightIcon
            className="chevron"
            fontSize="small"
            color="action"
            sx={{ transition: 'transform 150ms' }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>{summary}</Box>
        </Stack>
      </Box>
      <Box sx={{ ...grid, pt: 1, pl: 3.5 }}>{children}</Box>
    </Box>
  );
}

/** One instalment as a card that opens to its parts: the schedule's "next instalments". */
export function InstalmentCard({ row, currency }: { row: InstalmentRow; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => <Amount value={value} currency={currency} />;
  const overdue = row.estado === 'VENCIDA';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`instalment-${row.nroCuota}`}
      data-state={row.estado}
      sx={{ p: 1.5, listStyle: 'none', ...(overdue ? { bgcolor: overdueTint, borderColor: 'error.main' } : {}) }}
    >
      {/* Overdue instalments open by themselves: their fines and interest are what the person looks for. */}
      <Expandable
        open={overdue}
        summary={
          <Stack spacing={0.25}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('products.instalmentTitle', {
                  number: row.nroCuota,
                  date: formatCalendarDate(row.fechaVencimiento, i18n.language),
                })}
              </Typography>
              <InstalmentStateChip estado={row.estado} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <AmountSentence
                write={([amount, balance]) => t('products.instalmentLine', { amount, balance })}
                amounts={[
                  <Amount key="amount" value={row.monto} currency={currency} />,
                  <Amount key="balance" value={row.saldo} currency={currency} />,
                ]}
              />
            </Typography>
          </Stack>
        }
      >
        <Figure label="products.capital" value={money(row.capital)} />
        <Figure label="products.interest" value={money(row.interes)} />
        <Figure label="products.fines" value={money(row.multas)} />
        <Figure label="products.expenses" value={money(row.gastos)} />
        <Figure label="products.formFee" value={money(row.formulario)} />
        <Figure label="products.paid" value={money(row.pagado)} />
        <Figure label="products.receipt" value={row.nroRecibo ?? '—'} wide />
      </Expandable>
    </Paper>
  );
}

/** The schedule's totals as a card: what the plan comes to, what is paid and what is left. */
export function InstalmentTotals({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const money = (value: string) => <Amount value={value} currency={product.moneda} />;
  const totals = product.totales;
  return (
    <Paper variant="outlined" data-testid="instalment-totals" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 700 }}>{t('products.totals')}</Typography>
        {/* Two columns: the totals are the largest figures, and an amount never wraps to fit a third. */}
        <Box sx={{ ...grid, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
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
  );
}
