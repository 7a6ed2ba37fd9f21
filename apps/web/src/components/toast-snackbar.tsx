import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '../lib/toast-bus.ts';

interface Props {
  toast: Toast;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

/** The visible toast: a snackbar at the bottom (the app bar stays visible) holding an alert of the toast's variant. */
export default function ToastSnackbar({ toast, open, onClose, onExited }: Props) {
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.autoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid="toast">
        {toast.title ? <AlertTitle data-testid="toast-title">{toast.title}</AlertTitle> : null}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
