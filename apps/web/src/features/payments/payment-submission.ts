import { useMutation } from '@tanstack/react-query';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiFailure, failureMessage, NetworkError } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { createPaymentAttempts, isDefinitiveAnswer } from './payment-attempt.ts';
import { refusalField } from './payment-refusal.ts';
import type { Answered } from './payments-api.ts';

/** One of the payment calls: it sends the request under the attempt's Idempotency-Key (a fee answers its own result). */
export type PaymentSender<R, T = PaymentResult> = (request: R, idempotencyKey: string) => Promise<Answered<T>>;

/**
 * What a payment request carries besides the method's own fields: the product and the amount chosen
 * above the tabs, or a friend's code (whose amount is fixed).
 */
export interface PaymentBase<B extends object> {
  /** Checks and reads it; null stops the payment (the amount field then shows why). */
  read(): Promise<B | null>;
  /** Its fields the server may name in a refusal (data.campo)… */
  fields: readonly string[];
  /** …and how such a refusal is shown. */
  refuse(field: string, message: string): void;
}

interface Options<B extends object, V extends FieldValues, O, T> {
  form: UseFormReturn<V, unknown, O>;
  /** The form's fields the server may name in a refusal. */
  fields: readonly Path<V>[];
  /** Refusals about one of the form's fields although the server names none. */
  fieldOfCode?: Readonly<Partial<Record<string, Path<V>>>>;
  base: PaymentBase<B>;
  send: PaymentSender<B & O, T>;
  onPaid: (answer: Answered<T>) => void;
  /** After any answer of the server, paid or refused (a wallet shows its new lock or balance). */
  onAnswered?: () => void;
}

/**
 * The submission every payment method shares: the form checked with what it pays for, one charge however
 * often Pay is pressed (the attempt's key is reused until a definitive answer), refusals next to their field.
 */
export function usePaymentSubmission<B extends object, V extends FieldValues, O, T = PaymentResult>({
  form,
  fields,
  fieldOfCode,
  base,
  send,
  onPaid,
  onAnswered,
}: Options<B, V, O, T>) {
  const [attempts] = useState(createPaymentAttempts);
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: B & O; key: string }) => send(request, key),
    // Paid or refused, the attempt is over; without an answer the next press must carry the same key.
    onSettled: (_answer, error) => {
      if (!isDefinitiveAnswer(error)) return;
      attempts.settle();
      onAnswered?.();
    },
    onSuccess: onPaid,
    onError: (error) => {
      const own = refusalField(error, fields, fieldOfCode);
      if (own) form.setError(own.field, { type: 'server', message: own.message }, { shouldFocus: true });
      const outside = serverFieldError(error, base.fields);
      if (outside) base.refuse(outside.field, outside.message);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is still being checked or sent does nothing.
    if (sending.current) return;
    sending.current = true;
    try {
      const head = await base.read();
      await form.handleSubmit(async (own) => {
        if (!head) return;
        const request = { ...head, ...own } as B & O;
        await mutation.mutateAsync({ request, key: attempts.keyFor(request) }).catch(() => undefined);
      })();
    } finally {
      sending.current = false;
    }
  };

  const error = mutation.error;
  const placed = refusalField(error, fields, fieldOfCode) !== null || serverFieldError(error, base.fields) !== null;
  return {
    submit,
    pending: mutation.isPending,
    /** A refusal shown under the form: it is about no field of it. */
    refusal: placed ? null : failureMessage(error),
    /** The catalogue key of the last refusal, wherever it is shown (a form may offer the way out beside it). */
    refusalCode: error instanceof ApiFailure ? (error.envelope.code ?? null) : null,
    noAnswer: error instanceof NetworkError,
  };
}
