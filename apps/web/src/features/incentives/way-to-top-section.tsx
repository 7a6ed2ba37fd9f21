import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BEST_SELLER_TOP, RACE_TOP, TYPICAL_SALE_MIN_OWN_SALES } from '@vo/domain/incentives/incentives-config';
import type { WayToTop } from '@vo/domain/incentives/way-to-top.wire';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { formatMonth } from '../../lib/format-date.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useWayToTop } from './incentives-api.ts';
import { ClosingList } from './way-to-top-closing.tsx';
import {
  CHART_BLOCK_MIN_HEIGHT,
  LIST_MIN_HEIGHT,
  LIST_ROW_HEIGHT,
  TILE_MIN_HEIGHT,
  TYPICAL_MIN_HEIGHT,
} from './way-to-top-sizes.ts';
import { StandingTile } from './way-to-top-standing.tsx';

// The chart library stays out of the home's first chunk: it arrives after the figures (docs/decisions/0031).
const MonthChart = lazy(() => import('./way-to-top-chart.tsx'));

const AREAS = {
  // On a phone the list comes last: the room it holds for three rows ends the section instead of splitting it.
  xs: `'race' 'bonus' 'typical' 'chart' 'close'`,
  md: `'race bonus' 'typical typical' 'close chart'`,
};

/**
 * The adviser's way to the top (docs/decisions/0065): where she stands in the travel race (top 40) and the month's
 * best-seller bonus (top 30), how far each cut-off is in dollars and typical sales, which pending pre-reservations
 * close it once their initial fee is paid, and her month against the cut-off. Its space is held from the first frame
 * (a skeleton of the same blocks and heights), so nothing below it moves when it arrives; the realtime channel
 * refreshes it when the standings move.
 */
export function WayToTopSection() {
  const { t } = useTranslation();
  const way = useWayToTop();
  return (
    <Paper
      component="section"
      elevation={0}
      aria-labelledby="way-to-top-title"
      aria-busy={way.isPending}
      sx={{ gridColumn: '1 / -1', p: { xs: 2, sm: 3 }, minWidth: 0 }}
      data-testid="home-way"
    >
      <Typography id="way-to-top-title" variant="h2" sx={{ fontSize: { xs: '1.15rem', sm: '1.3rem' }, mb: 2 }}>
        {t('wayToTop.title')}
      </Typography>
      {way.data ? (
        <WayToTopBody way={way.data} />
      ) : way.isError ? (
        <Box sx={{ minHeight: LIST_MIN_HEIGHT }}>
          <LoadError message="wayToTop.loadError" onRetry={() => void way.refetch()} />
        </Box>
      ) : (
        <WayToTopSkeleton />
      )}
    </Paper>
  );
}

function Areas({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gridTemplateAreas: AREAS,
      }}
    >
      {children}
    </Box>
  );
}

function WayToTopBody({ way }: { way: WayToTop }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatProductAmount(amount, 'USD', i18n.language);
  const monthName = formatMonth(way.bono.mes, i18n.language, 'long');
  return (
    <Areas>
      <StandingTile
        area="race"
        testId="home-way-race"
        title={t('wayToTop.raceTitle', { top: RACE_TOP })}
        standing={way.carrera}
      />
      <StandingTile
        area="bonus"
        testId="home-way-bonus"
        title={t('wayToTop.bonusTitle', { top: BEST_SELLER_TOP, month: monthName })}
        standing={way.bono}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridArea: 'typical', minHeight: TYPICAL_MIN_HEIGHT }}
        data-testid="home-way-typical"
      >
        {way.ventaTipica
          ? t(way.ventaTipica.fuente === 'propia' ? 'wayToTop.typicalOwn' : 'wayToTop.typicalMarket', {
              amount: money(way.ventaTipica.monto),
              min: TYPICAL_SALE_MIN_OWN_SALES,
            })
          : ''}
      </Typography>
      <Box sx={{ gridArea: 'close', minHeight: LIST_MIN_HEIGHT, minWidth: 0 }}>
        <ClosingList way={way} />
      </Box>
      <Box sx={{ gridArea: 'chart', minHeight: CHART_BLOCK_MIN_HEIGHT, minWidth: 0 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_BLOCK_MIN_HEIGHT} />}>
          <MonthChart way={way} />
        </Suspense>
      </Box>
    </Areas>
  );
}

/** The section's blocks at their final heights, still under reduced motion (docs/decisions/0061). */
function WayToTopSkeleton() {
  return (
    <Areas testId="home-way-skeleton">
      <Skeleton variant="rounded" animation={false} sx={{ gridArea: 'race', height: TILE_MIN_HEIGHT }} />
      <Skeleton variant="rounded" animation={false} sx={{ gridArea: 'bonus', height: TILE_MIN_HEIGHT }} />
      <Skeleton variant="text" animation={false} sx={{ gridArea: 'typical', alignSelf: 'start' }} />
      <Box sx={{ gridArea: 'typical', minHeight: TYPICAL_MIN_HEIGHT }} />
      <Stack spacing={1} sx={{ gridArea: 'close', minHeight: LIST_MIN_HEIGHT }}>
        <Skeleton variant="text" animation={false} width="60%" />
        <Skeleton variant="rounded" animation={false} height={LIST_ROW_HEIGHT} />
        <Skeleton variant="rounded" animation={false} height={LIST_ROW_HEIGHT} />
      </Stack>
      <Skeleton variant="rounded" animation={false} height={CHART_BLOCK_MIN_HEIGHT} sx={{ gridArea: 'chart' }} />
    </Areas>
  );
}
