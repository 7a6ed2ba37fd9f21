import { z } from 'zod';

/**
 * The JSON schema of a success envelope whose `data` is `answer` (wire shape), for the route's
 * `response[200]`: Fastify serialises with it through fast-json-stringify, compiled once per route, and
 * the OpenAPI document shows it. A field the schema lacks is not sent, so nothing extra leaks.
 * Properties in the order reply.ok() writes them: status, code, message, data (the bytes stay the same).
 */
export function envelopeSchemaOf(answer: z.ZodType | undefined) {
  return {
    type: 'object',
    properties: {
      status: { type: 'integer' },
      code: { type: 'string' },
      message: { type: 'string' },
      ...(answer ? { data: answerSchemaOf(answer) } : {}),
    },
    required: ['status'],
  };
}

/** OpenAPI 3.0 dialect (`nullable`), which fast-json-stringify reads too; the output side of the schema. */
function answerSchemaOf(answer: z.ZodType) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(answer, { target: 'openapi-3.0', io: 'output' });
  return schema;
}
