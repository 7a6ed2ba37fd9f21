import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useRace } from './incentives-api.ts';
import { OwnRaceCard } from './own-race-card.tsx';
import { raceChoices } from './race-options.ts';
import { StandingTable } from './standing-table.tsx';

// The chart library comes only with the pictures, after the page's own data (decision 0031).
const RaceCharts = lazy(() => import('./race-charts.tsx'));

/** /ranking (hidden from the menu, spec §2): the travel race of the semester, its top 40 and the adviser's place. */
export default function RankingPage() {
  const { t, i18n } = useTranslation();
  const choices = useMemo(() => raceChoices(new Date()), []);
  const [carrera, setCarrera] = useState<string | null>(null);
  const race = useRace(carrera);
  const date = (d: string) => formatCalendarDate(d, i18n.language);

  if (race.isPending) return <PageSpinner />;
  if (race.isError) return <LoadError onRetry={() => void race.refetch()} />;
  const data = race.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, minWidth: 0 }} data-testid="ranking-page">
      <Typography variant="h1">{t('ranking.title')}</Typography>
      <Typography color="text.secondary">{t('ranking.intro')}</Typography>
      <TextField
        select
        label={t('ranking.race')}
        value={data.carrera.id}
        onChange={(event) => setCarrera(event.target.value)}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { 'data-testid': 'ranking-race' } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {t('ranking.raceOption', { from: date(choice.from), to: date(choice.to) })}
          </MenuItem>
        ))}
      </TextField>
      <OwnRaceCard standing={data} />
      <Suspense fallback={null}>
        <RaceCharts standing={data} />
      </Suspense>
      <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('ranking.top')}
        </Typography>
        <StandingTable
          testId="ranking-top"
          label={t('ranking.top')}
          rows={data.top}
          figureLabels={[t('ranking.points'), t('ranking.sales')]}
          figures={(row) => [formatCount(row.puntos, i18n.language), String(row.ventas)]}
          ownPosition={data.propio.posicion}
          emptyText={t('ranking.empty')}
        />
        <Typography variant="caption" color="text.secondary">
          {t('ranking.updated', { time: formatInstant(data.actualizadoEn, i18n.language) })}
        </Typography>
      </Paper>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/bono-mejor-vendedor">
          {t('menu.bestSeller')}
        </Link>
        <Link component={RouterLink} to="/informacion">
          {t('menu.incentives')}
        </Link>
      </Stack>
    </Stack>
  );
}
