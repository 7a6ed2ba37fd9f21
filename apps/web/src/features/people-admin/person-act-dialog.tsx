import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonDetailWire } from '@vo/domain/people/person-detail.wire';
import { StaffReasonDialog } from '../../back-office/shared/index.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { actOnPerson, type PersonActKind } from './people-admin-api.ts';

export type { PersonActKind };

/**
 * An act on a person's access asked as staff trust it (docs/decisions/0050): who it is about, what will happen to
 * them (their open sessions and keys counted), then the reason kept in the audit trail with the staff member's
 * name, then the act, named on its button. A refusal (the reason, no phone on file) shows under the field.
 */
export function PersonActDialog({
  act,
  detail,
  onClose,
  onDone,
}: {
  act: PersonActKind;
  detail: PersonDetailWire;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const person = detail.perfil;
  const noPhone = act === 'sendRecoveryCode' && !person.telefono;
  const effect = t(`adminPeople.effect.${act}`, {
    name: person.nombre,
    sessions: String(detail.sesiones.length),
    keys: String(detail.llaves.filter((key) => !key.revocada).length),
    phone: person.telefono ?? '',
  });
  return (
    <StaffReasonDialog
      title={t(`adminPeople.act.${act}`)}
      confirmLabel={t(`adminPeople.act.${act}`)}
      destructive={act === 'disable'}
      onClose={onClose}
      act={async (reason) => {
        await actOnPerson(act, person.idPersona, reason);
        showToast('success', t(`adminPeople.done.${act}`, { name: person.nombre }));
        onDone();
      }}
    >
      <Stack spacing={1.5} sx={{ mb: 1 }} data-testid="person-act-summary">
        <Typography sx={{ fontWeight: 600 }} data-testid="person-act-who">
          {t('adminPeople.actWho', {
            name: person.nombre,
            ci: person.ci,
            role: t(`adminPeople.role.${person.rol}`),
          })}
        </Typography>
        <Alert
          severity={act === 'disable' || noPhone ? 'warning' : 'info'}
          data-testid="person-act-effect"
          sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
        >
          <Typography component="h3" variant="subtitle2">
            {t('adminPeople.actWhat')}
          </Typography>
          {noPhone ? t('adminPeople.effect.noPhone') : effect}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t('adminPeople.actTrail')}
        </Typography>
      </Stack>
    </StaffReasonDialog>
  );
}
