/**
 * The limits of the payment means (card, QR, wallet, prepaid codes, a friend's payment), beside the payment
 * rules (docs/decisions/0056). The card limit, cards per client, companies without QR and the blackouts are
 * the defaults of settings the back office changes (configuration/settings.ts, docs/decisions/0039).
 */

export const COMPANIES_WITHOUT_QR: readonly number[] = [27];
export const CARD_TRANSACTION_LIMIT_CENTS = 350_000n;

/** Spec §6: card payments are refused once a client has used this many different cards (server-supplied). */
export const MAX_CARDS_PER_CLIENT = 3;
/** How long a generated payment QR may be paid before it expires. */
export const QR_PAYMENT_TTL_MINUTES = 15;

/** Spec §9: payments refused in these windows (La Paz wall-clock, DD/MM/YYYY HH:mm:ss) for these companies. */
export interface PaymentBlackout {
  companies: readonly number[];
  from: string;
  to: string;
}
export const PAYMENT_BLACKOUTS: readonly PaymentBlackout[] = [
  { companies: [12, 27], from: '30/12/2022 23:30:00', to: '31/12/2022 06:00:00' },
];

/** Points wallet: one point pays one cent; a wrong PIN this many times locks the wallet for a while. */
export const WALLET_POINTS_PER_CENT = 1n;
export const WALLET_PIN_LENGTH = 4;
export const WALLET_PIN_MAX_TRIES = 3;
export const WALLET_LOCK_MINUTES = 30;
/** Prepaid card codes: 12 letters or digits, printed in groups of four. */
export const PREPAID_CODE_LENGTH = 12;
/** Refused prepaid codes per person per hour, on the payment and the balance check alike. */
export const PREPAID_CODE_FAILURES_PER_HOUR = 5;
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MINUTES = 10;
/**
 * The captcha for a person who cannot see the image: a code of this many digits sent to their own e-mail or
 * phone, at most this many an hour per person (docs/decisions/0042).
 */
export const CAPTCHA_CODE_LENGTH = 6;
export const CAPTCHA_CODE_SENDS_PER_HOUR = 5;
/** "Ask a friend to pay": how long the code can be paid. */
export const PAYMENT_REQUEST_TTL_HOURS = 48;
export const PAYMENT_REQUEST_CODE_LENGTH = 8;
/** Unknown "pay for me" codes a person may look up per hour before further look-ups are refused. */
export const FRIEND_CODE_FAILURES_PER_HOUR = 10;
