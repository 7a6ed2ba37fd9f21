import type { CaptchaKind } from '@vo/domain/payments/captcha.rules';
import { prepaidBalanceRequestSchema } from '@vo/domain/payments/payments.schemas';
import { z } from 'zod';

/** The fields the person types; the captcha's id is the image's, added when sending. */
export const balanceFormSchema = prepaidBalanceRequestSchema.pick({ codigo: true, captcha: true });

/** With the code sent instead of the image, an empty answer is asked for in the code's terms. */
const questionFormSchema = balanceFormSchema.extend({
  captcha: z.string().trim().min(1, { error: 'captcha.answerRequired' }),
});

export const balanceFormSchemaFor = (kind: CaptchaKind) =>
  kind === 'question' ? questionFormSchema : balanceFormSchema;

export interface BalanceValues {
  codigo: string;
  captcha: string;
}
