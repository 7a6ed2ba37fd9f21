import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { RoomList } from './room-card.tsx';
import { useMyRooms } from './rooms-api.ts';

/** /eventos-aci: the adviser's rooms to come, and the ways to create, join and look back (spec §2). */
export default function RoomsPage() {
  const { t } = useTranslation();
  const rooms = useMyRooms();
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, minWidth: 0 }} data-testid="rooms-page">
      <Typography variant="h1">{t('rooms.page.title')}</Typography>
      <Typography color="text.secondary">{t('rooms.page.intro')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/eventos-aci/crear" data-testid="rooms-create">
          {t('rooms.page.create')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/eventos-aci/unirse" data-testid="rooms-join">
          {t('rooms.page.join')}
        </Button>
        <Button component={RouterLink} to="/eventos-aci/historial/sala" data-testid="rooms-history">
          {t('rooms.page.history')}
        </Button>
        <Button component={RouterLink} to="/eventos-aci/historial/invitados" data-testid="rooms-guest-history">
          {t('rooms.page.guestHistory')}
        </Button>
      </Stack>
      {rooms.isPending ? (
        <PageSpinner />
      ) : rooms.isError ? (
        <LoadError onRetry={() => void rooms.refetch()} />
      ) : (
        <RoomList rooms={rooms.data} empty={t('rooms.page.empty')} testId="rooms-upcoming" />
      )}
    </Stack>
  );
}
