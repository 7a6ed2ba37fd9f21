import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  open: boolean;
  title?: string;
  text: string;
  /** the words of the two buttons: keep things as they are, or go ahead */
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
  /** while the confirmed act is on its way: the button cannot send it twice */
  busy: boolean;
  color?: 'primary' | 'warning';
  confirmTestId: string;
}

/** "Are you sure?" before an act that cannot be taken back (using a ticket, cancelling, withdrawing). */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  busy,
  color = 'primary',
  confirmTestId,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={title ? titleId : undefined} fullWidth maxWidth="xs">
      {title ? <DialogTitle id={titleId}>{title}</DialogTitle> : null}
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        {/* 44 px: a thumb must hit the right one of two buttons side by side. */}
        <Button onClick={onKeep} sx={{ minHeight: 44 }}>
          {keepLabel}
        </Button>
        <Button
          variant="contained"
          color={color}
          onClick={onConfirm}
          disabled={busy}
          sx={{ minHeight: 44 }}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
