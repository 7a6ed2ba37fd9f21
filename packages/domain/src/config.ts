/** Business constants and feature flags of spec §9. A limit of the spec lives here, never as a literal elsewhere. */

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

export const PASSWORD_MIN_LENGTH = 8;
/** Guards against hashing megabytes of "password" sent to slow the server down. */
export const PASSWORD_MAX_LENGTH = 128;
/** A person's identity document number: the login's, a buyer's, a beneficiary's, an adviser's. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;
/** The largest id of a table keyed by a 32-bit integer (companies, projects, events, cities): beyond it, nothing is named. */
export const INT32_KEY_MAX = 2_147_483_647;
/** The complement of a Bolivian identity card ("1E"). */
export const DOCUMENT_COMPLEMENT_MAX_LENGTH = 2;

/** Failed logins before the account locks, and for how long (ASVS 6.x). */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MINUTES = 5;
/** From this failure on, each further wrong password waits a little longer before answering. */
export const LOGIN_FAILURES_BEFORE_SLOWDOWN = 3;

export const PASSWORD_LINK_TTL_MINUTES = 30;
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MINUTES = 10;
/**
 * Per-account caps, counted by the document typed (known or not, so they tell nothing) whatever
 * the caller's address: a code sent to the same person, and wrong codes tried for them, per hour.
 */
export const RECOVERY_SENDS_PER_HOUR = 3;
export const RECOVERY_TRIES_PER_HOUR = 5;
/** ASVS 5.0 6.2.5: a passphrase of this many words is judged by its length, not its composition. */
export const PASSPHRASE_MIN_WORDS = 4;
/** Fewer different characters than this (case and spaces aside) is a repeat, like "aaaa aaaa" (docs/decisions/0041). */
export const PASSWORD_MIN_DISTINCT_CHARACTERS = 4;
/** A part of a name or e-mail shorter than this is not looked for in the person's password ("Li", "de"). */
export const PERSONAL_DATA_MIN_LENGTH = 3;
/** Letters a password may add to a word everyone tries ("my" + "password") and still be built on it. */
export const WEAK_WORD_SPARE_LETTERS = 3;

export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 10;
export const DEFAULT_PHONE_PREFIX = '+591';
/** The customer-service WhatsApp line (spec §9: shown with the +591 prefix). */
export const CUSTOMER_SERVICE_WHATSAPP = '+59171234567';

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type DisplayCurrency = (typeof CURRENCIES)[number];
/** Spec §3: amounts are kept in dollars; USD converts at 1 when no rate is known. */
export const DEFAULT_CURRENCY: DisplayCurrency = 'USD';
/** How long fetched exchange rates are trusted before asking the rate service again. */
export const EXCHANGE_RATE_CACHE_SECONDS = 3_600;

/** Invoice data (spec §5, §9): document number 5 to 20, complement at most 2. */
export const INVOICE_DOCUMENT_NUMBER_MIN_LENGTH = 5;
export const INVOICE_DOCUMENT_NUMBER_MAX_LENGTH = 20;
export const INVOICE_COMPLEMENT_MAX_LENGTH = 2;
/** Document types whose number holds digits only (spec §5). */
export const DIGITS_ONLY_DOCUMENT_TYPES: readonly number[] = [1, 20];
/** The only document type that carries a complement (spec §5). */
export const DOCUMENT_TYPE_WITH_COMPLEMENT = 1;
export const BUSINESS_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** Notifications (spec §9): the first page asked for is of type 1; pages hold this many rows. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_TEXT_MAX_LENGTH = 1_000;

export const COMPANIES_THAT_INVOICE: readonly number[] = [2, 3, 12];
export const COMPANIES_WITHOUT_QR: readonly number[] = [27];
export const CARD_TRANSACTION_LIMIT_CENTS = 350_000n;
export const PROJECT_LIST_PAGE_SIZE = 10;

export interface FeatureFlags {
  qrPayments: boolean;
  membershipUpgrade: boolean;
  internationalMembership: boolean;
  resortMembershipPurchase: boolean;
  ratingsShown: boolean;
  noveltyModal: boolean;
  benefitByCard: boolean;
  benefitByQr: boolean;
  invoiceDataEditable: boolean;
  cabinReservationInMenu: boolean;
  projectFilterVariant: boolean;
}

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  qrPayments: true,
  membershipUpgrade: true,
  internationalMembership: true,
  resortMembershipPurchase: false,
  ratingsShown: true,
  noveltyModal: false,
  benefitByCard: true,
  benefitByQr: false,
  invoiceDataEditable: true,
  cabinReservationInMenu: true,
  projectFilterVariant: true,
};

/** The group's brands (spec §2: product detail and payment routes have a variant with a brand suffix). */
export const COMPANY_BRANDS: Readonly<Record<number, string>> = {
  2: 'urbanizaciones',
  3: 'viviendas',
  12: 'parque',
  27: 'club',
  30: 'travel',
};

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

