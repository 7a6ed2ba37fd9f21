import { translate } from '@vo/domain/i18n/catalogue';
import {
  type MembershipBatchLine,
  membershipBatchSchema,
  membershipPageQuerySchema,
  membershipSimulationSchema,
} from '@vo/domain/memberships/membership.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { runOnce } from '../../platform/idempotency.ts';
import { offers, prereserveMemberships, simulateMembership } from './memberships.service.ts';

const tags = ['memberships'];

/** Memberships (spec §2 /membresias, /travel-bolivia, /membresia-internacional, /prereserva-membresia). */
export async function membershipsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const read = { access: 'self' as const };
  const book = { access: 'adviser-own' as const, effect: 'booking' as const, idempotent: true };

  api.get(
    '/membresias/ofertas',
    { config: read, schema: { tags, querystring: membershipPageQuerySchema } },
    async (request, reply) => reply.ok(offers(deps, request.query.pagina)),
  );
  api.post(
    '/membresias/simular',
    { config: read, schema: { tags, body: membershipSimulationSchema } },
    async (request, reply) => reply.ok(simulateMembership(deps, request.body)),
  );
  api.post(
    '/prereservas/membresias',
    { config: book, schema: { tags, body: membershipBatchSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const outcomes = await prereserveMemberships(tx, deps, request.session!, request.body);
        const lines: MembershipBatchLine[] = outcomes.map((o) =>
          'idPrereserva' in o
            ? { linea: o.linea, codigo: o.codigo, estado: 'prerreservada', idPrereserva: o.idPrereserva }
            : {
                linea: o.linea,
                codigo: o.codigo,
                estado: 'fallida',
                mensaje: translate(request.lang, o.key, o.params),
                ...(o.campo ? { campo: o.campo } : {}),
              },
        );
        const failed = lines.filter((l) => l.estado === 'fallida').length;
        // Nothing written: a refusal like any other, with each line's reason.
        if (failed === lines.length) throw new AppError('memberships.allFailed', 1, {}, { lineas: lines });
        return reply.ok({ lineas: lines }, failed > 0 ? 'memberships.someFailed' : 'memberships.prereserved', {
          count: lines.length - failed,
          failed,
        });
      }),
  );
}
