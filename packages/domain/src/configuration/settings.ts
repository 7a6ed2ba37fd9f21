import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH, INT32_KEY_MAX } from '../config.ts';
import {
  CARD_TRANSACTION_LIMIT_CENTS,
  COMPANIES_WITHOUT_QR,
  MAX_CARDS_PER_CLIENT,
  PAYMENT_BLACKOUTS,
  type PaymentBlackout,
} from '../payments/payment-config.ts';
import { MAX_PENDING_PRERESERVATIONS } from '../prereservations/prereservation-config.ts';
import { parseBusinessDateTime } from '../time.ts';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from './feature-flag-config.ts';

/*
 * Spec §9's flags and limits as configuration the back office changes at run time (docs/decisions/0039). The
 * defaults are the constants of each capability, beside its rules (payments/payment-config.ts, prereservations/
 * prereservation-config.ts, configuration/feature-flag-config.ts; docs/decisions/0056); a value set in the back
 * office is kept in the database with its history and read by every instance from then on.
 */

/** The limits besides the flags; amounts in cents. */
export interface Limits {
  cardTransactionLimitCents: number;
  maxCardsPerClient: number;
  maxPendingPrereservations: number;
  companiesWithoutQr: number[];
  paymentBlackouts: PaymentBlackout[];
  /** Shown to every adviser on their home in place of their own message while it is not empty. */
  campaignMessage: string;
  /**
   * Spec §6/§9 "restricted users for a land button (empty list)": the document numbers of the people who may not
   * pre-reserve, reserve or buy lots (docs/decisions/0046).
   */
  landButtonRestricted: string[];
}

export const DEFAULT_LIMITS: Limits = {
  cardTransactionLimitCents: Number(CARD_TRANSACTION_LIMIT_CENTS),
  maxCardsPerClient: MAX_CARDS_PER_CLIENT,
  maxPendingPrereservations: MAX_PENDING_PRERESERVATIONS,
  companiesWithoutQr: [...COMPANIES_WITHOUT_QR],
  paymentBlackouts: PAYMENT_BLACKOUTS.map((window) => ({ ...window, companies: [...window.companies] })),
  campaignMessage: '',
  landButtonRestricted: [],
};

export const CAMPAIGN_MESSAGE_MAX_LENGTH = 300;

/** How the console edits a setting. */
export type SettingKind = 'flag' | 'amount' | 'count' | 'companies' | 'blackouts' | 'text' | 'documents';

const flag = z.boolean({ error: 'configuration.flagInvalid' });
// Every step of a rule names its refusal: zod's own English sentence is no catalogue key (it answered HTTP 500).
const company = z
  .number({ error: 'configuration.companiesInvalid' })
  .int({ error: 'configuration.companiesInvalid' })
  .min(1, { error: 'configuration.companiesInvalid' })
  .max(INT32_KEY_MAX, { error: 'configuration.companiesInvalid' });
const companies = z
  .array(company, { error: 'configuration.companiesInvalid' })
  .max(100, { error: 'configuration.companiesInvalid' });
const businessDateTime = z
  .string({ error: 'configuration.blackoutInvalid' })
  .refine((text) => parseBusinessDateTime(text) !== null, { error: 'configuration.blackoutInvalid' });
const blackouts = z
  .array(
    z
      .object({
        companies: companies.min(1, { error: 'configuration.blackoutInvalid' }),
        from: businessDateTime,
        to: businessDateTime,
      })
      .refine((window) => parseBusinessDateTime(window.from)! < parseBusinessDateTime(window.to)!, {
        error: 'configuration.blackoutInvalid',
      }),
    { error: 'configuration.blackoutInvalid' },
  )
  .max(50, { error: 'configuration.blackoutInvalid' });

