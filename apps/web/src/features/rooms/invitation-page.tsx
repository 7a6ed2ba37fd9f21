import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { markConverted, useInvitation, useRefreshRooms, withdrawInvitation } from './rooms-api.ts';
import { useRoomParams } from './use-room-params.ts';

/** /eventos-aci/sala/:id/invitacion/:idinvitacion: one prospect; their inviter may withdraw them or mark them converted. */
export default function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { roomId, invitationId } = useRoomParams();
  const invitation = useInvitation(invitationId);
  const refresh = useRefreshRooms();
  const change = useMutation({
    mutationFn: (to: 'withdraw' | 'converted') =>
      to === 'withdraw' ? withdrawInvitation(invitationId) : markConverted(invitationId),
    onSuccess: async ({ message }) => {
      showToast('success', message);
      await refresh();
    },
  });
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) return <LoadError onRetry={() => void invitation.refetch()} />;
  const i = invitation.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="invitation-page">
      <Link component={RouterLink} to={`/eventos-aci/sala/${roomId}`}>
        {t('rooms.back')}
      </Link>
      <Typography variant="h1">{i.nombre}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <DetailLine
            label={t('rooms.invitation.state')}
            value={t(`rooms.istate.${i.estado}`)}
            testId="invitation-detail-state"
          />
          <DetailLine label={t('rooms.invite.email')} value={i.correo} testId="invitation-email" />
          <DetailLine label={t('rooms.invite.phone')} value={i.telefono} testId="invitation-phone" />
          <DetailLine label={t('rooms.invite.city')} value={i.ciudad} testId="invitation-city" />
          <DetailLine
            label={t('rooms.invitation.attended')}
            value={
              i.asistio === null
                ? t('rooms.invitation.notMarked')
                : t(i.asistio ? 'rooms.attendance.yes' : 'rooms.attendance.no')
            }
            testId="invitation-attendance"
          />
          <DetailLine
            label={t('rooms.view.invitedBy', { name: i.invitadoPor })}
            value={`${formatInstant(i.fechaInvitacion, i18n.language)} · ${t('rooms.view.days', { count: i.diasTranscurridos })}`}
            testId="invitation-when"
          />
        </Stack>
      </Paper>
      {i.propia ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {i.estado === 'registrado' ? (
            <Button
              color="error"
              onClick={() => change.mutate('withdraw')}
              disabled={change.isPending}
              data-testid="invitation-withdraw"
            >
              {t('rooms.invitation.withdraw')}
            </Button>
          ) : null}
          {i.estado === 'finalizado' ? (
            <Button
              onClick={() => change.mutate('converted')}
              disabled={change.isPending}
              data-testid="invitation-converted"
            >
              {t('rooms.invitation.converted')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
