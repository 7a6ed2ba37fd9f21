import { cardExpired, cardFieldsSchema, expiryYear } from '@vo/domain/payments/card.rules';

/** What the card form holds, as typed. */
export interface CardValues {
  numeroTarjeta: string;
  mesExpiracion: string;
  anioExpiracion: string;
  cvc: string;
}

/**
 * The card fields of spec §5 as the server checks them, plus the expiry against today, shown on the year.
 * `now` is read at each validation, so a page left open over a month end still judges correctly.
 */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return cardFieldsSchema.superRefine((card, ctx) => {
    const month = Number(card.mesExpiracion);
    const year = expiryYear(card.anioExpiracion);
    // A month or year that is not one yet already has its own message.
    if (!(month >= 1 && month <= 12 && year >= 2000)) return;
    if (cardExpired(month, year, now())) {
      ctx.addIssue({ code: 'custom', path: ['anioExpiracion'], message: 'payments.cardExpired' });
    }
  });
}
