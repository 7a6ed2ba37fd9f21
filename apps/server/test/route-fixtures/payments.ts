import { documentEndpoints } from '@vo/domain/documents/documents.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentOpsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { countRows, DEMO_PRODUCT, VALID_CARD } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

const countPayments = countRows('payments');

/** What the trust harness sends to the routes of products, payments and documents. */
export const paymentFixtures: Record<string, RouteFixture> = {
  // products and payments
  ...fixturesOf([productEndpoints.list, { refused: {}, attack: (v) => ({ ci: v.ci }) }]),
  ...fixturesOf([
    productEndpoints.detail,
    {
      refused: { idProducto: '999999' },
      attack: (v) => ({ idProducto: String(v.productId) }),
    },
  ]),
  ...fixturesOf([
    productEndpoints.statement,
    {
      refused: { idProducto: '999999' },
      attack: (v) => ({ idProducto: String(v.productId) }),
    },
  ]),
  ...fixturesOf([
    paymentEndpoints.card,
    {
      // Two reasons: an amount of zero, and a card the sandbox declines.
      refused: { idProducto: DEMO_PRODUCT.lot, monto: '0', ...VALID_CARD, numeroTarjeta: '4000 0000 0000 0002' },
      attack: (v) => ({ idProducto: v.productId, monto: '10.00', ...VALID_CARD }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', ...VALID_CARD }),
        effects: countPayments,
      },
    },
  ]),
  ...fixturesOf([
    paymentEndpoints.qr,
    {
      // Two reasons: no such product, and an amount the sandbox bank cannot make a QR for.
      refused: { idProducto: 999999, monto: '0.13' },
      attack: (v) => ({ idProducto: v.productId, monto: '10.00' }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.membership, monto: '1.00' }),
        effects: countPayments,
      },
    },
  ]),
  ...fixturesOf([paymentEndpoints.qrState, { refused: { idPago: '999999' }, attack: () => ({ idPago: '1' }) }]),
  ...fixturesOf([paymentEndpoints.receipt, { refused: { idPago: '999999' }, attack: () => ({ idPago: '1' }) }]),
  ...fixturesOf([
    paymentEndpoints.qrNotification,
    {
      // Unsigned, and about a QR that does not exist.
      refused: { referencia: 'qr-none', monto: '1.00', transaccion: 'tx-1' },
      attack: () => ({ referencia: 'qr-none', monto: '1.00', transaccion: 'tx-1' }),
    },
  ]),
  ...fixturesOf([
    paymentEndpoints.qrTransferNotification,
    {
      // Unsigned, and about a refund that does not exist.
      refused: { referencia: 'refund-none', monto: '1.00', transaccion: 'tr-1' },
      attack: () => ({ referencia: 'refund-none', monto: '1.00', transaccion: 'tr-1' }),
    },
  ]),
  ...fixturesOf([
    paymentOpsEndpoints.sandboxQrPay,
    { refused: { referencia: 'qr-none' }, attack: () => ({ referencia: 'qr-none' }) },
  ]),
  ...fixturesOf([
    paymentOpsEndpoints.sandboxQrTransferConfirm,
    { refused: { referencia: 'refund-none' }, attack: () => ({ referencia: 'refund-none' }) },
  ]),
  ...fixturesOf([
    paymentEndpoints.prepaid,
    {
      refused: { idProducto: 999999, monto: '0', codigo: 'VACIADA02026' },
      attack: (v) => ({ idProducto: v.productId, monto: '1.00', codigo: 'PREPAGO12026' }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo: 'PREPAGO12026' }),
        effects: countPayments,
      },
    },
  ]),
  // A new captcha is every caller's own: `tipo` only chooses the image or the question (docs/decisions/0030).
  ...fixturesOf([paymentEndpoints.captcha, { refused: { tipo: 'pregunta' }, attack: () => ({ tipo: 'pregunta' }) }]),
  ...fixturesOf([
    paymentEndpoints.prepaidBalance,
    {
      refused: { codigo: 'NOPE00000000', idCaptcha: '00000000-0000-4000-8000-000000000000', captcha: 'xxxxx' },
      attack: () => ({ codigo: 'PREPAGO12026', idCaptcha: '00000000-0000-4000-8000-000000000000', captcha: 'xxxxx' }),
    },
  ]),
  // Saved cards (docs/decisions/0022): the list is the caller's own; a card id names one of theirs or nothing.
  ...fixturesOf([paymentEndpoints.savedCards, { refused: {}, attack: (v) => ({ ci: v.ci }) }]),
  ...fixturesOf([
    paymentEndpoints.removeSavedCard,
    {
      refused: { idTarjeta: 999999 },
      // The lowest ids: whoever paid by card first, never the caller's to remove.
      attack: () => ({ idTarjeta: 1 }),
    },
  ]),
  ...fixturesOf([paymentEndpoints.wallet, { refused: {}, attack: (v) => ({ ci: v.ci }) }]),
  ...fixturesOf([
    paymentEndpoints.walletPayment,
    {
      // Two reasons: no such product and an amount of zero (the PIN is never reached).
      refused: { idProducto: 999999, monto: '0', pin: '0000' },
      attack: (v) => ({ idProducto: v.productId, monto: '1.00', pin: '2468' }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', pin: '2468' }),
        effects: countPayments,
      },
    },
  ]),
  ...fixturesOf([
    paymentEndpoints.askFriend,
    {
      refused: { idProducto: 999999, monto: '0' },
      attack: (v) => ({ idProducto: v.productId, monto: '1.00' }),
    },
  ]),
  ...fixturesOf([
    paymentEndpoints.friendRequest,
    { refused: { codigo: 'ZZZZZZZZ' }, attack: () => ({ codigo: 'ZZZZZZZZ' }) },
  ]),
  ...fixturesOf([
    paymentEndpoints.friendPaysByCard,
    {
      refused: { codigo: 'ZZZZZZZZ', ...VALID_CARD, numeroTarjeta: '4000 0000 0000 0002' },
      // Anyone given a code may pay it (that is its point); it pays 1000002's house, nothing of the victims'.
      attack: () => ({ codigo: 'PAGAME23', ...VALID_CARD }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ codigo: 'PAGAME23', ...VALID_CARD }),
        effects: countPayments,
      },
    },
  ]),
  // documents
  ...fixturesOf(
    [
      documentEndpoints.list,
      { refused: { idProducto: '999999' }, attack: (v) => ({ idProducto: String(v.productId) }) },
    ],
    [
      documentEndpoints.download,
      {
        refused: { tipo: 'contrato', id: '999999' },
        attack: (v) => ({ tipo: 'contrato', id: String(v.productId) }),
      },
    ],
  ),
};
