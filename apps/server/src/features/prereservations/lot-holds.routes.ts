import { projectHoldsWire, secondsLeft } from '@vo/domain/prereservations/lot-holds.wire';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { holdLot, letGoLot, projectHolds } from './lot-holds.service.ts';
import { followLotHolds } from './lot-holds-live.ts';

/**
 * A lot held while an adviser looks at its plans (issue 37, docs/decisions/0064). A hold is no booking: it moves
 * no money and makes no product, and holding a lot she holds answers the same hold, so it needs no key.
 */
export async function lotHoldsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['prereservations']);
  const { deps } = app;
  const adviser = { access: 'adviser-own' } as const;

  route(endpoints.holdLot, adviser, async ({ lotId }, request, reply) => {
    const hold = await runTransaction(deps.db, (tx) => holdLot(tx, deps, request.session!, lotId));
    return reply.ok({
      idLote: hold.lotId,
      idProyecto: hold.projectId,
      segundos: secondsLeft(hold.until, deps.clock.now()),
      hasta: formatBusinessDateTime(hold.until),
    });
  });
  route(endpoints.letGoLot, adviser, async ({ lotId }, request, reply) => {
    await runTransaction(deps.db, (tx) => letGoLot(tx, request.session!, lotId));
    return reply.ok();
  });
  // Anyone who may see the map sees which of its lots are held (not by whom); the caller's own are marked.
  route(endpoints.projectHolds, { access: 'self' }, async ({ projectId }, request, reply) => {
    const holds = await projectHolds(deps, projectId);
    return reply.ok(projectHoldsWire(projectId, holds, request.session!.userId, deps.clock.now()));
  });

  followLotHolds(app);
}
