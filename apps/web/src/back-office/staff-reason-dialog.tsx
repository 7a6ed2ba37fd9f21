import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../lib/api-client.ts';

/**
 * A staff act's reason (issue 21): the reason is kept in the audit trail; the server's refusal is shown next
 * to the field (the reason's own, or the act's when it names another field). `act` throws the ApiFailure.
 */
export function StaffReasonDialog({
  open,
  title,
  labels,
  act,
  onClose,
}: {
  open: boolean;
  title: string;
  labels: { reason: string; help: string; confirm: string; cancel: string };
  act: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await act(reason);
      setReason('');
      onClose();
    } catch (error) {
      if (error instanceof ApiFailure) setRefusal(error.envelope.message ?? '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={labels.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={refusal !== null}
            helperText={refusal ?? labels.help}
            slotProps={{ htmlInput: { 'data-testid': 'reason-field' }, formHelperText: { role: 'alert' } as never }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {labels.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }} data-testid="reason-confirm">
            {labels.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
