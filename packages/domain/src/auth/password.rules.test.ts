import { describe, expect, it } from 'vitest';
import { passwordPolicyViolations } from './password.rules.ts';

describe('password policy (spec §5)', () => {
  it('accepts a password with 8 characters, upper, lower and a special character', () => {
    expect(passwordPolicyViolations('Cliente#2026')).toEqual([]);
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
