import {
  procedureIdSchema,
  procedureStateChangeSchema,
  startProcedureSchema,
  stateFromWire,
} from '@vo/domain/procedures/procedure.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { moveProcedure } from './procedure-changes.service.ts';
import { listProcedures, procedureDetail, startProcedure, withdrawProcedure } from './procedures.service.ts';

const tags = ['procedures'];

/** The customer's procedures (spec §2 /tramites; calls ours, docs/decisions/0014) and the back office's state change. */
export async function proceduresRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const own = { access: 'customer-own' as const };
  // Starting or withdrawing books the back office's work: once per Idempotency-Key, like any booking.
  const once = { access: 'customer-own' as const, effect: 'booking' as const, idempotent: true };

  api.get('/tramites', { config: own, schema: { tags } }, async (request, reply) =>
    reply.ok(await listProcedures(deps, request.session!)),
  );
  api.get(
    '/tramites/detalle',
    { config: own, schema: { tags, querystring: procedureIdSchema } },
    async (request, reply) => reply.ok(await procedureDetail(deps, request.session!, request.query.idTramite)),
  );
  api.post('/tramites', { config: once, schema: { tags, body: startProcedureSchema } }, async (request, reply) =>
    runOnce(request, reply, async (tx) => {
      const started = await startProcedure(tx, deps, request.session!, request.body);
      return reply.ok(started, 'procedures.started', { number: started.idTramite });
    }),
  );
  api.post('/tramites/desistir', { config: once, schema: { tags, body: procedureIdSchema } }, async (request, reply) =>
    runOnce(request, reply, async (tx) => {
      const withdrawn = await withdrawProcedure(tx, deps, request.session!, request.body.idTramite);
      return reply.ok(withdrawn, 'procedures.withdrawn', { number: withdrawn.idTramite });
    }),
  );

  api.post(
    '/ops/tramites/estado',
    { config: { access: 'ops' }, schema: { tags: ['ops'], body: procedureStateChangeSchema } },
    async (request, reply) => {
      const { idTramite, estado, nota } = request.body;
      const moved = await moveProcedure(deps, { procedureId: idTramite, to: stateFromWire[estado], note: nota });
      return reply.ok(moved, 'procedures.moved', { number: idTramite, state: estado });
    },
  );
}
