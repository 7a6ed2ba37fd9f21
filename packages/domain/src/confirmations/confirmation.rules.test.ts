import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../config.ts';
import { CONFIRMED_ACTS, confirmationWords } from './confirmation.rules.ts';

const lotPayment = {
  act: 'payment' as const,
  reference: 'R2-000015',
  amountCents: 123_450n,
  currency: 'USD',
  product: 'Lote 7, Manzano 12',
};

describe('a confirmation', () => {
  test('names the receipt number, the amount in the product currency and the product, in the person language', () => {
    expect(confirmationWords('en', lotPayment).text).toBe(
      'We received your payment of $1,234.50 for Lote 7, Manzano 12. Receipt number: R2-000015.',
    );
    const es = confirmationWords('es', lotPayment);
    expect(es.title).toBe('Pago recibido');
    expect(es.text).toContain('1.234,50');
    expect(es.text).toContain('R2-000015');
    expect(confirmationWords('pt', { ...lotPayment, currency: 'BOB' }).text).toMatch(/BOB|Bs/);
  });

  test('every act reads as a whole sentence in every language, and the e-mail adds the closing', () => {
    for (const language of LANGUAGES) {
      for (const act of CONFIRMED_ACTS) {
        const words = confirmationWords(language, { ...lotPayment, act });
        expect(`${words.title} ${words.mailBody}`).not.toContain('{{');
        expect(words.text).toContain('R2-000015');
        expect(words.mailBody.startsWith(words.text)).toBe(true);
      }
    }
  });
});
