import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a simulation asked while the person types asks once, for
 * what they stopped at. Compared by content, so a new object with the same fields does not restart the wait.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const fingerprint = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(fingerprint) as T), ms);
    return () => clearTimeout(timer);
  }, [fingerprint, ms]);
  return settled;
}
