import { paymentsAdminEndpoints as money } from '@vo/domain/payments/payments-admin.endpoints';
import { salesEndpoints as sales } from '@vo/domain/sales/sales.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/**
 * The back office's money and sales routes (docs/decisions/0038). Every portal role is refused on a `staff` route, so
 * `attack` aims at the victim's own objects for nothing. The money acts declare effect 'money' but carry no
 * `exactlyOnce` fixture: the harness signs in portal owners, never staff members (exactly-once.test.ts skips
 * `staff` routes); payments-admin.test.ts sends each refund twice at once, with one key and with two.
 */
const reason = 'A reason of enough characters';
const read = (refused: Record<string, unknown>): RouteFixture => ({ refused, attack: () => refused });

export const backOfficeMoneyFixtures: Record<string, RouteFixture> = fixturesOf(
  [money.dayTotals, read({ desde: '2026-01-02', hasta: '2026-01-01' })],
  [money.list, read({ estado: 'reembolsado', dia: '2000-01-01' })],
  [money.exportList, read({ dia: '2000-01-01' })],
  [money.exportDayTotals, read({ desde: '2000-01-01', hasta: '2000-01-01' })],
  [
    money.refund,
    { refused: { idPago: 999999, motivo: reason, monto: '1.00' }, attack: () => ({ idPago: 1, motivo: reason }) },
  ],
  [money.refunds, read({ idPago: '999999' })],
  [
    money.settleRegularising,
    { refused: { idPago: 999999, motivo: reason }, attack: () => ({ idPago: 1, motivo: reason }) },
  ],
  [sales.summary, read({ desde: '2026-01-02', hasta: '2026-01-01' })],
  [sales.prereservations, read({ estado: 'liberada', proyecto: '999999' })],
  [sales.projects, read({})],
  [sales.heldLots, read({})],
  [sales.projectLots, read({ proyecto: '999999' })],
  [
    sales.release,
    { refused: { idPrereserva: 999999, motivo: reason }, attack: () => ({ idPrereserva: 1, motivo: reason }) },
  ],
  [sales.standings, read({})],
  [sales.exportStandings, read({})],
);
