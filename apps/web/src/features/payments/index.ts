/** What other features may use of the payments: the card form and the attempt that sends a payment exactly once (a fee, a subscription, a plan change). */
export { CardPaymentForm } from './card-payment-form.tsx';
export { createPaymentAttempts, isDefinitiveAnswer } from './payment-attempt.ts';
export type { PaymentBase, PaymentSender } from './payment-submission.ts';
export { QrChargeView } from './qr-charge.tsx';
