import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvitationView } from '@vo/domain/rooms/rooms.types';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { INVITATION_STATE_COLOR } from './room-labels.ts';

/** A prospect: name, state, contact when the caller may see it, who invited and when, attendance. */
export function InvitationRow({
  invitation,
  context,
  actions,
}: {
  invitation: InvitationView;
  context?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const contact = [invitation.correo, invitation.telefono, invitation.ciudad].filter(Boolean).join(' · ');
  return (
    <Paper
      component="li"
      elevation={0}
      sx={{ p: 1.5, listStyle: 'none' }}
      data-testid={`invitation-${invitation.idInvitacion}`}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/eventos-aci/sala/${invitation.idSala}/invitacion/${invitation.idInvitacion}`}
            sx={{ fontWeight: 600 }}
          >
            {invitation.nombre}
          </Link>
          <Chip
            size="small"
            color={INVITATION_STATE_COLOR[invitation.estado]}
            label={t(`rooms.istate.${invitation.estado}`)}
            data-testid="invitation-state"
          />
          {invitation.asistio !== null ? (
            <Chip
              size="small"
              variant="outlined"
              color={invitation.asistio ? 'success' : 'default'}
              label={t(invitation.asistio ? 'rooms.attendance.yes' : 'rooms.attendance.no')}
              data-testid="invitation-attended"
            />
          ) : null}
        </Stack>
        {contact ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {[
            context,
            invitation.propia ? null : t('rooms.view.invitedBy', { name: invitation.invitadoPor }),
            t('rooms.view.days', { count: invitation.diasTranscurridos }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {actions}
      </Stack>
    </Paper>
  );
}
