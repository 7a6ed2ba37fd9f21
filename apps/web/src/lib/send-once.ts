import type { EndpointAnswer, EndpointInput, EnvelopeEndpoint } from '@vo/domain/endpoint';
import { call, unwrap } from './api.ts';

/** What a successful call that changes something answers: its data and the server's sentence about it. */
export interface Answered<T> {
  data: T;
  message?: string;
}

/**
 * A call of the contract (docs/decisions/0020) that moves money or changes a plan, sent once: the
 * Idempotency-Key makes a repeated request (second click, retry after no answer) take effect once. Silent: a
 * refusal is shown next to its field or under the form, where the person is looking.
 */
export async function callOnce<E extends EnvelopeEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  idempotencyKey: string,
): Promise<Answered<EndpointAnswer<E>>> {
  const send = call as (e: E, i: EndpointInput<E>, o: object) => ReturnType<typeof call<E>>;
  const envelope = await send(endpoint, input, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
  return { data: unwrap(envelope), message: envelope.message };
}
