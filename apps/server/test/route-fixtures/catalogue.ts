import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { membershipEndpoints } from '@vo/domain/memberships/memberships.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { seasonPassEndpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { testBuyer } from '../buyer.ts';
import { countRows, OWN_NETWORK } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** Demo pre-reservations of 2000001 (seed/demo-prereservations.ts): two pending, one reserved. */
const DEMO_PRERESERVATION = { pending: 1, pending2: 2, reserved: 3 } as const;
/** A free lot of project 101 the demo leaves alone (lots 1–3 are pre-reserved, every 7th is sold). */
const DEMO_FREE_LOT = 10;
/** A pre-reservation of a lot for a buyer, on credit. */
const buyer = (document: string, birthDate: string) => testBuyer(document, { fechaNacimiento: birthDate });
function prereservationBody(idLote: number, document: string, birthDate: string) {
  return { idLote, formaPago: 'credito', cuotaInicial: '2000.00', plazo: 48, cliente: buyer(document, birthDate) };
}
/** Season-pass prices of the demo seed (seed/demo-season-passes.ts): the first, and the sold-out box seats. */
const DEMO_PASS_PRICE = { especialGeneral: 1, empresarialPalco: 10 } as const;

/** What the trust harness sends to the routes of catalogue, pre-reservations, memberships and season passes. */
export const catalogueFixtures: Record<string, RouteFixture> = {
  ...fixturesOf([
    catalogueEndpoints.projects,
    {
      refused: { pagina: '0', zona: 'Ninguna' },
      attack: () => ({ pagina: '1' }),
    },
  ]),
  ...fixturesOf([
    catalogueEndpoints.project,
    { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) },
  ]),
  ...fixturesOf(
    [catalogueEndpoints.map, { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) }],
    [catalogueEndpoints.mapGeometry, { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) }],
    [catalogueEndpoints.takenLots, { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) }],
  ),
  ...fixturesOf([
    catalogueEndpoints.lot,
    { refused: { idLote: '999999' }, attack: () => ({ idLote: String(DEMO_FREE_LOT) }) },
  ]),
  ...fixturesOf([
    prereservationEndpoints.lotPlan,
    {
      // Two reasons: no such lot, and an initial amount below 10% of any lot's price.
      refused: { idLote: 999999, formaPago: 'credito', cuotaInicial: '1.00', plazo: 48 },
      attack: () => ({ idLote: DEMO_FREE_LOT, formaPago: 'contado' }),
    },
  ]),
  // A hold is on a free lot, not on anyone's object: the attack holds one (docs/decisions/0064).
  ...fixturesOf(
    [prereservationEndpoints.holdLot, { refused: { idLote: 999999 }, attack: () => ({ idLote: DEMO_FREE_LOT }) }],
    [prereservationEndpoints.letGoLot, { refused: { idLote: 999999 }, attack: () => ({ idLote: DEMO_FREE_LOT }) }],
    [
      prereservationEndpoints.projectHolds,
      { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) },
    ],
  ),
  ...fixturesOf([
    prereservationEndpoints.soldProducts,
    {
      refused: {},
      attack: () => ({}),
      victimShownByDesign: {
        ...OWN_NETWORK,
        why: 'an adviser sees whom they sold to (spec §2 /Producto/Vendido); 2000001 sold 1000001 a lot',
      },
    },
  ]),
  ...fixturesOf([
    prereservationEndpoints.prereserve,
    {
      // Two reasons: no such lot, and a buyer of 10.
      refused: prereservationBody(999999, '7200001', '2016-01-01'),
      attack: (v) => prereservationBody(DEMO_FREE_LOT, v.ci, '1990-01-01'),
      exactlyOnce: {
        owner: 'adviser',
        request: () => prereservationBody(DEMO_FREE_LOT + 1, '7200002', '1990-01-01'),
        effects: countRows('prereservations'),
      },
    },
  ]),
  ...fixturesOf([
    prereservationEndpoints.release,
    {
      refused: { idPrereserva: 999999 },
      attack: () => ({ idPrereserva: DEMO_PRERESERVATION.pending }),
      exactlyOnce: {
        owner: 'adviser',
        request: () => ({ idPrereserva: DEMO_PRERESERVATION.pending }),
        effects: countRows("prereservation_steps where step = 'release'"),
      },
    },
  ]),
  ...fixturesOf([
    prereservationEndpoints.reserve,
    {
      refused: { idPrereserva: 999999 },
      attack: () => ({ idPrereserva: DEMO_PRERESERVATION.pending2 }),
      exactlyOnce: {
        owner: 'adviser',
        request: () => ({ idPrereserva: DEMO_PRERESERVATION.pending2 }),
        effects: countRows("prereservation_steps where step = 'reserve'"),
      },
    },
  ]),
  ...fixturesOf([
    prereservationEndpoints.purchase,
    {
      refused: { idPrereserva: 999999 },
      attack: () => ({ idPrereserva: DEMO_PRERESERVATION.reserved }),
      exactlyOnce: {
        owner: 'adviser',
        request: () => ({ idPrereserva: DEMO_PRERESERVATION.reserved }),
        effects: countRows("prereservation_steps where step = 'purchase'"),
      },
    },
  ]),
  ...fixturesOf([
    membershipEndpoints.offers,
    { refused: { pagina: 'ninguna' }, attack: () => ({ pagina: 'membresias' }) },
  ]),
  ...fixturesOf([
    membershipEndpoints.simulate,
    {
      // Two reasons: no such membership, and an initial amount below 10% of any.
      refused: { codigo: 'NINGUNA', formaPago: 'credito', cuotaInicial: '1.00', plazo: 48 },
      attack: () => ({ codigo: 'PLATINO', formaPago: 'contado' }),
    },
  ]),
  ...fixturesOf([
    membershipEndpoints.prereserve,
    {
      // Two reasons: a buyer of 10, and no such membership.
      refused: { cliente: buyer('7200003', '2016-01-01'), membresias: [{ codigo: 'NINGUNA', formaPago: 'contado' }] },
      attack: (v) => ({
        cliente: buyer(v.ci, '1990-01-01'),
        membresias: [{ codigo: 'PLATINO', formaPago: 'contado' }],
      }),
      exactlyOnce: {
        owner: 'adviser',
        request: () => ({
          cliente: buyer('7200004', '1990-01-01'),
          membresias: [{ codigo: 'RST', formaPago: 'contado' }],
        }),
        effects: countRows("prereservations where kind = 'membership'"),
      },
    },
  ]),
  ...fixturesOf([
    seasonPassEndpoints.passType,
    { refused: { tipoAbono: 'ninguno' }, attack: () => ({ tipoAbono: 'especial' }) },
  ]),
  ...fixturesOf([
    seasonPassEndpoints.prereserve,
    {
      // Two reasons: sold out, and a buyer of 10.
      refused: {
        tipoAbono: 'empresarial',
        idPrecio: DEMO_PASS_PRICE.empresarialPalco,
        cliente: buyer('7200005', '2016-01-01'),
      },
      attack: (v) => ({
        tipoAbono: 'especial',
        idPrecio: DEMO_PASS_PRICE.especialGeneral,
        cliente: buyer(v.ci, '1990-01-01'),
      }),
      exactlyOnce: {
        owner: 'adviser',
        request: () => ({
          tipoAbono: 'especial',
          idPrecio: DEMO_PASS_PRICE.especialGeneral,
          cliente: buyer('7200006', '1990-01-01'),
        }),
        effects: countRows("prereservations where kind = 'season_pass'"),
      },
    },
  ]),
};
