import { enBackOffice } from '@vo/domain/i18n/en-back-office';
import { esBackOffice } from '@vo/domain/i18n/es-back-office';
import { ptBackOffice } from '@vo/domain/i18n/pt-back-office';
import { describe, expect, it } from 'vitest';
import { formatProductAmount } from '../../lib/product-money.ts';
import { createTranslator } from '../../lib/translator.ts';
import { auditActionLabel, auditLines } from './audit-lines.ts';

const translator = createTranslator();
translator.add('en', enBackOffice);
translator.add('es', esBackOffice);
translator.add('pt', ptBackOffice);
const reading = (language: 'en' | 'es' | 'pt', currencyOfPayment?: (id: number) => string | undefined) => ({
  t: (key: string, params?: Record<string, unknown>) => translator.translate(language, key, params),
  language,
  ...(currencyOfPayment ? { currencyOfPayment } : {}),
});

describe('an audit row as a staff member reads it', () => {
  // In the order jsonb keeps keys (shortest first), not the order they were written in.
  const refund = { from: 'regularising', amount: '49907.40', reason: 'Pagó dos veces', refundId: 7, paymentId: 41 };

  it('writes a refund’s details in the staff member’s language, the reason first and the amount in its currency', () => {
    expect(
      auditLines(
        refund,
        reading('es', () => 'USD'),
      ),
    ).toEqual([
      { label: 'Motivo', value: 'Pagó dos veces' },
      { label: 'Monto', value: '49.907,40\u00a0US$' },
      { label: 'Pago', value: '41' },
      { label: 'Reembolso', value: '7' },
      { label: 'Estado anterior', value: 'En regularización' },
    ]);
    // The portal's one formatter writes it (a plain number when the payment is not among the person's latest).
    expect(
      auditLines(
        refund,
        reading('en', () => 'USD'),
      ),
    ).toContainEqual({
      label: 'Amount',
      value: formatProductAmount('49907.40', 'USD', 'en'),
    });
    expect(auditLines(refund, reading('en'))).toContainEqual({ label: 'Amount', value: '49,907.40' });
    expect(auditLines(refund, reading('pt'))).toContainEqual({ label: 'Estado anterior', value: 'Em regularização' });
  });

  it('names a procedure’s new state and a code’s channel in words, and never shows ids only the database knows', () => {
    expect(auditLines({ id: 3, to: 'in_review' }, reading('es'))).toEqual([
      { label: 'Número', value: '3' },
      { label: 'Estado nuevo', value: 'En revisión' },
    ]);
    expect(auditLines({ channel: 'correo' }, reading('en'))).toEqual([{ label: 'Sent by', value: 'E-mail' }]);
    expect(auditLines({ customerUserId: 12, customerCi: '1000001', detail: '' }, reading('en'))).toEqual([
      { label: 'Customer’s ID number', value: '1000001' },
    ]);
    expect(auditLines({ sessionId: 'a0f35853-c9cd', authType: 2, keyId: 'k1' }, reading('es'))).toEqual([
      { label: 'Ingresó con', value: 'Huella' },
    ]);
    expect(auditLines({}, reading('es'))).toEqual([]);
  });

  it('names the act in words, and keeps the code of an act the catalogue does not know', () => {
    expect(auditActionLabel('staff.people.endSessions', reading('es').t)).toBe('El personal cerró todas las sesiones');
    expect(auditActionLabel('login.failed', reading('pt').t)).toBe('Senha incorreta');
    expect(auditActionLabel('something.new', reading('en').t)).toBe('something.new');
  });
});
