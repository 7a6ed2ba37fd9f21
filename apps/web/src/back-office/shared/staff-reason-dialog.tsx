import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { STAFF_REASON_MAX_LENGTH } from '@vo/domain/back-office/back-office-config';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { ApiFailure } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * A staff act's reason (docs/decisions/0038), the one dialog every section asks it with: the reason is kept in the audit
 * trail; the server checks it, and its refusal (of the reason, or of the act) shows under the field. `act`
 * throws the ApiFailure; it is drawn only while an act is being asked (full screen on a phone). `children` say
 * who and what the act is about and what will happen, before the reason is asked; `confirmLabel` names the act.
 */
export function StaffReasonDialog({
  title,
  act,
  onClose,
  children,
  confirmLabel,
  destructive = false,
}: {
  title: string;
  act: (reason: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
  confirmLabel?: string;
  /** an act that takes something away (disabling a person): its button is drawn in the error colour */
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await act(reason);
      onClose();
    } catch (error) {
      if (error instanceof ApiFailure) setRefusal(error.envelope.message ?? t('platform.tryAgain'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ResponsiveDialog onClose={onClose} titleId={titleId} testId="reason-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <TextField
            autoFocus={!children}
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('backOffice.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={refusal !== null}
            helperText={refusal ?? t('backOffice.reasonHelp')}
            slotProps={{
              htmlInput: { 'data-testid': 'reason-field', maxLength: STAFF_REASON_MAX_LENGTH },
              formHelperText: { role: refusal ? 'alert' : undefined, ...({ 'data-testid': 'reason-help' } as object) },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }} data-testid="reason-cancel">
            {t('backOffice.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={busy}
            sx={{ minHeight: 44 }}
            data-testid="reason-confirm"
          >
            {confirmLabel ?? t('backOffice.confirm')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
