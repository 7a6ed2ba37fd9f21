import { gunzipSync } from 'node:zlib';
import type { EndpointDefinition, EnvelopeEndpoint } from '@vo/domain/endpoint';
import { ApiStatus, type Envelope } from '@vo/domain/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptAnswer } from '../memory/kept-answer.ts';

const drifted = (endpoint: EndpointDefinition, problem: string): never => {
  const message = `the answer of ${endpoint.path} drifted from its contract: ${problem}`;
  console.error(message);
  throw new Error(message);
};

/**
 * Tests only (AppDeps.checkAnswers): every success answer must be what its endpoint's contract says,
 * to the byte. The zod answer schema checks the values; comparing what fast-json-stringify sent with
 * JSON.stringify of what the handler answered catches a field the schema lacks (it would be dropped),
 * one in another order, or a value the serialiser coerced. A drift fails the call (HTTP 500) and says why.
 */
export function answerCheck(endpoint: EnvelopeEndpoint) {
  const expected = new WeakMap<FastifyReply, string>();
  const fail = (problem: string) => drifted(endpoint, problem);
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

/**
 * Tests only, for an answer kept as bytes (endpointRoutes' `kept`): once per kept answer, its bytes must be a
 * success envelope whose data parses with the answer schema, and the gzip bytes must be the same bytes.
 */
export function keptAnswerCheck(endpoint: EnvelopeEndpoint) {
  const checked = new WeakSet<KeptAnswer>();
  return (kept: KeptAnswer) => {
    if (checked.has(kept)) return;
    const envelope = JSON.parse(kept.identity.toString('utf8')) as Envelope;
    if (envelope.status !== ApiStatus.ok) drifted(endpoint, `a kept answer must succeed: ${envelope.status}`);
    const parsed = endpoint.answer?.safeParse(envelope.data);
    if (parsed && !parsed.success) drifted(endpoint, JSON.stringify(parsed.error.issues));
    if (!gunzipSync(kept.gzip).equals(kept.identity)) drifted(endpoint, 'the gzip bytes are not the same answer');
    checked.add(kept);
  };
}
