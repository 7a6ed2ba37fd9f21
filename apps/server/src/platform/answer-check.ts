import type { EndpointDefinition } from '@vo/domain/endpoint';
import { ApiStatus, type Envelope } from '@vo/domain/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Tests only (AppDeps.checkAnswers): every success answer must be what its endpoint's contract says,
 * to the byte. The zod answer schema checks the values; comparing what fast-json-stringify sent with
 * JSON.stringify of what the handler answered catches a field the schema lacks (it would be dropped),
 * one in another order, or a value the serialiser coerced. A drift fails the call (HTTP 500) and says why.
 */
export function answerCheck(endpoint: EndpointDefinition) {
  const expected = new WeakMap<FastifyReply, string>();
  const fail = (problem: string): never => {
    const message = `the answer of ${endpoint.path} drifted from its contract: ${problem}`;
    console.error(message);
    throw new Error(message);
  };
  return {
    remember(reply: FastifyReply, envelope: Envelope): Envelope {
      if (envelope.status !== ApiStatus.ok) return envelope;
      if (!endpoint.answer && envelope.data !== undefined) fail('data sent, but the endpoint declares no answer');
      const checked = endpoint.answer?.safeParse(envelope.data);
      if (checked && !checked.success) fail(JSON.stringify(checked.error.issues));
      expected.set(reply, JSON.stringify(envelope));
      return envelope;
    },
    async onSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const wanted = expected.get(reply);
      if (wanted !== undefined && payload !== wanted) fail(`sent ${String(payload)}\nanswered ${wanted}`);
      return payload;
    },
  };
}
