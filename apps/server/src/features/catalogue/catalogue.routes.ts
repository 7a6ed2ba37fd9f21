import { catalogueEndpoints as endpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { projectDetailWire, projectListWire } from '@vo/domain/catalogue/catalogue.wire';
import { lotDetailWire } from '@vo/domain/catalogue/lot.wire';
import { projectMapWire, takenLotsWire } from '@vo/domain/catalogue/project-map.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { listProjects, lotDetail, projectDetail, projectGeometry, projectMap, takenLots } from './catalogue.service.ts';
import { geometryAnswer } from './geometry-answer.ts';

/** The catalogue (spec §2 /proyectos, /detalle/proyecto, /mapa/proyecto, /forma-pago/lote): for anyone logged in. */
export async function catalogueRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['catalogue']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.projects, self, async (query, _request, reply) =>
    reply.ok(projectListWire(await listProjects(deps, query))),
  );
  route(endpoints.project, self, async ({ projectId }, _request, reply) =>
    reply.ok(projectDetailWire(await projectDetail(deps, projectId))),
  );
  // The one large answer of the portal (a 2 000-lot drawing): compressed, see docs/decisions/0012. Kept for
  // clients that still call it; the web reads the two calls below (docs/decisions/0021).
  route(
    endpoints.map,
    self,
    async ({ projectId }, _request, reply) => reply.ok(projectMapWire(await projectMap(deps, projectId))),
    { compress: { threshold: 1024 } },
  );
  // The geometry: the same bytes until the drawing changes, revalidated by ETag (304), gzipped once.
  route.kept(endpoints.mapGeometry, self, async ({ projectId }) =>
    geometryAnswer(deps, await projectGeometry(deps, projectId)),
  );
  route(endpoints.takenLots, self, async ({ projectId }, request, reply) =>
    reply.ok(takenLotsWire(await takenLots(deps, projectId, request.session!.userId))),
  );
  route(endpoints.lot, self, async ({ lotId }, request, reply) =>
    reply.ok(lotDetailWire(await lotDetail(deps, request.session!.documentNumber, lotId))),
  );
}
