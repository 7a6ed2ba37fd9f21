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
  /**
   * What the person is about to pay (wire amount and currency), for the confirmation step before the
   * charge. Without it the form charges at once: a fee or a subscription states its price beside the button.
   */
  charge?(head: B): { monto: string; moneda: string };
}

/** A payment checked and waiting for the person's yes: what, how much, with what. */
export interface PendingConfirmation {
  monto: string;
  moneda: string;
  /** The means as the person knows it ("Visa •• 1111"). */
  method: string;
  confirm(): void;
  cancel(): void;
}

interface Options<B extends object, V extends FieldValues, O, T> {
  form: UseFormReturn<V, unknown, O>;
  /** The form's fields the server may name in a refusal. */
  fields: readonly Path<V>[];
  /** Refusals about one of the form's fields although the server names none. */
  fieldOfCode?: Readonly<Partial<Record<string, Path<V>>>>;
  base: PaymentBase<B>;
  send: PaymentSender<B & O, T>;
  /** The answer, and the means it was paid with as the person knows it (the receipt names it). */
  onPaid: (answer: Answered<T>, method?: string) => void;
  /** The means the form's values stand for ("Visa •• 1111"): with base.charge, asked before charging. */
  methodOf?: (own: O) => string;
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
  methodOf,
  onAnswered,
}: Options<B, V, O, T>) {
  const [attempts] = useState(createPaymentAttempts);
  const sending = useRef(false);
  const [awaiting, setAwaiting] = useState<{ request: B & O; monto: string; moneda: string; method: string } | null>(
    null,
  );
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: B & O; key: string; method?: string }) => send(request, key),
    // Paid or refused, the attempt is over; without an answer the next press must carry the same key.
    onSettled: (_answer, error) => {
      if (!isDefinitiveAnswer(error)) return;
      attempts.settle();
      onAnswered?.();
    },
    onSuccess: (answer, { method }) => onPaid(answer, method),
    onError: (error) => {
      const own = refusalField(error, fields, fieldOfCode);
      if (own) form.setError(own.field, { type: 'server', message: own.message }, { shouldFocus: true });
      const outside = serverFieldError(error, base.fields);
      if (outside) base.refuse(outside.field, outside.message);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is still being checked or sent does nothing, nor one while a confirmed
    // charge is on its way (the second tap of a double press on the confirmation lands on the form behind it).
    if (sending.current || mutation.isPending) return;
    sending.current = true;
    try {
      const head = await base.read();
      await form.handleSubmit(async (own) => {
        if (!head) return;
        const request = { ...head, ...own } as B & O;
        const charge = base.charge?.(head);
        const method = methodOf?.(own);
        // Money steps people trust (docs/decisions/0032): nothing is charged before the person has seen what and how.
        if (charge && method) {
          mutation.reset();
          setAwaiting({ request, ...charge, method });
          return;
        }
        await sendPayment(request, method);
      })();
    } finally {
      sending.current = false;
    }
  };

  async function sendPayment(request: B & O, method: string | undefined) {
    await mutation.mutateAsync({ request, key: attempts.keyFor(request), method }).catch(() => undefined);
  }

  const confirmation: PendingConfirmation | null = awaiting
    ? {
        monto: awaiting.monto,
        moneda: awaiting.moneda,
        method: awaiting.method,
        confirm: () => {
          setAwaiting(null);
          void sendPayment(awaiting.request, awaiting.method);
        },
        cancel: () => setAwaiting(null),
      }
    : null;

  const error = mutation.error;
  const placed = refusalField(error, fields, fieldOfCode) !== null || serverFieldError(error, base.fields) !== null;
  return {
    submit,
    pending: mutation.isPending,
    /** The confirmation step, while it waits for the person's yes. */
    confirmation,
    /** A refusal shown under the form: it is about no field of it. */
    refusal: placed ? null : failureMessage(error),
    /** The catalogue key of the last refusal, wherever it is shown (a form may offer the way out beside it). */
    refusalCode: error instanceof ApiFailure ? (error.envelope.code ?? null) : null,
    noAnswer: error instanceof NetworkError,
  };
}
