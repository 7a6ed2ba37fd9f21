import {
  CARD_TRANSACTION_LIMIT_CENTS,
  INVOICE_COMPLEMENT_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
  MAX_CARDS_PER_CLIENT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  RECOVERY_CODE_LENGTH,
} from '../config.ts';

export type MessageParams = Record<string, string | number>;

/** Placeholders whose value is a constant of the spec: filled in wherever the message is shown. */
export const CONSTANT_PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  length: RECOVERY_CODE_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
  documentMin: INVOICE_DOCUMENT_NUMBER_MIN_LENGTH,
  documentMax: INVOICE_DOCUMENT_NUMBER_MAX_LENGTH,
  complementMax: INVOICE_COMPLEMENT_MAX_LENGTH,
  cardLimit: String(CARD_TRANSACTION_LIMIT_CENTS / 100n),
  maxCards: MAX_CARDS_PER_CLIENT,
};
