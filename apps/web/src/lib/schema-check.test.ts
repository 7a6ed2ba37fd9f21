import { loginFormSchema } from '@vo/domain/auth/auth.schemas';
import { describe, expect, test } from 'vitest';
import { checkWithSchema, lazySchema } from './schema-check.ts';

describe('the login form checked by the domain schema before anything is sent', () => {
  test('an empty form is told, field by field and in the form’s order, what is missing', () => {
    const result = checkWithSchema(loginFormSchema, { user: '', password: '', ethicsAccepted: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.entries(result.errors)).toEqual([
      ['user', 'auth.userRequired'],
      ['password', 'auth.passwordRequired'],
      ['ethicsAccepted', 'auth.ethicsRequired'],
    ]);
  });

  test('a field that breaks two rules shows the first one only', () => {
    const result = checkWithSchema(loginFormSchema, { user: 'ci 1234', password: 'x', ethicsAccepted: true });
    expect(result).toEqual({ ok: false, errors: { user: 'auth.userInvalid' } });
  });

  test('a document typed with spaces and a lower-case complement is sent as the server stores it', () => {
    const result = checkWithSchema(loginFormSchema, {
      user: ' 1234567-1a ',
      password: 'Cliente#2026',
      ethicsAccepted: true,
    });
    expect(result.ok && result.data.user).toBe('1234567-1A');
  });

  test('a schema that could not download (offline) is fetched again on the next submit', async () => {
    let attempts = 0;
    const validation = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return loginFormSchema;
    });
    await expect(validation.check({})).rejects.toThrow('offline');
    const second = await validation.check({ user: '1000001', password: 'Cliente#2026', ethicsAccepted: true });
    expect(second.ok).toBe(true);
    expect(attempts).toBe(2);
  });
});
