import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { procedureAdminEndpoints } from '@vo/domain/procedures/procedures-admin.endpoints';
import type { ProcedureQueueRowWire } from '@vo/domain/procedures/procedures-admin.wire';
import { type FormEvent, useState } from 'react';
import { staffCall } from '../../back-office/shared/index.ts';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { ApiFailure, unwrap } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

type StateWire = ProcedureQueueRowWire['estado'];
export const PROCEDURE_STATES: readonly StateWire[] = [
  'presentado',
  'en_revision',
  'observado',
  'resuelto',
  'rechazado',
  'desistido',
];

type Field = 'estado' | 'nota' | 'other';

/** Moves one procedure to a new state with a note the customer reads; the server says which moves are allowed. */
export function ProcedureMoveDialog({
  procedure,
  onClose,
  onDone,
}: {
  procedure: ProcedureQueueRowWire;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choices = PROCEDURE_STATES.filter((state) => state !== procedure.estado && state !== 'presentado');
  const [state, setState] = useState<StateWire>(choices[0] ?? 'en_revision');
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
  const move = useMutation({
    mutationFn: async () =>
      unwrap(
        await staffCall(
          procedureAdminEndpoints.move,
          { idTramite: procedure.idTramite, estado: state, nota: note },
          { silent: true },
        ),
      ),
    onSuccess: () => {
      showToast(
        'success',
        t('adminProcedures.moved', { number: procedure.idTramite, state: t(`adminProcedures.state.${state}`) }),
      );
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiFailure)) return;
      const campo = (error.envelope.data as { campo?: unknown } | undefined)?.campo;
      const field: Field = campo === 'estado' || campo === 'nota' ? campo : 'other';
      setRefusal({ field, message: error.envelope.message ?? t('adminProcedures.loadFailed') });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    move.mutate();
  }
  const titleId = 'procedure-move-title';
  return (
    <ResponsiveDialog onClose={onClose} titleId={titleId} testId="procedure-move-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('adminProcedures.moveTitle', { number: procedure.idTramite })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal?.field === 'other' && <Alert severity="error">{refusal.message}</Alert>}
            <TextField
              select
              label={t('adminProcedures.newState')}
              value={state}
              onChange={(event) => setState(event.target.value as StateWire)}
              error={refusal?.field === 'estado'}
              helperText={refusal?.field === 'estado' ? refusal.message : undefined}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'procedure-new-state' } }}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`adminProcedures.state.${choice}`)}
                </option>
              ))}
            </TextField>
            <TextField
              multiline
              minRows={2}
              label={t('adminProcedures.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={refusal?.field === 'nota'}
              helperText={refusal?.field === 'nota' ? refusal.message : t('adminProcedures.noteHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'procedure-note', maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('adminProcedures.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={move.isPending}
            sx={{ minHeight: 44 }}
            data-testid="procedure-confirm"
          >
            {t('adminProcedures.confirm')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