/** Payment plans (spec §9): default term and initial fee, and the limits a simulation must respect. */
export const DEFAULT_TERM_MONTHS = 48;
export const DEFAULT_INITIAL_PERCENT = 10;
/** Spec §5/§9: the initial amount is above this percentage of the product's value. */
export const MIN_INITIAL_PERCENT = 10;
export const PLAN_TERMS_MONTHS: readonly number[] = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120];
/** Spec §9: a new plan above this financed amount may not take the longest term. */
export const NEW_PLAN_LIMIT_CENTS = 2_000_000n;
export const NEW_PLAN_LIMIT_TERM_MONTHS = 120;
/** Spec §9: the initial amount of a membership (and of its upgrade) is at most this. */
export const INITIAL_MEMBERSHIP_LIMIT_CENTS = 447_800n;
/** Monthly interest of the group's direct financing, in basis points (0.8% a month). */
export const PLAN_MONTHLY_RATE_BP = 80;

/** Spec §3 membership names, from the lowest; an upgrade moves to a higher one. */
export const MEMBERSHIP_LEVELS = [
  { id: 'platinum', name: 'Membresía Platino', priceCents: 360_000n },
  { id: 'resort', name: 'Membresía Resort', priceCents: 540_000n },
  { id: 'resort_plus', name: 'Membresía Resort Plus', priceCents: 720_000n },
] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number]['id'];

/** Client network tree (spec §2 /red/clientes): one level is served a page at a time; a search answers at most this many. */
export const NETWORK_LEVEL_PAGE_SIZE = 50;
export const NETWORK_SEARCH_LIMIT = 20;
/** Shorter searches would match most of a large network: at least this many characters. */
export const NETWORK_SEARCH_MIN_LENGTH = 3;

/** Spec §9 travel race: top 40 of the semester, 1 point per dollar of capital paid, two races a year. */
export const RACE_TOP = 40;
export const RACE_MONTHS = 6;
/** Spec §9: a cash sale counts as this percentage initial plus this many instalments (of the default term). */
export const CASH_SALE_INITIAL_PERCENT = 10;
export const CASH_SALE_INSTALMENTS_COUNTED = 2;
/** Spec §9: the month after the one-time grace month needs at least this many sales. */
export const RACE_SALES_AFTER_GRACE = 2;

/** Spec §9 best-seller bonus: 300 dollars to the top 30 advisers of each month of a cycle. */
export const BEST_SELLER_BONUS_CENTS = 30_000n;
export const BEST_SELLER_TOP = 30;
/** Cycles of the best-seller bonus (inclusive La Paz dates); the first is the spec's, the others are configured alike. */
export const BEST_SELLER_CYCLES: readonly { id: string; from: string; to: string }[] = [
  { id: '2023-1', from: '2023-02-18', to: '2023-07-31' },
  { id: '2026-2', from: '2026-08-01', to: '2027-01-31' },
];

/** Spec §5/§9 recovery calculator: the document searched has more than 3 characters. */
export const RECOVERY_SEARCH_MIN_LENGTH = 4;
/** The share of a reversed sale's paid capital that may be recognised on a new product (porcentajeMaximoMontoReconocido). */
export const RECOVERY_MAX_RECOGNISED_PERCENT = 60;

/**
 * The compensation plan (spec §2 /plan-compensacion; its figures are not in the spec): the business's
 * commission on each product kind and its share of the network's sales by generation. Configured here
 * (docs/decisions/0009) until the group's own figures replace them.
 */
export const COMPENSATION_PLAN = {
  directCommissionPercent: { lot: 8, house: 3, membership: 12, season_pass: 5 },
  networkSharePercentByGeneration: [2, 1, 0.5],
  /** an adviser earns network shares in a month with at least this many own sales */
  activeMonthSales: 1,
} as const;

/** The training courses (spec §2 /capacitacion, hidden from the menu): their titles live in the catalogue. */
export const TRAINING_MODULES = [
  { id: 'products', hours: 4 },
  { id: 'memberships', hours: 3 },
  { id: 'ethics', hours: 2 },
  { id: 'portal', hours: 1 },
] as const;

/** Spec §5, §9 meeting rooms: name, capacity, how far ahead, and when prospects may be seen by others. */
export const ROOM_NAME_MIN_LENGTH = 5;
export const ROOM_NAME_MAX_LENGTH = 120;
export const ROOM_CAPACITY_MIN = 5;
export const ROOM_CAPACITY_MAX = 999;
export const ROOM_MIN_HOURS_AHEAD = 12;
export const ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE = 60;
/** Spec §5 "address with length limits" (lengths: not shown): our choice, docs/decisions/0010. */
export const ROOM_ADDRESS_MIN_LENGTH = 10;
export const ROOM_ADDRESS_MAX_LENGTH = 200;
/** Spec §5 "date and duration within range": our choice of the range, docs/decisions/0010. */
export const ROOM_DURATION_MIN_HOURS = 1;
export const ROOM_DURATION_MAX_HOURS = 8;
export const ROOM_MAX_DAYS_AHEAD = 180;
export const ROOM_MAX_MODERATORS = 5;
/** Spec §9: event guests' full name at most 255 characters, ID card at most 40. */
export const GUEST_NAME_MAX_LENGTH = 255;
export const GUEST_ID_MAX_LENGTH = 40;
export const PROSPECT_NAME_MAX_LENGTH = 120;
export const PROSPECT_CITY_MAX_LENGTH = 80;
/** The code other advisers join a room with ("DEMO26"). */
export const ROOM_CODE_LENGTH = 6;

