import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatCalendarDate, formatMonth } from '../../lib/format-date.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useBestSeller } from './incentives-api.ts';
import { StandingTable } from './standing-table.tsx';

/** /bono-mejor-vendedor (hidden from the menu, spec §2): a month of a bonus cycle, its top 30 and the adviser's standing. */
export default function BestSellerPage() {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<{ ciclo: string; mes: string } | null>(null);
  const bonus = useBestSeller(choice);
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const dollars = (amount: string) => formatProductAmount(amount, 'USD', i18n.language);
  const monthName = (month: string) => formatMonth(month, i18n.language, 'longYear');

  if (bonus.isPending) return <PageSpinner />;
  if (bonus.isError) return <LoadError onRetry={() => void bonus.refetch()} />;
  const data = bonus.data;
  const own = data.propio;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, minWidth: 0 }} data-testid="best-seller-page">
      <Typography variant="h1">{t('bestSeller.title')}</Typography>
      <Typography color="text.secondary">{t('bestSeller.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          label={t('bestSeller.cycle')}
          value={data.ciclo}
          // A new cycle opens on its first month; the server says which months it has.
          onChange={(event) => {
            const cycle = data.ciclos.find((c) => c.id === event.target.value);
            if (cycle) setChoice({ ciclo: cycle.id, mes: cycle.desde.slice(0, 7) });
          }}
          sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'best-seller-cycle' } }}
        >
          {data.ciclos.map((cycle) => (
            <MenuItem key={cycle.id} value={cycle.id}>
              {`${date(cycle.desde)} – ${date(cycle.hasta)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('bestSeller.month')}
          value={data.mes}
          onChange={(event) => setChoice({ ciclo: data.ciclo, mes: event.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'best-seller-month' } }}
        >
          {data.meses.map((month) => (
            <MenuItem key={month} value={month}>
              {monthName(month)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('bestSeller.period', { from: date(data.desde), to: date(data.hasta) })}
      </Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="best-seller-own">
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('bestSeller.yourStanding')}
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <DetailLine
            label={t('ranking.position')}
            value={own.posicion === null ? t('ranking.notRanked') : `#${own.posicion}`}
            testId="best-seller-own-position"
          />
          <DetailLine label={t('ranking.sales')} value={String(own.ventas)} testId="best-seller-own-sales" />
          <DetailLine label={t('bestSeller.amount')} value={dollars(own.monto)} testId="best-seller-own-amount" />
          <DetailLine label={t('bestSeller.bonus')} value={dollars(own.bono)} testId="best-seller-own-bonus" />
        </Stack>
        {own.motivo ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(`ranking.reason.${own.motivo}`)}
          </Alert>
        ) : null}
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <StandingTable
          testId="best-seller-top"
          label={t('bestSeller.title')}
          rows={data.top}
          figureLabels={[t('bestSeller.amount'), t('bestSeller.bonus')]}
          figures={(row) => [dollars(row.monto), dollars(row.bono)]}
          ownPosition={own.posicion}
          emptyText={t('bestSeller.empty')}
        />
      </Paper>
    </Stack>
  );
}