/** A person's document number as the portal keeps it (5 to 20 letters, digits or dashes). */
const documents = z
  .array(
    z
      .string({ error: 'configuration.documentsInvalid' })
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9-]{5,${DOCUMENT_NUMBER_MAX_LENGTH}}$`), {
        error: 'configuration.documentsInvalid',
      }),
    { error: 'configuration.documentsInvalid' },
  )
  .max(1000, { error: 'configuration.documentsInvalid' })
  // Kept once each, in order, so the history reads as what changed.
  .transform((list) => [...new Set(list)].sort());

const count = (min: number, max: number) =>
  z
    .number({ error: 'configuration.countInvalid' })
    .int({ error: 'configuration.countInvalid' })
    .min(min, { error: 'configuration.countInvalid' })
    .max(max, { error: 'configuration.countInvalid' });

/** Every setting: how it is edited, the rule its value follows, and its default (the spec's constant). */
export const SETTINGS = {
  qrPayments: { kind: 'flag', schema: flag },
  membershipUpgrade: { kind: 'flag', schema: flag },
  internationalMembership: { kind: 'flag', schema: flag },
  resortMembershipPurchase: { kind: 'flag', schema: flag },
  ratingsShown: { kind: 'flag', schema: flag },
  noveltyModal: { kind: 'flag', schema: flag },
  benefitByCard: { kind: 'flag', schema: flag },
  benefitByQr: { kind: 'flag', schema: flag },
  invoiceDataEditable: { kind: 'flag', schema: flag },
  cabinReservationInMenu: { kind: 'flag', schema: flag },
  projectFilterVariant: { kind: 'flag', schema: flag },
  cardTransactionLimitCents: { kind: 'amount', schema: count(100, 100_000_000) },
  maxCardsPerClient: { kind: 'count', schema: count(1, 20) },
  maxPendingPrereservations: { kind: 'count', schema: count(1, 50) },
  companiesWithoutQr: { kind: 'companies', schema: companies },
  paymentBlackouts: { kind: 'blackouts', schema: blackouts },
  campaignMessage: {
    kind: 'text',
    schema: z
      .string({ error: 'configuration.textTooLong' })
      .trim()
      .max(CAMPAIGN_MESSAGE_MAX_LENGTH, { error: 'configuration.textTooLong' }),
  },
  landButtonRestricted: { kind: 'documents', schema: documents },
} as const satisfies Record<keyof FeatureFlags | keyof Limits, { kind: SettingKind; schema: z.ZodType }>;

export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

export const isSettingName = (name: string): name is SettingName => Object.hasOwn(SETTINGS, name);
export const isFlagName = (name: SettingName): name is keyof FeatureFlags => Object.hasOwn(DEFAULT_FEATURE_FLAGS, name);

/** The value a setting has with nothing stored: the spec's constant. */
export function defaultOf(name: SettingName): unknown {
  return isFlagName(name) ? DEFAULT_FEATURE_FLAGS[name] : DEFAULT_LIMITS[name as keyof Limits];
}

/** The refusals the rules above name; anything else a rule says is answered as "not valid for this setting". */
const SETTING_REFUSALS = [
  'configuration.flagInvalid',
  'configuration.companiesInvalid',
  'configuration.blackoutInvalid',
  'configuration.countInvalid',
  'configuration.textTooLong',
  'configuration.documentsInvalid',
  'configuration.valueInvalid',
] as const;
export type SettingRefusal = (typeof SETTING_REFUSALS)[number];
const isSettingRefusal = (text: string | undefined): text is SettingRefusal =>
  (SETTING_REFUSALS as readonly (string | undefined)[]).includes(text);

/** Checks a value for a setting; the catalogue key of the refusal when it is not one. */
export function checkSetting(
  name: SettingName,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; key: SettingRefusal } {
  const checked = SETTINGS[name].schema.safeParse(value);
  if (checked.success) return { ok: true, value: checked.data };
  const said = checked.error.issues[0]?.message;
  return { ok: false, key: isSettingRefusal(said) ? said : 'configuration.valueInvalid' };
}
