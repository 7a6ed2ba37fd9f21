import { membershipEndpoints as endpoints } from '@vo/domain/memberships/memberships.endpoints';
import {
  membershipBatchWire,
  membershipOffersWire,
  membershipSimulationWire,
} from '@vo/domain/memberships/memberships.wire';
import { buyerInLanguage } from '@vo/domain/prereservations/buyer.wire';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { offers, prereserveMemberships, simulateMembership } from './memberships.service.ts';

/** Memberships (spec §2 /membresias, /travel-bolivia, /membresia-internacional, /prereserva-membresia). */
export async function membershipsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['memberships']);
  const { deps } = app;
  const read = { access: 'self' } as const;
  const book = { access: 'adviser-own', effect: 'booking', idempotent: true } as const;

  route(endpoints.offers, read, async ({ page }, _request, reply) =>
    reply.ok(membershipOffersWire(offers(deps, page))),
  );
  route(endpoints.simulate, read, async (choice, request, reply) =>
    reply.ok(membershipSimulationWire(await simulateMembership(deps, request.session!, choice))),
  );
  route(endpoints.prereserve, book, async (batch, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const buyer = buyerInLanguage(batch.buyer, request.lang);
      const outcomes = await prereserveMemberships(tx, deps, request.session!, { ...batch, buyer });
      const answer = membershipBatchWire(outcomes, request.lang);
      const failed = outcomes.filter((o) => 'refusal' in o).length;
      // Nothing written: a refusal like any other, with each line's reason.
      if (failed === outcomes.length) throw new AppError('memberships.allFailed', 1, {}, answer);
      return reply.ok(answer, failed > 0 ? 'memberships.someFailed' : 'memberships.prereserved', {
        count: outcomes.length - failed,
        failed,
      });
    }),
  );
}
