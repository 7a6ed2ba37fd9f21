import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { businessDateOf } from '@vo/domain/time';
import { Link as RouterLink } from 'react-router';
import { formatInstantTime } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { SOLD_PRODUCTS_PATH, useSoldProducts } from '../catalogue/index.ts';
import { useRace, WayToTopSection } from '../incentives/index.ts';
import { useMyRooms } from '../rooms/index.ts';
import { HomeCard } from './home-card.tsx';

/**
 * An adviser's home answers "where do I stand, what next" (docs/decisions/0031): rank and points against the race's
 * cut-off, pending pre-reservations against the limit, and today's room. Each card reads the call of its
 * own page (race, sold products, rooms), in parallel; one that fails leaves the others (docs/decisions/0031).
 */
export function AdviserHome() {
  return (
    <Stack
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      data-testid="adviser-home"
    >
      <RaceCard />
      <PendingCard />
      <TodayRoomCard />
      <WayToTopSection />
    </Stack>
  );
}

function RaceCard() {
  const { t, i18n } = useTranslation();
  const race = useRace(null);
  const count = (n: number) => formatCount(n, i18n.language);
  const own = race.data?.propio;
  return (
    <HomeCard
      title={t('homes.raceTitle')}
      testId="home-race"
      action={
        <Button component={RouterLink} to="/ranking" data-testid="home-ranking-link">
          {t('homes.seeRace')}
        </Button>
      }
    >
      {own ? (
        <>
          <Typography sx={{ fontWeight: 700 }} data-testid="home-race-position">
            {own.posicion === null
              ? t('homes.raceNotRanked', { points: count(own.puntos) })
              : t('homes.racePosition', { position: own.posicion, points: count(own.puntos) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={own.puntosCorte > 0 ? Math.min(100, Math.round((own.puntos / own.puntosCorte) * 100)) : 100}
            color={own.distanciaCorte > 0 ? 'warning' : 'success'}
            aria-label={t('ranking.cutoff')}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" data-testid="home-race-cutoff">
            {own.distanciaCorte > 0
              ? t('homes.raceToCutoff', { points: count(own.distanciaCorte), cutoff: count(own.puntosCorte) })
              : t('homes.raceInside', { cutoff: count(own.puntosCorte) })}
          </Typography>
        </>
      ) : race.isPending ? (
        // The lines' own size while the race is on its way: what is below does not move when it comes (CLS).
        <>
          <Typography sx={{ fontWeight: 700 }}>
            <Skeleton width="70%" />
          </Typography>
          <Skeleton variant="rounded" height={10} />
          <Typography variant="body2">
            <Skeleton width="80%" />
          </Typography>
        </>
      ) : null}
    </HomeCard>
  );
}

function PendingCard() {
  const { t } = useTranslation();
  const sold = useSoldProducts();
  return (
    <HomeCard
      title={t('homes.pendingTitle')}
      testId="home-pending"
      action={
        <Button component={RouterLink} to={SOLD_PRODUCTS_PATH}>
          {t('homes.seeSold')}
        </Button>
      }
    >
      {sold.data ? (
        <>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="home-pending-count">
            {t('homes.pendingText', { count: sold.data.pendientes, max: sold.data.maximoPendientes })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round((sold.data.pendientes / Math.max(1, sold.data.maximoPendientes)) * 100)}
            aria-label={t('homes.pendingTitle')}
            sx={{ height: 10, borderRadius: 5 }}
          />
        </>
      ) : sold.isPending ? (
        <>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            <Skeleton width="50%" />
          </Typography>
          <Skeleton variant="rounded" height={10} />
        </>
      ) : null}
    </HomeCard>
  );
}

function TodayRoomCard() {
  const { t, i18n } = useTranslation();
  const rooms = useMyRooms();
  const today = businessDateOf(new Date());
  // Today's room, La Paz calendar: the earliest not cancelled nor over.
  const room = (rooms.data ?? [])
    .filter((r) => r.estado !== 'cancelada' && r.estado !== 'finalizada')
    .filter((r) => businessDateOf(new Date(r.fechaHora)) === today)
    .sort((a, b) => (a.fechaHora < b.fechaHora ? -1 : 1))[0];
  return (
    <HomeCard
      title={t('homes.roomTitle')}
      testId="home-room"
      action={
        room ? (
          <Button variant="contained" component={RouterLink} to={`/eventos-aci/sala/${room.idSala}`}>
            {t('homes.openRoom')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/eventos-aci">
            {t('homes.seeRooms')}
          </Button>
        )
      }
    >
      <Typography data-testid="home-room-text">
        {room ? (
          t('homes.roomText', {
            name: room.nombre,
            time: formatInstantTime(room.fechaHora, i18n.language),
            code: room.codigo,
          })
        ) : rooms.isSuccess ? (
          t('homes.noRoom')
        ) : rooms.isPending ? (
          <Skeleton width="60%" />
        ) : (
          ''
        )}
      </Typography>
    </HomeCard>
  );
}
