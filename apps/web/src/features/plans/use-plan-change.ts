import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeResult, PlanSimulationWire } from '@vo/domain/plans/plan.rules';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { failureMessage, NetworkError } from '../../lib/api.ts';
import type { Answered } from '../../lib/send-once.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { createPaymentAttempts, isDefinitiveAnswer } from '../payments/index.ts';
import { productKeys } from '../products/index.ts';
import { isBlockingRefusal } from './plan-request.ts';

/** The simulation follows the form once the person has stopped typing this long. */
const SIMULATION_DEBOUNCE_MS = 400;

interface Options<V extends FieldValues, R> {
  form: UseFormReturn<V>;
  /** The request the form stands for now, or null while it cannot be one. */
  request: R | null;
  /** Tells apart the simulations of different pages and products in the cache. */
  scope: readonly unknown[];
  simulate: (request: R) => Promise<PlanSimulationWire>;
  confirm: (request: R, idempotencyKey: string) => Promise<Answered<PlanChangeResult>>;
  /** The form's fields the server may name in a refusal (data.campo). */
  fields: readonly Path<V>[];
}

/**
 * A plan change (reconfiguration or upgrade): simulated live as the form changes, the server's rules
 * shown next to their field, then confirmed once however often the button is pressed.
 */
export function usePlanChange<V extends FieldValues, R>({
  form,
  request,
  scope,
  simulate,
  confirm,
  fields,
}: Options<V, R>) {
  const queryClient = useQueryClient();
  const settled = useDebounced(request, SIMULATION_DEBOUNCE_MS);
  const upToDate = JSON.stringify(settled) === JSON.stringify(request);
  const simulation = useQuery({
    queryKey: ['plan-simulation', ...scope, settled],
    queryFn: () => simulate(settled as R),
    enabled: settled !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const [attempts] = useState(createPaymentAttempts);
  const change = useMutation({
    mutationFn: ({ body, key }: { body: R; key: string }) => confirm(body, key),
    onSettled: (_answer, error) => {
      if (isDefinitiveAnswer(error)) attempts.settle();
    },
    // The schedule, the debts and the documents (a new addendum) changed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
    onError: (error) => {
      const onField = serverFieldError(error, fields);
      if (onField) form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
    },
  });

  // The server's rules (10 % of the value, the longest term's limit…) appear next to their field, and go once
  // a simulation of other numbers passes.
  const { setError, clearErrors, getFieldState } = form;
  const fresh = simulation.isSuccess && !simulation.isPlaceholderData;
  useEffect(() => {
    const onField = serverFieldError(simulation.error, fields);
    if (onField) setError(onField.field, { type: 'server', message: onField.message });
    else if (fresh) for (const field of fields) if (getFieldState(field).error?.type === 'server') clearErrors(field);
  }, [simulation.error, fresh, fields, setError, clearErrors, getFieldState]);

  const shownError = change.error ?? simulation.error;
  const blocked = isBlockingRefusal(shownError) ? shownError : null;
  const placed = serverFieldError(shownError, fields) !== null;
  const current = request !== null && upToDate && fresh && !simulation.isFetching;
  return {
    simulation: request === null ? undefined : simulation.data,
    /** The figures shown are of other numbers than the form's: they are being recalculated. */
    stale: !current,
    blocked,
    refusal: blocked || placed ? null : failureMessage(shownError),
    noAnswer: shownError instanceof NetworkError,
    canConfirm: current && !change.isPending,
    confirming: change.isPending,
    confirm: () => {
      if (!current || request === null || change.isPending) return;
      change.mutate({ body: request, key: attempts.keyFor(request) });
    },
    result: change.data ?? null,
  };
}