/** Spec §9: an adviser has at most this many pre-reservations pending; buyers are adults. */
/** The buyer of a pre-reservation (spec §3 customer data): their address, and a corporate membership's beneficiary's name. */
export const BUYER_ADDRESS_MAX_LENGTH = 200;
export const BENEFICIARY_NAME_MAX_LENGTH = 120;

export const MAX_PENDING_PRERESERVATIONS = 5;
export const ADULT_AGE_YEARS = 18;

/**
 * How long a pending pre-reservation holds its lot or pass without a step before the back office treats it as
 * abandoned and may release it (docs/decisions/0053): the spec sets no expiry; a week is the house terms' own
 * span for the initial's balance (spec §9), and the console's "Today" warns a day before it runs out.
 */
export const PRERESERVATION_HOLD_DAYS = 7;
export const PRERESERVATION_EXPIRY_WARNING_HOURS = 24;

/** Spec §5/§9: a membership pre-reservation sends several at once; a batch is at most this many. */
export const MAX_MEMBERSHIP_BATCH = 10;
/** Spec §5: a corporation takes 5 to 999 beneficiaries, the most any membership takes. */
export const MEMBERSHIP_BENEFICIARIES_MAX = 999;

/** Which page of spec §2 offers a membership: /membresias, /travel-bolivia, or /membresia-internacional (behind its flag). */
export type MembershipPage = 'membresias' | 'travel' | 'internacional';

/** Spec §9 family renewal deadline: renewals are taken up to this day (La Paz), new family passes after it. */
export const FAMILY_RENEWAL_DEADLINE = '2022-01-18';

/** Cabin reservation (spec §2 /reservar-cabana; the figures are ours, docs/decisions/0013). */
/** A stay is 1 to 7 nights, starting from tomorrow up to 90 days ahead (La Paz dates). */
export const CABIN_MAX_NIGHTS = 7;
export const CABIN_DAYS_AHEAD = 90;
/** A reservation may be cancelled until this many hours before its arrival day begins (La Paz). */
export const CABIN_CANCEL_HOURS_BEFORE = 48;
/**
 * Cabins one person may hold on any night, across parks and kinds (docs/decisions/0042): a family and the
 * grandparents; more is a group, which the group cabin or customer service serves.
 */
export const CABINS_PER_PERSON_PER_NIGHT = 2;

/** The back office (docs/decisions/0038): staff sessions are shorter than customers'. */
export const STAFF_SESSION_INACTIVITY_SECONDS = 900;
export const STAFF_SESSION_MAX_LIFETIME_SECONDS = 10 * 3_600;
/** Between the password and the second factor: the proof of the first step lasts this long. */
export const STAFF_CHALLENGE_TTL_MINUTES = 5;
/** Wrong passwords per e-mail, and wrong second-factor codes per staff member, before a lock. */
export const STAFF_LOGIN_FAILURES_BEFORE_LOCK = 5;
export const STAFF_LOCK_MINUTES = 15;
/** One-time recovery codes given with the authenticator, for a lost phone. */
export const STAFF_RECOVERY_CODES = 8;
/** Every list of the console is served a page at a time. */
export const BACK_OFFICE_PAGE_SIZE = 25;
/**
 * How far a list of the console counts its rows: past it the console says "10000+" and asks for a filter.
 * Counting a million rows exactly costs seconds; counting to this many costs milliseconds (docs/decisions/0040).
 */
export const BACK_OFFICE_COUNT_CAP = 10_000;
/** The last page a list serves: the rows past the count's cap are reached by narrowing the list, not by paging. */
export const BACK_OFFICE_MAX_PAGE = BACK_OFFICE_COUNT_CAP / BACK_OFFICE_PAGE_SIZE;
/** Days summed by day (payments beside the ledger, sales by adviser and project) in one answer. */
export const BACK_OFFICE_MAX_RANGE_DAYS = 31;
/** The range those summaries show when none is asked for: the last 30 days. */
export const BACK_OFFICE_DEFAULT_RANGE_DAYS = 30;
/** A reason for an act on a person or on money: long enough to mean something. */
export const STAFF_REASON_MIN_LENGTH = 5;
export const STAFF_REASON_MAX_LENGTH = 300;
export const STAFF_SEARCH_MAX_LENGTH = 80;
