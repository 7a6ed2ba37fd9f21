import { procedureEndpoints as endpoints } from '@vo/domain/procedures/procedures.endpoints';
import {
  procedureChangedWire,
  procedureDetailWire,
  procedureMovedWire,
  procedureWire,
} from '@vo/domain/procedures/procedures.wire';
import { procedureOpsEndpoints as opsEndpoints } from '@vo/domain/procedures/procedures-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { moveProcedure } from './procedure-changes.service.ts';
import { listProcedures, procedureDetail, startProcedure, withdrawProcedure } from './procedures.service.ts';

/** The customer's procedures (spec §2 /tramites; calls ours, docs/decisions/0014) and the back office's state change. */
export async function proceduresRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['procedures']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;
  // Starting or withdrawing books the back office's work: once per Idempotency-Key, like any booking.
  const once = { access: 'customer-own', effect: 'booking', idempotent: true } as const;

  route(endpoints.list, own, async (_input, request, reply) =>
    reply.ok((await listProcedures(deps, request.session!)).map(procedureWire)),
  );
  route(endpoints.detail, own, async ({ procedureId }, request, reply) =>
    reply.ok(procedureDetailWire(await procedureDetail(deps, request.session!, procedureId))),
  );
  route(endpoints.start, once, async (input, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const started = await startProcedure(tx, deps, request.session!, input);
      return reply.ok(procedureMovedWire(started), 'procedures.started', { number: started.procedureId });
    }),
  );
  route(endpoints.withdraw, once, async ({ procedureId }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const withdrawn = await withdrawProcedure(tx, deps, request.session!, procedureId);
      return reply.ok(procedureMovedWire(withdrawn), 'procedures.withdrawn', { number: withdrawn.procedureId });
    }),
  );

  endpointRoutes(app, ['ops'])(opsEndpoints.move, { access: 'ops' }, async (change, _request, reply) => {
    const moved = procedureChangedWire(await moveProcedure(deps, change));
    return reply.ok(moved, 'procedures.moved', { number: moved.idTramite, state: moved.estado });
  });
}
