import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RECOVERY_CODE_LENGTH } from '../auth/auth-config.ts';
import { DEVICE_KEYS_PER_PERSON_MAX } from '../auth/device-key.rules.ts';
import { ETHICS_CODE_VERSION } from '../auth/ethics.rules.ts';
import {
  BACK_OFFICE_COUNT_CAP,
  BACK_OFFICE_MAX_PAGE,
  BACK_OFFICE_MAX_RANGE_DAYS,
  STAFF_LOCK_MINUTES,
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MIN_LENGTH,
  STAFF_SEARCH_MAX_LENGTH,
} from '../back-office/back-office-config.ts';
import {
  CABIN_CANCEL_HOURS_BEFORE,
  CABIN_DAYS_AHEAD,
  CABIN_MAX_NIGHTS,
  CABINS_PER_PERSON_PER_NIGHT,
} from '../cabins/cabin-config.ts';
import { STAY_RATING_COMMENT_MAX_LENGTH } from '../cabins/stay-rating.rules.ts';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '../config.ts';
import {
  BEST_SELLER_BONUS_CENTS,
  BEST_SELLER_TOP,
  CASH_SALE_INITIAL_PERCENT,
  CASH_SALE_INSTALMENTS_COUNTED,
  RACE_SALES_AFTER_GRACE,
  RACE_TOP,
} from '../incentives/incentives-config.ts';
import {
  INVOICE_COMPLEMENT_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
} from '../invoice/invoice-config.ts';
import { MAX_MEMBERSHIP_BATCH, MEMBERSHIP_BENEFICIARIES_MAX } from '../memberships/membership-config.ts';
import { CARD_TRANSACTION_LIMIT_CENTS, MAX_CARDS_PER_CLIENT } from '../payments/payment-config.ts';
import { ADULT_AGE_YEARS, MAX_PENDING_PRERESERVATIONS } from '../prereservations/prereservation-config.ts';
import {
  PROCEDURE_DETAIL_MAX_LENGTH,
  PROCEDURE_DETAIL_MIN_LENGTH,
  PROCEDURE_NOTE_MAX_LENGTH,
} from '../procedures/procedure-config.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../profile/profile-config.ts';
import {
  GUEST_ID_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  ROOM_ADDRESS_MAX_LENGTH,
  ROOM_ADDRESS_MIN_LENGTH,
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_DURATION_MAX_HOURS,
  ROOM_DURATION_MIN_HOURS,
  ROOM_MAX_DAYS_AHEAD,
  ROOM_MAX_MODERATORS,
  ROOM_MIN_HOURS_AHEAD,
  ROOM_NAME_MAX_LENGTH,
  ROOM_NAME_MIN_LENGTH,
  ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE,
} from '../rooms/room-config.ts';
import { FAMILY_RENEWAL_DEADLINE } from '../season-passes/season-pass-config.ts';

/**
 * An amount in a message, written in the reader's language when the message is ("como máximo 15,00 US$"):
 * the one formatter of amounts (formatCentsMoney) for messages as for pages.
 */
export interface MoneyParam {
  cents: bigint;
  currency: string;
}
export const moneyParam = (cents: bigint, currency: string): MoneyParam => ({ cents, currency });

export type MessageParams = Record<string, string | number | MoneyParam>;

/** Placeholders whose value is a constant of the spec: filled in wherever the message is shown. */
export const CONSTANT_PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  reasonMin: STAFF_REASON_MIN_LENGTH,
  reasonMax: STAFF_REASON_MAX_LENGTH,
  searchMax: STAFF_SEARCH_MAX_LENGTH,
  staffLockMinutes: STAFF_LOCK_MINUTES,
  countCap: BACK_OFFICE_COUNT_CAP,
  pageMax: BACK_OFFICE_MAX_PAGE,
  rangeMaxDays: BACK_OFFICE_MAX_RANGE_DAYS,
  max: PASSWORD_MAX_LENGTH,
  length: RECOVERY_CODE_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
  documentMin: INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
  documentMax: INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  personDocumentMax: DOCUMENT_NUMBER_MAX_LENGTH,
  complementMax: INVOICE_COMPLEMENT_MAX_LENGTH,
  cardLimit: String(CARD_TRANSACTION_LIMIT_CENTS / 100n),
  maxCards: MAX_CARDS_PER_CLIENT,
  raceTop: RACE_TOP,
  cashInitial: CASH_SALE_INITIAL_PERCENT,
  cashInstalments: CASH_SALE_INSTALMENTS_COUNTED,
  afterGrace: RACE_SALES_AFTER_GRACE,
  bonus: String(BEST_SELLER_BONUS_CENTS / 100n),
  bonusTop: BEST_SELLER_TOP,
  roomNameMin: ROOM_NAME_MIN_LENGTH,
  roomNameMax: ROOM_NAME_MAX_LENGTH,
  addressMin: ROOM_ADDRESS_MIN_LENGTH,
  addressMax: ROOM_ADDRESS_MAX_LENGTH,
  hoursAhead: ROOM_MIN_HOURS_AHEAD,
  maxDaysAhead: ROOM_MAX_DAYS_AHEAD,
  durationMin: ROOM_DURATION_MIN_HOURS,
  durationMax: ROOM_DURATION_MAX_HOURS,
  capacityMin: ROOM_CAPACITY_MIN,
  capacityMax: ROOM_CAPACITY_MAX,
  maxModerators: ROOM_MAX_MODERATORS,
  visibleMinutes: ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE,
  guestNameMax: GUEST_NAME_MAX_LENGTH,
  guestIdMax: GUEST_ID_MAX_LENGTH,
  adultAge: ADULT_AGE_YEARS,
  maxPending: MAX_PENDING_PRERESERVATIONS,
  maxBatch: MAX_MEMBERSHIP_BATCH,
  beneficiariesMaxAny: MEMBERSHIP_BENEFICIARIES_MAX,
  cabinMaxNights: CABIN_MAX_NIGHTS,
  cabinDaysAhead: CABIN_DAYS_AHEAD,
  cabinCancelHours: CABIN_CANCEL_HOURS_BEFORE,
  cabinsPerNight: CABINS_PER_PERSON_PER_NIGHT,
  renewalDeadline: FAMILY_RENEWAL_DEADLINE,
  procedureDetailMin: PROCEDURE_DETAIL_MIN_LENGTH,
  procedureDetailMax: PROCEDURE_DETAIL_MAX_LENGTH,
  procedureNoteMax: PROCEDURE_NOTE_MAX_LENGTH,
  ethicsVersion: ETHICS_CODE_VERSION,
  ratingCommentMax: STAY_RATING_COMMENT_MAX_LENGTH,
  deviceKeysMax: DEVICE_KEYS_PER_PERSON_MAX,
};
