import { cardNumber } from 'card-validator/dist/card-number';
import { z } from 'zod';
import { businessWallClock } from '../time.ts';

/** Spec §5: only Visa or MasterCard. */
export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

/** What a person types: spaces and hyphens between groups are fine. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The brand of a full card number, or null when it is not a Visa or MasterCard number. */
export function cardBrandOf(digits: string): CardBrand | null {
  const type = cardNumber(digits).card?.type;
  return (ACCEPTED_CARD_BRANDS as readonly string[]).includes(type ?? '') ? (type as CardBrand) : null;
}

/** "5" or "05" → 5; "28" or "2028" → 2028. */
export function expiryYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/** A card is good through the last day of its expiry month (La Paz time). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const today = businessWallClock(now);
  return year < today.year || (year === today.year && month < today.month);
}

/** Card fields of spec §5, checked the same way in the form and on the server (expiry against now is separate). */
export const cardFieldsSchema = z
  .object({
    numeroTarjeta: z
      .string({ error: 'payments.cardNumberRequired' })
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(1, { error: 'payments.cardNumberRequired' })
          .regex(/^\d{12,19}$/, { error: 'payments.cardNumberInvalid' })
          .refine((digits) => cardNumber(digits).isValid, { error: 'payments.cardNumberInvalid' })
          .refine((digits) => cardBrandOf(digits) !== null, { error: 'payments.cardBrandNotAccepted' }),
      ),
    mesExpiracion: z
      .string({ error: 'payments.cardExpiryInvalid' })
      .trim()
      .regex(/^(0?[1-9]|1[0-2])$/, { error: 'payments.cardExpiryInvalid' }),
    anioExpiracion: z
      .string({ error: 'payments.cardExpiryInvalid' })
      .trim()
      .regex(/^(\d{2}|20\d{2})$/, { error: 'payments.cardExpiryInvalid' }),
    cvc: z
      .string({ error: 'payments.cardCvcInvalid' })
      .trim()
      .regex(/^\d{3}$/, { error: 'payments.cardCvcInvalid' }),
  })
  .strict();

export type CardFields = z.output<typeof cardFieldsSchema>;

/** Inside: a card as the acquirer is asked to tokenise it, expiry read as numbers. */
export interface Card {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export function cardOf(fields: CardFields): Card {
  return {
    number: fields.numeroTarjeta,
    expiryMonth: Number(fields.mesExpiracion),
    expiryYear: expiryYear(fields.anioExpiracion),
    cvc: fields.cvc,
  };
}
