import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffMemberWire } from '@vo/domain/back-office/staff-members.wire';
import { useState } from 'react';
import { StaffReasonDialog } from '../../back-office/shared/index.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useStaffMembers, useUnlockStaffMember } from './configuration-admin-api.ts';

/**
 * The staff members in Configuration (docs/decisions/0042): whose sign-in wrong passwords or codes locked, and
 * the administrator's act that lifts the lock, with a reason kept in the audit trail.
 */
export function StaffMembers() {
  const { t, i18n } = useTranslation();
  const members = useStaffMembers();
  const unlock = useUnlockStaffMember();
  const [unlocking, setUnlocking] = useState<StaffMemberWire | null>(null);

  return (
    <section aria-labelledby="staff-members-title">
      <Typography id="staff-members-title" component="h2" variant="h6">
        {t('adminStaff.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('adminStaff.lead')}
      </Typography>
      {members.isError ? <Alert severity="error">{t('platform.loadError')}</Alert> : null}
      <Paper>
        <List data-testid="staff-members">
          {members.data?.personal.map((member) => (
            <ListItem
              key={member.idPersonal}
              divider
              data-testid={`staff-member-${member.idPersonal}`}
              secondaryAction={
                member.bloqueadoHasta ? (
                  <Button
                    onClick={() => setUnlocking(member)}
                    sx={{ minHeight: 44 }}
                    data-testid={`staff-unlock-${member.idPersonal}`}
                  >
                    {t('adminStaff.unlock')}
                  </Button>
                ) : null
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={`${member.nombre} · ${t(`adminStaff.role.${member.rol}`)}`}
                secondary={
                  <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <span>{member.correo}</span>
                    {member.activo ? null : <Chip component="span" size="small" label={t('adminStaff.inactive')} />}
                    <Chip
                      component="span"
                      size="small"
                      color={member.bloqueadoHasta ? 'warning' : 'default'}
                      label={
                        member.bloqueadoHasta
                          ? t('adminStaff.lockedUntil', { when: formatInstant(member.bloqueadoHasta, i18n.language) })
                          : t('adminStaff.open')
                      }
                      data-testid={`staff-lock-${member.idPersonal}`}
                    />
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {unlocking ? (
        <StaffReasonDialog
          title={t('adminStaff.unlockTitle', { name: unlocking.nombre })}
          onClose={() => setUnlocking(null)}
          act={async (motivo) => {
            await unlock(unlocking.idPersonal, motivo);
            showToast('success', t('adminStaff.unlocked', { name: unlocking.nombre }));
          }}
        />
      ) : null}
    </section>
  );
}
