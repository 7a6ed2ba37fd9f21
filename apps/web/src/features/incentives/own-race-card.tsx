import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RaceStanding } from '@vo/domain/incentives/incentives.types';
import { formatCount } from '@vo/domain/money';
import { DetailLine } from '../../components/detail-line.tsx';
import { formatMonth } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The adviser's own place in the race: position, points, the cut-off and what the monthly-sales rule says. */
export function OwnRaceCard({ standing }: { standing: RaceStanding }) {
  const { t, i18n } = useTranslation();
  const own = standing.propio;
  const monthName = (month: string) => formatMonth(month, i18n.language, 'short');
  const count = (n: number) => formatCount(n, i18n.language);
  const insideTop = own.posicion !== null && own.distanciaCorte === 0 && own.calificacion !== 'fuera';
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="ranking-own">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2">{t('ranking.yourStanding')}</Typography>
          <Chip
            size="small"
            color={own.calificacion === 'fuera' ? 'error' : own.calificacion === 'en_gracia' ? 'warning' : 'success'}
            label={t(`ranking.qualification.${own.calificacion}`)}
            data-testid="ranking-qualification"
          />
        </Stack>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <DetailLine
            label={t('ranking.position')}
            value={own.posicion === null ? t('ranking.notRanked') : `#${own.posicion}`}
            testId="ranking-own-position"
          />
          <DetailLine label={t('ranking.points')} value={count(own.puntos)} testId="ranking-own-points" />
          <DetailLine label={t('ranking.sales')} value={String(own.ventas)} testId="ranking-own-sales" />
          <DetailLine label={t('ranking.cutoff')} value={count(own.puntosCorte)} testId="ranking-cutoff" />
          {own.distanciaCorte > 0 ? (
            <DetailLine label={t('ranking.distance')} value={count(own.distanciaCorte)} testId="ranking-distance" />
          ) : null}
        </Stack>
        {insideTop ? (
          <Alert severity="success" data-testid="ranking-inside-top">
            {t('ranking.insideTop')}
          </Alert>
        ) : null}
        {own.calificacion === 'en_gracia' ? (
          <Alert severity="warning">{t('ranking.qualification.en_gracia')}</Alert>
        ) : null}
        {own.motivo ? (
          <Alert severity="error" data-testid="ranking-loss">
            {t(`ranking.reason.${own.motivo}`)}
          </Alert>
        ) : null}
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {t('ranking.salesByMonth')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="ranking-months">
            {standing.carrera.meses.map((month, index) => (
              <Chip key={month} variant="outlined" label={`${monthName(month)}: ${own.ventasPorMes[index] ?? 0}`} />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
