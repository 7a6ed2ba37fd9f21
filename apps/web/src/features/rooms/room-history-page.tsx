import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { RoomList } from './room-card.tsx';
import { useRoomHistory } from './rooms-api.ts';

/** /eventos-aci/historial/sala: every room the adviser has been in, newest first, with its state. */
export default function RoomHistoryPage() {
  const { t } = useTranslation();
  const rooms = useRoomHistory();
  if (rooms.isPending) return <PageSpinner />;
  if (rooms.isError) return <LoadError onRetry={() => void rooms.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, minWidth: 0 }} data-testid="room-history-page">
      <Typography variant="h1">{t('rooms.history.title')}</Typography>
      <RoomList rooms={rooms.data} empty={t('rooms.history.empty')} testId="room-history" />
    </Stack>
  );
}
