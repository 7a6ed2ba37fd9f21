import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { peopleEndpoints } from '@vo/domain/people/people.endpoints';
import { type FormEvent, useState } from 'react';
import { staffCall } from '../../back-office/staff-api.ts';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { ApiFailure, unwrap } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export const PERSON_ACTS = ['endSessions', 'disable', 'enable', 'unlock', 'sendRecoveryCode'] as const;
export type PersonActKind = (typeof PERSON_ACTS)[number];

/**
 * Asks why before acting on a person (the reason is kept in the audit trail with the staff member's name);
 * the server's refusal of the reason shows under the field, other refusals above the buttons.
 */
export function PersonActDialog({
  act,
  person,
  onClose,
  onDone,
}: {
  act: PersonActKind;
  person: { idPersona: number; nombre: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<{ onReason: boolean; message: string } | null>(null);
  const send = useMutation({
    mutationFn: async () =>
      unwrap(await staffCall(peopleEndpoints[act], { idPersona: person.idPersona, motivo: reason }, { silent: true })),
    onSuccess: () => {
      showToast('success', t(`adminPeople.done.${act}`, { name: person.nombre }));
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiFailure)) return;
      const field = (error.envelope.data as { campo?: unknown } | undefined)?.campo;
      setRefusal({ onReason: field === 'motivo', message: error.envelope.message ?? t('adminPeople.loadFailed') });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    send.mutate();
  }
  const titleId = `person-act-title-${act}`;
  return (
    <ResponsiveDialog onClose={onClose} titleId={titleId} testId="person-act-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`adminPeople.act.${act}`)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('adminPeople.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={refusal !== null}
            helperText={refusal?.message ?? t('adminPeople.reasonHelp')}
            slotProps={{
              htmlInput: { 'data-testid': 'reason-field', maxLength: 300 },
              formHelperText: { role: refusal ? 'alert' : undefined, ...({ 'data-testid': 'reason-help' } as object) },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }} data-testid="reason-cancel">
            {t('adminPeople.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={send.isPending}
            sx={{ minHeight: 44 }}
            data-testid="reason-confirm"
          >
            {t('adminPeople.confirm')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
