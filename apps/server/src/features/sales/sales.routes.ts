import { heldLotsWire } from '@vo/domain/sales/held-lots.wire';
import { salesEndpoints as endpoints } from '@vo/domain/sales/sales.endpoints';
import {
  prereservationListWire,
  projectLotsWire,
  projectsWire,
  releaseWire,
  salesSummaryWire,
  standingsWire,
} from '@vo/domain/sales/sales.wire';
import type { FastifyInstance } from 'fastify';
import { csvOf } from '../../platform/back-office/csv.ts';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { liveHoldsForStaff } from '../prereservations/index.ts';
import {
  prereservationList,
  projectList,
  projectLots,
  releasePrereservation,
  salesSummary,
  standings,
} from './sales.service.ts';

/** Sales: pre-reservations, reservations and purchases, lot states, standings (docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function salesRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const read = { access: 'staff', permission: 'sales.read' } as const;
  const act = { access: 'staff', permission: 'sales.act' } as const;

  route(endpoints.summary, read, async (range, _request, reply) =>
    reply.ok(salesSummaryWire(await salesSummary(deps, range))),
  );
  route(endpoints.prereservations, read, async (filter, _request, reply) =>
    reply.ok(prereservationListWire(await prereservationList(deps, filter))),
  );
  route(endpoints.projects, read, async (_input, _request, reply) => reply.ok(projectsWire(await projectList(deps))));
  route(endpoints.projectLots, read, async ({ projectId }, _request, reply) =>
    reply.ok(projectLotsWire(await projectLots(deps, projectId))),
  );
  // A second release of the same one finds it released and is refused: the row lock makes it once.
  route(endpoints.release, act, async (input, request, reply) =>
    reply.ok(
      releaseWire(
        await runTransaction(deps.db, (tx) => releasePrereservation(tx, deps, request.staff!, input, request.ip)),
      ),
      'adminSales.released',
    ),
  );
  route(endpoints.heldLots, read, async (_input, _request, reply) =>
    reply.ok(heldLotsWire(await liveHoldsForStaff(deps.db, deps.clock.now()))),
  );
  route(endpoints.standings, read, async (_input, _request, reply) => reply.ok(standingsWire(await standings(deps))));

  route.text(endpoints.exportStandings, read, async () => {
    const s = standingsWire(await standings(deps));
    const rows = [
      ...s.carreraPuestos.map((r) => [s.carrera, r.posicion, r.codigo, r.asesor, r.puntos, r.ventas, '']),
      ...s.mejorVendedor.map((r) => [s.mes, r.posicion, r.codigo, r.asesor, '', r.ventas, r.monto]),
    ];
    return csvOf(['tabla', 'posicion', 'codigo', 'asesor', 'puntos', 'ventas', 'monto'], rows);
  });
}
