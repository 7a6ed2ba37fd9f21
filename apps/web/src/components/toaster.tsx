import { lazy, Suspense, useEffect, useState } from 'react';
import { onToast, type Toast } from '../lib/toast-bus.ts';

// The snackbar code loads with the first toast, not with the login page.
const ToastSnackbar = lazy(() => import('./toast-snackbar.tsx'));

/**
 * Shows toasts one after another, each for its own auto-hide time. A newer one cuts the one on screen
 * short (it says what just happened), and the same message twice in a row is shown once.
 */
export function Toaster() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  useEffect(
    () =>
      onToast((toast) =>
        setQueue((q) =>
          q.some((t) => t.severity === toast.severity && t.message === toast.message) ? q : [...q, toast],
        ),
      ),
    [],
  );
  useEffect(() => {
    if (queue.length > 1) setOpen(false);
  }, [queue.length]);

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
    <Suspense fallback={null}>
      <ToastSnackbar key={current.id} toast={current} open={open} onClose={close} onExited={next} />
    </Suspense>
  );
}
