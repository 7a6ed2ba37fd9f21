/**
 * The constants no one capability owns (docs/decisions/0056): the session, the wire, the toasts and the live
 * channel every page lives in; the languages and currencies every page speaks and shows; a person's identity
 * document and e-mail, asked by several capabilities; the group's brands and its customer-service line. A
 * capability's own limits live beside its rules, in `<capability>/<capability>-config.ts`. A limit of the
 * spec is a named constant, never a literal elsewhere.
 */

export const REQUEST_TIMEOUT_MS = 60_000;
export const SESSION_INACTIVITY_SECONDS = 1_800;
/** A session token is also bounded in absolute time, whatever the activity. */
export const SESSION_MAX_LIFETIME_SECONDS = 12 * 3_600;
export const TOAST_AUTO_HIDE_MS = 6_000;
export const NOTIFICATION_TOAST_AUTO_HIDE_MS = 12_000;
/** Spec §4: a dropped realtime channel reconnects within at most 10 s. */
export const REALTIME_RECONNECT_DELAY_MAX_MS = 10_000;

/** The web portal's value of the `agente` header (spec §7). */
export const WEB_PORTAL_AGENT = 109;
/** Client applications the API answers; anything else gets status 1. */
export const KNOWN_AGENTS: readonly number[] = [WEB_PORTAL_AGENT];

/** A person's identity document number: the login's, a buyer's, a beneficiary's, an adviser's. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;
/** The largest id of a table keyed by a 32-bit integer (companies, projects, events, cities): beyond it, nothing is named. */
export const INT32_KEY_MAX = 2_147_483_647;
export const EMAIL_MAX_LENGTH = 254;

/** The customer-service WhatsApp line (spec §9: shown with the +591 prefix). */
export const CUSTOMER_SERVICE_WHATSAPP = '+59171234567';

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type DisplayCurrency = (typeof CURRENCIES)[number];
/** Spec §3: amounts are kept in dollars; USD converts at 1 when no rate is known. */
export const DEFAULT_CURRENCY: DisplayCurrency = 'USD';

/** The group's brands (spec §2: product detail and payment routes have a variant with a brand suffix). */
export const COMPANY_BRANDS: Readonly<Record<number, string>> = {
  2: 'urbanizaciones',
  3: 'viviendas',
  12: 'parque',
  27: 'club',
  30: 'travel',
};
