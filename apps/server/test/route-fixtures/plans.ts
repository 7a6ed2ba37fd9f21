import { planEndpoints } from '@vo/domain/plans/plans.endpoints';
import { countRows, DEMO_PRODUCT } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

const countPlanChanges = countRows('plan_changes');

/** What the trust harness sends to the routes of payment-plan reconfiguration and membership upgrade. */
export const planFixtures: Record<string, RouteFixture> = {
  // plans
  ...fixturesOf([
    planEndpoints.options,
    { refused: { idProducto: '999999' }, attack: (v) => ({ idProducto: String(v.productId) }) },
  ]),
  ...fixturesOf([
    planEndpoints.simulate,
    {
      refused: { idProducto: 999999, cuotaInicial: 'abc', plazo: 7 },
      attack: (v) => ({ idProducto: v.productId, cuotaInicial: '5000.00', plazo: 24 }),
    },
  ]),
  ...fixturesOf([
    planEndpoints.reconfigure,
    {
      refused: { idProducto: 999999, cuotaInicial: 'abc', plazo: 7 },
      attack: (v) => ({ idProducto: v.productId, cuotaInicial: '5000.00', plazo: 24 }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.lot, cuotaInicial: '5000.00', plazo: 24 }),
        effects: countPlanChanges,
      },
    },
  ]),
  ...fixturesOf([
    planEndpoints.upgradeOptions,
    {
      refused: { idProducto: '999999' },
      attack: (v) => ({ idProducto: String(v.productId) }),
    },
  ]),
  ...fixturesOf([
    planEndpoints.simulateUpgrade,
    {
      refused: { idProducto: 999999, membresia: 'nada', cuotaInicial: 'abc', plazo: 7 },
      attack: (v) => ({ idProducto: v.productId, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 }),
    },
  ]),
  ...fixturesOf([
    planEndpoints.upgrade,
    {
      refused: { idProducto: 999999, membresia: 'nada', cuotaInicial: 'abc', plazo: 7 },
      attack: (v) => ({ idProducto: v.productId, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({
          idProducto: DEMO_PRODUCT.membership,
          membresia: 'resort',
          cuotaInicial: '200.00',
          plazo: 12,
        }),
        effects: countPlanChanges,
      },
    },
  ]),
};
