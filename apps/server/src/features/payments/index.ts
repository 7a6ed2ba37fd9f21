/**
 * What other features may use of the payments: a card charge, whether a kept card may still be charged, the
 * fee payment it settles (ledger entry and receipt in the same transaction) and the void of the charge when that
 * transaction fails (docs/decisions/0015, 0016, 0022); the back office's day beside the ledger, which the
 * console's Today shows for today (docs/decisions/0053).
 */
export { chargeCardToken, takeCardCharge } from './card-payment.service.ts';
export { type FeeSettler, registerFeeSettler } from './fee-settlers.ts';
export { dayTotals } from './payments-admin.service.ts';
export { createFeeQrCharge } from './qr-payment.service.ts';
export { isCardKept } from './saved-cards.repo.ts';
export { recordFeePayment } from './settlement.ts';
export { type CardAttempt, intentOf, voidIfNotRecorded } from './void-on-failure.ts';
