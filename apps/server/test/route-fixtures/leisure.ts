import { benefitEndpoints } from '@vo/domain/benefits/benefits.endpoints';
import { cabinEndpoints } from '@vo/domain/cabins/cabins.endpoints';
import { cashierEndpoints } from '@vo/domain/cashier/cashier.endpoints';
import { ticketEndpoints } from '@vo/domain/tickets/tickets.endpoints';
import { countRows, DEMO_PRODUCT, VALID_CARD } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** A La Paz calendar day `days` from today (YYYY-MM-DD). */
function laPazDay(days: number): string {
  return new Date(Date.now() - 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
/** The cashier serves the customer at the desk: they name them by document, see their bookings and book for them. */
const CASHIER_DESK =
  'a cashier acts for the customer named by document at the desk (spec §2 cashier menu, docs/decisions/0015), every act audited';

/** What the trust harness sends to the routes of cabins, tickets, membership benefits and the cashier's desk. */
export const leisureFixtures: Record<string, RouteFixture> = {
  ...fixturesOf(
    [cabinEndpoints.home, { refused: {}, attack: () => ({}) }],
    [
      cabinEndpoints.availability,
      {
        refused: { parque: '99', tipo: 'familiar', desde: laPazDay(1), dias: '10' },
        attack: () => ({ parque: '1', tipo: 'familiar', desde: laPazDay(1), dias: '10' }),
      },
    ],
  ),
  ...fixturesOf([
    cabinEndpoints.reserve,
    {
      // Two reasons: no such park, and an arrival in the past.
      refused: { parque: 99, tipo: 'familiar', llegada: '2020-01-01', salida: '2020-01-03' },
      attack: () => ({ parque: 1, tipo: 'pareja', llegada: laPazDay(7), salida: laPazDay(9) }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ parque: 2, tipo: 'familiar', llegada: laPazDay(20), salida: laPazDay(22) }),
        effects: countRows('cabin_reservations'),
      },
    },
  ]),
  ...fixturesOf([
    cabinEndpoints.cancel,
    {
      refused: { idReserva: 999999 },
      // Reservation 1 is the customer's own (made by the exactly-once run above, or by the matrix's customer).
      attack: () => ({ idReserva: 1 }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idReserva: 1 }),
        effects: countRows("cabin_reservations where state = 'cancelled'"),
      },
    },
  ]),
  ...fixturesOf([
    cabinEndpoints.rate,
    {
      refused: { idReserva: 999999, estrellas: 5 },
      // 9001 is 1000001's stay that has ended (seed/demo-cabins.ts): nobody else may rate it.
      attack: () => ({ idReserva: 9001, estrellas: 1 }),
    },
  ]),
  ...fixturesOf(
    [ticketEndpoints.list, { refused: {}, attack: () => ({}) }],
    [
      ticketEndpoints.use,
      {
        refused: { idTicket: 999999 },
        // Ticket 1 is 1000001's park pass (seed/demo-tickets.ts).
        attack: () => ({ idTicket: 1 }),
        ownIdByDesign: 'a "1" names 1000001’s own park pass: using one of its uses is hers to do',
        exactlyOnce: { owner: 'customer', request: () => ({ idTicket: 1 }), effects: countRows('ticket_uses') },
      },
    ],
  ),
  // Membership benefits (docs/decisions/0015): 1000001's membership is product 2.
  ...fixturesOf(
    [benefitEndpoints.cards, { refused: { marca: 'ninguna' }, attack: () => ({ marca: 'parque' }) }],
    [
      benefitEndpoints.checkCard,
      {
        refused: { codigo: 'not-a-qr' },
        // A card number is not its QR: only a signed, fresh code opens the gate.
        attack: () => ({ codigo: 'AC-12-0000002' }),
      },
    ],
  ),
  ...fixturesOf([
    benefitEndpoints.payCardFee,
    {
      refused: { ...VALID_CARD, idProducto: 999999 },
      attack: (v) => ({ ...VALID_CARD, idProducto: v.productId || DEMO_PRODUCT.membership }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ ...VALID_CARD, idProducto: DEMO_PRODUCT.membership }),
        effects: countRows("ledger_entries where account = 'income:accreditation'"),
      },
    },
  ]),
  ...fixturesOf([benefitEndpoints.travel, { refused: {}, attack: () => ({}) }]),
  ...fixturesOf([
    benefitEndpoints.payTravel,
    {
      refused: { ...VALID_CARD, idProducto: 999999 },
      attack: (v) => ({ ...VALID_CARD, idProducto: v.productId || DEMO_PRODUCT.membership }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ ...VALID_CARD, idProducto: DEMO_PRODUCT.membership }),
        effects: countRows("ledger_entries where account = 'income:rci-affiliation:project-70'"),
      },
    },
  ]),
  ...fixturesOf([
    benefitEndpoints.payTravelByQr,
    {
      refused: { idProducto: 999999 },
      attack: (v) => ({ idProducto: v.productId || DEMO_PRODUCT.membership }),
      // The flag benefit by QR is on in the exactly-once harness (off by default, spec §9): one QR, one payment.
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.membership }),
        effects: countRows("payments where fee = 'rci-affiliation'"),
      },
    },
  ]),
  // The cashier's desk (docs/decisions/0015): acting for the customer named by document is the cashier's job.
  ...fixturesOf([
    cashierEndpoints.cabins,
    {
      refused: { documento: '9999999' },
      attack: (v) => ({ documento: v.ci }),
      victimShownByDesign: { roles: ['cashier'], why: CASHIER_DESK },
    },
  ]),
  ...fixturesOf([
    cashierEndpoints.reserveCabin,
    {
      refused: { documento: '9999999', parque: 1, tipo: 'familiar', llegada: laPazDay(5), salida: laPazDay(6) },
      attack: (v) => ({ documento: v.ci, parque: 1, tipo: 'grupal', llegada: laPazDay(40), salida: laPazDay(41) }),
      victimEffectsByDesign: { tables: ['cabin_reservations'], why: CASHIER_DESK },
      exactlyOnce: {
        owner: 'cashier',
        request: () => ({
          documento: '1000001',
          parque: 2,
          tipo: 'grupal',
          llegada: laPazDay(25),
          salida: laPazDay(26),
        }),
        effects: countRows('cabin_reservations where by_cashier_user_id is not null'),
      },
    },
  ]),
  ...fixturesOf([
    cashierEndpoints.cancelCabin,
    {
      refused: { documento: '9999999', idReserva: 1 },
      attack: (v) => ({ documento: v.ci, idReserva: 1 }),
      victimEffectsByDesign: { tables: ['cabin_reservations'], why: CASHIER_DESK },
      exactlyOnce: {
        owner: 'cashier',
        // Reservation 2 is the one the cashier made for 1000001 in the exactly-once run just above (1 is hers).
        request: () => ({ documento: '1000001', idReserva: 2 }),
        effects: countRows("cabin_reservations where state = 'cancelled' and by_cashier_user_id is not null"),
      },
    },
  ]),
  ...fixturesOf([cashierEndpoints.actions, { refused: {}, attack: () => ({}) }]),
};
