import { incentiveEndpoints as endpoints } from '@vo/domain/incentives/incentives.endpoints';
import { bestSellerStandingWire, raceStandingWire } from '@vo/domain/incentives/incentives.wire';
import { wayToTopWire } from '@vo/domain/incentives/way-to-top.wire';
import { pdfFileWire } from '@vo/domain/wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { bestSellerStanding, raceStanding } from './incentives.service.ts';
import { incentivesPdf } from './incentives-info.service.ts';
import { wayToTop } from './way-to-top.service.ts';

/** The travel race, the best-seller bonus (spec §2 /ranking, /bono-mejor-vendedor) and the incentives PDF. */
export async function incentivesRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['incentives']);
  const { deps } = app;
  const adviser = { access: 'adviser-own' } as const;

  route(endpoints.race, adviser, async ({ raceId }, request, reply) =>
    reply.ok(raceStandingWire(await raceStanding(deps, request.session!, raceId))),
  );
  route(endpoints.bestSeller, adviser, async (input, request, reply) =>
    reply.ok(bestSellerStandingWire(await bestSellerStanding(deps, request.session!, input))),
  );
  route(endpoints.wayToTop, adviser, async (_input, request, reply) =>
    reply.ok(wayToTopWire(await wayToTop(deps, request.session!))),
  );
  // Spec §2: advisers and cashiers read the incentives information; the service says who else may not.
  route(endpoints.informationPdf, { access: 'self' }, async (_input, request, reply) =>
    reply.ok(pdfFileWire(await incentivesPdf(deps, request.session!, request.lang))),
  );
}
