import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { cancelRoom, remindProspects, saveModerators, useRefreshRooms, useRoom } from './rooms-api.ts';
import { ShareRoomCode } from './share-room-code.tsx';
import { useRoomParams } from './use-room-params.ts';

/** /eventos-aci/sala/:id/administrar: the creator grants attendance permissions, reminds, or cancels with a reason. */
export default function ManageRoomPage() {
  const { t } = useTranslation();
  const { roomId } = useRoomParams();
  const room = useRoom(roomId);
  const refresh = useRefreshRooms();
  const [moderators, setModerators] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const done = async ({ message }: { message: string }) => {
    showToast('success', message);
    await refresh();
  };
  const saveMods = useMutation({
    mutationFn: (list: string) => saveModerators(roomId, list.split(/[\s,;]+/).filter(Boolean)),
    onSuccess: done,
  });
  const remind = useMutation({ mutationFn: () => remindProspects(roomId), onSuccess: done });
  const cancel = useMutation({
    mutationFn: () => cancelRoom(roomId, reason),
    onSuccess: async (answer) => {
      setCancelling(false);
      await done(answer);
    },
  });

  if (room.isPending) return <PageSpinner />;
  if (room.isError) return <LoadError onRetry={() => void room.refetch()} />;
  const r = room.data;
  const open = r.estado === 'programada';
  const currentModerators = moderators ?? r.moderadores.map((m) => m.ci).join(', ');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="manage-room-page">
      <Link component={RouterLink} to={`/eventos-aci/sala/${roomId}`}>
        {t('rooms.back')}
      </Link>
      <Typography variant="h1">{t('rooms.manage.title')}</Typography>
      <Typography color="text.secondary">{r.nombre}</Typography>
      {open ? (
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <DetailLine label={t('rooms.view.code')} value={r.codigo} testId="manage-room-code" />
            <ShareRoomCode room={r} testId="manage-share-code" />
          </Stack>
        </Paper>
      ) : null}
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography>{t('rooms.manage.moderatorsIntro')}</Typography>
          <TextInput
            name="moderadores"
            label={t('rooms.field.moderators')}
            value={currentModerators}
            onChange={(event) => setModerators(event.target.value)}
            error={saveMods.isError}
            helperText={failureMessage(saveMods.error) ?? undefined}
          />
          <Button
            variant="outlined"
            onClick={() => saveMods.mutate(currentModerators)}
            disabled={saveMods.isPending || r.estado === 'cancelada' || r.estado === 'finalizada'}
            data-testid="manage-save-moderators"
          >
            {t('rooms.manage.saveModerators')}
          </Button>
        </Stack>
      </Paper>
      {open ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/eventos-aci/sala/${roomId}/administrar/presentadores`}
            data-testid="manage-presenters"
          >
            {t('rooms.manage.presenters')}
          </Button>
          <Button onClick={() => remind.mutate()} disabled={remind.isPending} data-testid="manage-remind">
            {t('rooms.manage.remind')}
          </Button>
          <Button color="error" onClick={() => setCancelling(true)} data-testid="manage-cancel">
            {t('rooms.manage.cancel')}
          </Button>
        </Stack>
      ) : null}
      {cancelling ? (
        <ResponsiveDialog onClose={() => setCancelling(false)} titleId="cancel-room-title" testId="cancel-room-dialog">
          <DialogTitle id="cancel-room-title">{t('rooms.manage.cancel')}</DialogTitle>
          <DialogContent>
            <TextInput
              name="motivo"
              label={t('rooms.manage.cancelReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={cancel.isError}
              helperText={failureMessage(cancel.error) ?? undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCancelling(false)}>{t('rooms.manage.keep')}</Button>
            <Button
              color="error"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
              data-testid="cancel-room-confirm"
            >
              {t('rooms.manage.confirmCancel')}
            </Button>
          </DialogActions>
        </ResponsiveDialog>
      ) : null}
    </Stack>
  );
}
