import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { Suspense, useState } from 'react';
import { ChartPicture, DayRangeFields, PageNav, StackedBars } from '../../back-office/shared/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CountsTable } from './counts-table.tsx';
import { useSalesSummary } from './sales-admin-api.ts';

/**
 * Pre-reservations of a range of days (at most a month): by project as a chart with its table, and by adviser,
 * the busiest first, a page at a time (thousands of advisers sell in a month).
 */
export function SalesSummary() {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [page, setPage] = useState(1);
  const summary = useSalesSummary(range, page);
  const byProject = summary.data?.porProyecto ?? [];
  const sum = (key: 'prerreservas' | 'reservas' | 'compras') => byProject.reduce((n, row) => n + row[key], 0);

  return (
    <>
      <DayRangeFields
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        failure={summary.error}
        testId="sales"
      />
      <Paper component="figure" elevation={0} sx={{ p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography variant="h2" component="figcaption">
          {t('adminSales.byProject')}
        </Typography>
        {/* A picture; its text alternative is the summary and the table below. */}
        <ChartPicture>
          {byProject.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={240}
                labels={byProject.map((row) => row.proyecto)}
                series={[
                  { data: byProject.map((row) => row.prerreservas), label: t('adminSales.prereserved') },
                  { data: byProject.map((row) => row.reservas), label: t('adminSales.reserved') },
                  { data: byProject.map((row) => row.compras), label: t('adminSales.purchased') },
                ]}
              />
            </Suspense>
          )}
        </ChartPicture>
        <Typography variant="body2" data-testid="sales-chart-summary">
          {t('adminSales.chartSummary', {
            prereserved: count(sum('prerreservas')),
            reserved: count(sum('reservas')),
            purchased: count(sum('compras')),
          })}
        </Typography>
        <CountsTable
          label={t('adminSales.byProject')}
          first={t('adminSales.project')}
          rows={byProject.map((row) => ({ id: row.idProyecto, name: row.proyecto, ...row }))}
          testId="sales-project-row"
        />
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Typography variant="h2">{t('adminSales.byAdviser')}</Typography>
        <CountsTable
          label={t('adminSales.byAdviser')}
          first={t('adminSales.adviser')}
          rows={(summary.data?.porAsesor.filas ?? []).map((row) => ({ id: row.idAsesor, name: row.asesor, ...row }))}
          testId="sales-adviser-row"
        />
        {summary.data?.porAsesor.filas.length === 0 && <Typography sx={{ py: 2 }}>{t('adminSales.empty')}</Typography>}
        <PageNav page={page} list={summary.data?.porAsesor} onPage={setPage} testId="sales-advisers" />
      </Paper>
    </>
  );
}
