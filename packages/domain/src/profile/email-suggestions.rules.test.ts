import { describe, expect, it } from 'vitest';
import { EMAIL_SUGGESTION_DOMAINS, emailSuggestions } from './email-suggestions.rules.ts';

describe('e-mail domain suggestions (spec §9)', () => {
  it('completes the host a person has started to type', () => {
    expect(emailSuggestions('ana@gm')).toEqual(['ana@gmail.com']);
    expect(emailSuggestions('ana@Hot')).toEqual(['ana@hotmail.com']);
    expect(emailSuggestions('  ana@o ')).toEqual(['ana@outlook.com']);
  });

  it('offers every host right after the "@"', () => {
    expect(emailSuggestions('ana.perez@')).toEqual(EMAIL_SUGGESTION_DOMAINS.map((d) => `ana.perez@${d}`));
  });

  it('offers nothing before the "@", for an unknown or complete host, or for two "@"', () => {
    expect(emailSuggestions('ana')).toEqual([]);
    expect(emailSuggestions('@gm')).toEqual([]);
    expect(emailSuggestions('ana@empresa.bo')).toEqual([]);
    expect(emailSuggestions('ana@gmail.com')).toEqual([]);
    expect(emailSuggestions('ana@x@gm')).toEqual([]);
    expect(emailSuggestions('ana maria@gm')).toEqual([]);
  });
});
