import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { onToast, type Toast } from '../lib/toast-bus.ts';

/** Shows toasts one after another, each for its own auto-hide time. */
export function Toaster() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  useEffect(() => onToast((toast) => setQueue((q) => [...q, toast])), []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const next = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={current.autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited: next } }}
    >
      <Alert severity={current.severity} variant="filled" onClose={close} sx={{ width: '100%' }} data-testid="toast">
        {current.message}
      </Alert>
    </Snackbar>
  );
}
