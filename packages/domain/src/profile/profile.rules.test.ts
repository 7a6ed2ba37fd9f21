import { describe, expect, it } from 'vitest';
import { joinPhone, normalisePhonePrefix, splitPhone } from './phone.rules.ts';
import { profileFormSchema, profileUpdateRequestSchema, toProfileUpdateRequest } from './profile.rules.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('profile update rules (spec §5)', () => {
  const form = { correo: 'ana@example.com', paisId: 1, ciudadId: 1003, prefijo: '591', telefono: '71234567' };
  const check = (change: object) => firstMessage(profileFormSchema.safeParse({ ...form, ...change }));

  it('takes a phone of 5 to 10 digits and nothing else', () => {
    expect(check({ telefono: '1234' })).toBe('profile.phoneLength');
    expect(check({ telefono: '12345' })).toBeNull();
    expect(check({ telefono: '1234567890' })).toBeNull();
    expect(check({ telefono: '12345678901' })).toBe('profile.phoneLength');
    expect(check({ telefono: '7123.567' })).toBe('profile.phoneDigits');
    expect(check({ telefono: '7e123456' })).toBe('profile.phoneDigits');
    expect(check({ telefono: '' })).toBe('profile.phoneRequired');
  });

  it('requires a valid e-mail, a country and a city', () => {
    expect(check({ correo: '' })).toBe('profile.emailRequired');
    expect(check({ correo: 'ana@' })).toBe('profile.emailInvalid');
    expect(check({ paisId: undefined })).toBe('profile.countryRequired');
    expect(check({ ciudadId: undefined })).toBe('profile.cityRequired');
    expect(check({ ciudadId: 0 })).toBeNull();
  });

  it('sends the phone as +prefix-number and a city not listed (0) as -1', () => {
    const parsed = profileFormSchema.parse({ ...form, ciudadId: 0 });
    expect(toProfileUpdateRequest(parsed)).toEqual({
      correo: 'ana@example.com',
      paisId: 1,
      ciudadId: -1,
      telefono: '+591-71234567',
    });
    expect(profileUpdateRequestSchema.safeParse(toProfileUpdateRequest(parsed)).success).toBe(true);
  });

  it('checks the wire phone with the same digit rule', () => {
    const wire = { correo: 'ana@example.com', paisId: 1, ciudadId: 1003 };
    const wireCheck = (telefono: string) => firstMessage(profileUpdateRequestSchema.safeParse({ ...wire, telefono }));
    expect(wireCheck('+591-12345')).toBeNull();
    expect(wireCheck('+591-1234')).toBe('profile.phoneLength');
    expect(wireCheck('+591-12345678901')).toBe('profile.phoneLength');
    expect(wireCheck('591-71234567')).toBe('phone.prefixMissing');
    expect(wireCheck('71234567')).toBe('phone.prefixMissing');
    expect(wireCheck('+591-7123456a')).toBe('profile.phoneDigits');
    expect(
      firstMessage(profileUpdateRequestSchema.safeParse({ ...wire, ciudadId: 0, telefono: '+591-71234567' })),
    ).toBe('profile.cityRequired');
  });
});

describe('phone prefixes', () => {
  it('adds the plus sign when the country data lacks it, and defaults to +591', () => {
    expect(normalisePhonePrefix('591')).toBe('+591');
    expect(normalisePhonePrefix('+54')).toBe('+54');
    expect(normalisePhonePrefix('')).toBe('+591');
    expect(joinPhone('55', '11987654321')).toBe('+55-11987654321');
  });

  it('splits a stored phone back into prefix and number', () => {
    expect(splitPhone('+591-71234567')).toEqual({ prefix: '+591', number: '71234567' });
    expect(splitPhone('56-912345678')).toEqual({ prefix: '+56', number: '912345678' });
    expect(splitPhone('71234567')).toEqual({ prefix: '+591', number: '71234567' });
    expect(splitPhone(null)).toEqual({ prefix: '+591', number: '' });
  });
});
