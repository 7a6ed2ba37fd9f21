import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import { networkEndpoints } from '@vo/domain/network/network.endpoints';
import { recoveryEndpoints } from '@vo/domain/recovery-calculator/recovery.endpoints';
import { OWN_NETWORK } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** 2000002 reads 2000001 among the race's or the month's leaders. */
const RANKING = {
  roles: ['other adviser'] as 'other adviser'[],
  why: 'a ranking names the advisers at its top to every adviser (spec §2 /ranking, /bono-mejor-vendedor)',
};

/** What the trust harness sends to the routes of the client network, rankings, incentives and the recovery calculator. */
export const networkFixtures: Record<string, RouteFixture> = {
  // client network, rankings, incentives, recovery calculator
  ...fixturesOf([
    networkEndpoints.level,
    {
      refused: { nodo: '999999999', pagina: '1' },
      attack: (v) => ({ nodo: String(v.userId), pagina: '1' }),
      victimShownByDesign: OWN_NETWORK,
    },
  ]),
  ...fixturesOf([
    networkEndpoints.search,
    {
      refused: { q: 'zz' },
      attack: (v) => ({ q: v.ci }),
      victimShownByDesign: OWN_NETWORK,
    },
  ]),
  ...fixturesOf([
    incentiveEndpoints.race,
    {
      refused: { carrera: '1999-S3' },
      attack: () => ({ carrera: '2026-S2' }),
      victimShownByDesign: RANKING,
    },
  ]),
  ...fixturesOf([
    incentiveEndpoints.bestSeller,
    {
      refused: { ciclo: 'ninguno', mes: '1999-01' },
      attack: () => ({}),
      victimShownByDesign: RANKING,
    },
  ]),
  // Only the caller's own standing and pre-reservations: nothing of anyone else to aim at.
  ...fixturesOf([incentiveEndpoints.wayToTop, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([incentiveEndpoints.informationPdf, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([recoveryEndpoints.verify, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([
    recoveryEndpoints.reversals,
    {
      refused: { docId: '7777777' },
      attack: (v) => ({ docId: v.ci }),
    },
  ]),
  ...fixturesOf([
    recoveryEndpoints.projects,
    {
      refused: { idEmpresa: 2, idVentaRevertida: 999999 },
      attack: () => ({ idEmpresa: 3, idVentaRevertida: 1 }),
    },
  ]),
  ...fixturesOf([
    recoveryEndpoints.products,
    {
      refused: { idEmpresa: 2, idVentaRevertida: 999999, idProyecto: 101 },
      attack: () => ({ idEmpresa: 3, idVentaRevertida: 1, idProyecto: 103 }),
    },
  ]),
};
