import { describe, expect, it } from 'vitest';
import { linkPasswordChangeSchema, loginFormSchema, loginRequestSchema } from './auth.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login payload', () => {
  it('trims the document and stores complements in upper case', () => {
    const parsed = loginRequestSchema.parse({ user: ' 1234567-1a ', password: 'x' });
    expect(parsed.user).toBe('1234567-1A');
  });

  it('answers catalogue keys for each broken field', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe('auth.userRequired');
    expect(firstMessage(loginRequestSchema.safeParse({ user: '   ', password: 'x' }))).toBe('auth.userRequired');
    expect(firstMessage(loginRequestSchema.safeParse({ user: "1' OR 1=1", password: 'x' }))).toBe('auth.userInvalid');
    expect(firstMessage(loginRequestSchema.safeParse({ user: '1'.repeat(21), password: 'x' }))).toBe(
      'auth.userInvalid',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ user: '1000001', password: '' }))).toBe('auth.passwordRequired');
    expect(firstMessage(loginRequestSchema.safeParse({ user: '1000001', password: 42 }))).toBe('auth.passwordRequired');
  });

  it('needs the ethics code accepted in the page', () => {
    const result = loginFormSchema.safeParse({ user: '1000001', password: 'x', ethicsAccepted: false });
    expect(firstMessage(result)).toBe('auth.ethicsRequired');
  });
});

describe('new password through a link', () => {
  it('reports a mismatch on the confirmation field', () => {
    const result = linkPasswordChangeSchema.safeParse({
      usuario: 't',
      password: 'Valid#2026',
      confirmacion: 'Valid#2027',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'password.mismatch', path: ['confirmacion'] }),
    ]);
  });
});
