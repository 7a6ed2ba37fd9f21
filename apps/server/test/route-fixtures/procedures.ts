import { procedureEndpoints } from '@vo/domain/procedures/procedures.endpoints';
import { procedureOpsEndpoints } from '@vo/domain/procedures/procedures-ops.endpoints';
import { countRows, DEMO_PRODUCT } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** Demo procedures of 1000001 (seed/demo-procedures.ts): an observed plan change, a resolved document request. */
const DEMO_PROCEDURE = { observed: 1, resolved: 2 } as const;

/** What the trust harness sends to the routes of procedures. */
export const procedureFixtures: Record<string, RouteFixture> = {
  // procedures (docs/decisions/0014). Procedure 1 is 1000001's observed plan change (seed/demo-procedures.ts).
  ...fixturesOf(
    [procedureEndpoints.list, { refused: {}, attack: () => ({}) }],
    [
      procedureEndpoints.detail,
      { refused: { idTramite: '999999' }, attack: () => ({ idTramite: String(DEMO_PROCEDURE.observed) }) },
    ],
  ),
  ...fixturesOf([
    procedureEndpoints.start,
    {
      // Two reasons: someone else's product (1000002's house), and too short a detail.
      refused: { tipo: 'solicitud_documento', idProducto: DEMO_PRODUCT.overdueHouse, detalle: 'corto' },
      attack: () => ({
        tipo: 'solicitud_baja',
        idProducto: DEMO_PRODUCT.lot,
        detalle: 'Quiero dar de baja el lote de otra persona.',
      }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({
          tipo: 'solicitud_documento',
          idProducto: DEMO_PRODUCT.lot,
          detalle: 'Necesito una copia del contrato del lote.',
        }),
        effects: countRows('procedures'),
      },
    },
  ]),
  ...fixturesOf([
    procedureEndpoints.withdraw,
    {
      refused: { idTramite: 999999 },
      attack: () => ({ idTramite: DEMO_PROCEDURE.observed }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idTramite: DEMO_PROCEDURE.observed }),
        effects: countRows("procedure_events where state = 'withdrawn'"),
      },
    },
  ]),
  ...fixturesOf([
    procedureOpsEndpoints.move,
    {
      // Nothing ever moves back to "presentado", so no hostile id can make this change anything.
      refused: { idTramite: 999999, estado: 'presentado', nota: '' },
      attack: () => ({ idTramite: DEMO_PROCEDURE.observed, estado: 'rechazado', nota: 'Rechazado por un intruso.' }),
    },
  ]),
};
