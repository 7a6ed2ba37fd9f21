import { prepaidBalanceRequestSchema } from '@vo/domain/payments/payments.schemas';

/** The fields the person types; the captcha's id is the image's, added when sending. */
export const balanceFormSchema = prepaidBalanceRequestSchema.pick({ codigo: true, captcha: true });

export interface BalanceValues {
  codigo: string;
  captcha: string;
}
