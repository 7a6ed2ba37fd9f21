import { useCallback, useEffect, useRef, useState } from 'react';
import { holdBusy } from './busy.ts';

interface ActionState {
  isPending: boolean;
  error: unknown;
}

/**
 * One form's call to the server, for the pages a visitor sees before logging in. The logged-in portal
 * uses TanStack Query; the visitor pages use this instead so the login route does not download it (about
 * 10 kB gzip of its 170 kB budget, docs/decisions/0006). Same shape as useMutation where the pages use it:
 * `mutate`, `isPending`, `error`, and an `onSuccess` told the answer and the input.
 */
export function useAction<TInput, TData>(
  run: (input: TInput) => Promise<TData>,
  options: { onSuccess?: (data: TData, input: TInput) => void; onError?: (error: unknown) => void } = {},
) {
  const [state, setState] = useState<ActionState>({ isPending: false, error: null });
  // The latest callbacks, so a page re-rendered mid-call still hears the answer.
  const latest = useRef({ run, options });
  latest.current = { run, options };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: TInput) => {
    setState({ isPending: true, error: null });
    const release = holdBusy();
    latest.current
      .run(input)
      .then(
        (data) => {
          if (!mounted.current) return;
          setState({ isPending: false, error: null });
          latest.current.options.onSuccess?.(data, input);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setState({ isPending: false, error });
          latest.current.options.onError?.(error);
        },
      )
      .finally(release);
  }, []);

  return { ...state, mutate };
}
