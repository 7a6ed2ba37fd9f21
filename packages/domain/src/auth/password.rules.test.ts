import { describe, expect, it } from 'vitest';
import { passwordPolicyViolations } from './password.rules.ts';

describe('password policy (spec §5)', () => {
  it('accepts a password with 8 characters, upper, lower and a special character', () => {
    expect(passwordPolicyViolations('Tarija#Sol2031')).toEqual([]);
    expect(passwordPolicyViolations('Abcdef#g')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordPolicyViolations('')).toEqual([
      'password.tooShort',
      'password.needsUpper',
      'password.needsLower',
      'password.needsSpecial',
    ]);
    expect(passwordPolicyViolations('Abcdef#')).toEqual(['password.tooShort']);
    expect(passwordPolicyViolations('abcdefg#')).toEqual(['password.needsUpper']);
    expect(passwordPolicyViolations('ABCDEFG#')).toEqual(['password.needsLower']);
    expect(passwordPolicyViolations('Abcdefgh1')).toEqual(['password.needsSpecial']);
  });

  it('counts characters, not bytes, and knows accented letters are letters', () => {
    // 7 characters even though "ñ" and the emoji take more UTF-16 units.
    expect(passwordPolicyViolations('Ñandú😀')).toContain('password.tooShort');
    expect(passwordPolicyViolations('Ñandúes1')).toEqual(['password.needsSpecial']);
    expect(passwordPolicyViolations('Ñandú€s1')).toEqual([]);
  });

  it('treats a space as no special character and refuses absurdly long passwords', () => {
    expect(passwordPolicyViolations('Abc defgh')).toEqual(['password.needsSpecial']);
    expect(passwordPolicyViolations(`A#${'a'.repeat(127)}`)).toEqual(['password.tooLong']);
  });
});

describe('passphrases (ASVS 5.0 6.2.5: length, not composition)', () => {
  it('accepts four or more words in lower case without a symbol', () => {
    expect(passwordPolicyViolations('correct horse battery staple')).toEqual([]);
    expect(passwordPolicyViolations('mi casa en el campo')).toEqual([]);
  });

  it('still asks three words for the composition, and a passphrase for its length limits', () => {
    expect(passwordPolicyViolations('three short words')).toEqual(['password.needsUpper', 'password.needsSpecial']);
    expect(passwordPolicyViolations('a b c d')).toEqual(['password.tooShort']);
    expect(passwordPolicyViolations(`one two three ${'x'.repeat(120)}`)).toEqual(['password.tooLong']);
  });
});

describe('weak passwords that meet the composition (ASVS 5.0 6.2.x; docs/decisions/0041)', () => {
  const maria = { documentNumber: '1000001', fullName: 'María Fernanda Quispe', email: 'maria.quispe@example.com' };

  it('refuses one character or one piece repeated, passphrases included', () => {
    expect(passwordPolicyViolations('a a a a a a a a')).toEqual(['password.repeats']);
    expect(passwordPolicyViolations('casa casa casa casa')).toEqual(['password.repeats']);
    expect(passwordPolicyViolations('Abc#Abc#Abc#')).toEqual(['password.repeats']);
    expect(passwordPolicyViolations('Aa#aaaaaaa')).toEqual(['password.repeats']);
    expect(passwordPolicyViolations('Mi casa en el campo')).toEqual([]);
  });

  it('refuses the words every guesser tries first, in any case, with digits and symbols around them', () => {
    for (const weak of [
      'Password#2026',
      'P@ssw0rd#2026!',
      'Contraseña.2025',
      'Senha#12345',
      'Qwerty!123',
      'MyPassword#1',
    ]) {
      expect(passwordPolicyViolations(weak), weak).toEqual(['password.weakPhrase']);
    }
    for (const fine of ['Nueva#Clave2031', 'Cambio#Primero2031', 'Autoclave#Roja77']) {
      expect(passwordPolicyViolations(fine), fine).toEqual([]);
    }
  });

  it('refuses the person’s own document, names and e-mail, accents and case aside', () => {
    expect(passwordPolicyViolations('1000001 1000001 1000001 1000001', maria)).toContain('password.personalData');
    expect(passwordPolicyViolations('Mi#Doc1000001', maria)).toEqual(['password.personalData']);
    expect(passwordPolicyViolations('Quispe#Feliz2031', maria)).toEqual(['password.personalData']);
    expect(passwordPolicyViolations('MARIA-es-genial#9', maria)).toEqual(['password.personalData']);
    expect(passwordPolicyViolations('Maria.Quispe@77', maria)).toEqual(['password.personalData']);
    // Somebody else's data is not the person's own.
    expect(passwordPolicyViolations('Quispe#Feliz2031')).toEqual([]);
    expect(passwordPolicyViolations('Nueva#Clave2031', maria)).toEqual([]);
  });
});
