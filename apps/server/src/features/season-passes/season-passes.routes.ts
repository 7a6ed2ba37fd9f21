import { buyerInLanguage } from '@vo/domain/prereservations/buyer.wire';
import { seasonPassEndpoints as endpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { passPrereservationWire, seasonPassTypeWire } from '@vo/domain/season-passes/season-passes.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { passType, prereservePass } from './season-passes.service.ts';

/** Season passes (spec §2 /prereservar-abono/{tipoAbono}): prices, stock and the pre-reservation. */
export async function seasonPassesRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['season-passes']);
  const { deps } = app;
  const book = { access: 'adviser-own', effect: 'booking', idempotent: true } as const;

  route(endpoints.passType, { access: 'self' }, async (query, _request, reply) =>
    reply.ok(seasonPassTypeWire(await passType(deps, query.passType))),
  );
  route(endpoints.prereserve, book, async (input, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const buyer = buyerInLanguage(input.buyer, request.lang);
      const done = await prereservePass(tx, deps, request.session!, { ...input, buyer });
      return reply.ok(passPrereservationWire(done), 'seasonPasses.prereserved', { name: done.buyerName });
    }),
  );
}
