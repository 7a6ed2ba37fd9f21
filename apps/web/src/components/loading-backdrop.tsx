import { lazy, Suspense, useEffect, useState } from 'react';
import { useBusy } from '../lib/busy.ts';

// Loaded when the first action starts, so the login page does not pay for it up front.
const BusyBackdrop = lazy(() => import('./busy-backdrop.tsx'));

/** Spec §2: a global backdrop covers the page while any action is under way (lib/busy.ts counts them). */
export function LoadingBackdrop() {
  const busy = useBusy();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (busy) setUsed(true);
  }, [busy]);
  if (!busy && !used) return null;
  return (
    <Suspense fallback={null}>
      <BusyBackdrop open={busy} />
    </Suspense>
  );
}
