import { passPrereservationSchema, passTypeQuerySchema } from '@vo/domain/season-passes/season-pass.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { passType, prereservePass } from './season-passes.service.ts';

const tags = ['season-passes'];

/** Season passes (spec §2 /prereservar-abono/{tipoAbono}): prices, stock and the pre-reservation. */
export async function seasonPassesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const book = { access: 'adviser-own' as const, effect: 'booking' as const, idempotent: true };

  api.get(
    '/abonos/tipo',
    { config: { access: 'self' }, schema: { tags, querystring: passTypeQuerySchema } },
    async (request, reply) => reply.ok(await passType(deps, request.query.tipoAbono)),
  );
  api.post(
    '/prereservas/abono',
    { config: book, schema: { tags, body: passPrereservationSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await prereservePass(tx, deps, request.session!, request.body);
        return reply.ok(done.data, 'seasonPasses.prereserved', done.params);
      }),
  );
}
