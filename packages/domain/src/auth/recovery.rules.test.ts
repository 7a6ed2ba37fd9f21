import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './recovery.rules.ts';

describe('masking where a recovery code goes', () => {
  it('keeps the first two letters and the domain of an e-mail', () => {
    expect(maskEmail('maria.rojas@example.com')).toBe('ma***@example.com');
    expect(maskEmail('jo@x.bo')).toBe('j***@x.bo');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('keeps the prefix, the first and the last two digits of a phone', () => {
    expect(maskPhone('+591-71234567')).toBe('+591-7*****67');
    expect(maskPhone('71234567')).toBe('7*****67');
    expect(maskPhone('12')).toBe('***');
  });
});
