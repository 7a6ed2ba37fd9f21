import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { WayToTop } from '@vo/domain/incentives/way-to-top.wire';
import { centsOf, formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { TILE_MIN_HEIGHT } from './way-to-top-sizes.ts';

type Standing = WayToTop['carrera'] | WayToTop['bono'];

/** One standing (the race's or the bonus's): her place, and how far the cut-off is in dollars and typical sales. */
export function StandingTile({
  area,
  title,
  standing,
  testId,
}: {
  area: string;
  title: string;
  standing: Standing;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatProductAmount(amount, 'USD', i18n.language);
  const own = centsOf(standing.monto);
  const cutoff = centsOf(standing.corte);
  // How much of the way to the cut-off she has come: full inside the top.
  const progress = standing.dentro || cutoff <= 0n ? 100 : Math.max(0, Math.min(100, Number((own * 100n) / cutoff)));
  const lost = standing.motivo !== null;
  return (
    <Box
      component="article"
      aria-label={title}
      data-testid={testId}
      sx={{
        gridArea: area,
        minHeight: TILE_MIN_HEIGHT,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid={`${testId}-position`}>
        {standing.posicion === null ? t('wayToTop.notRanked') : t('wayToTop.position', { position: standing.posicion })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        color={standing.dentro ? 'success' : 'warning'}
        aria-label={title}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" data-testid={`${testId}-distance`}>
        {lost
          ? t('wayToTop.lost')
          : standing.dentro
            ? t('wayToTop.inside', { cutoff: money(standing.corte) })
            : t('wayToTop.distance', { amount: money(standing.distancia), cutoff: money(standing.corte) })}
      </Typography>
      {!lost && !standing.dentro && standing.ventasTipicas !== null ? (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-typical-sales`}>
          {t('wayToTop.typicalSales', { count: standing.ventasTipicas })}
        </Typography>
      ) : null}
    </Box>
  );
}
