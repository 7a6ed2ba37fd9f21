import { describe, expect, it } from 'vitest';
import { ETHICS_CODE_VERSION, ethicsAcceptance } from './ethics.rules.ts';

describe('the code of ethics a login accepts (docs/decisions/0024)', () => {
  it('takes the version in force as accepted', () => {
    expect(ethicsAcceptance(ETHICS_CODE_VERSION)).toEqual({ via: 'accepted', version: ETHICS_CODE_VERSION });
  });
  it('lets a client that sends no version in, recorded as not sent', () => {
    expect(ethicsAcceptance(null)).toEqual({ via: 'not-sent', version: ETHICS_CODE_VERSION });
  });
  it('refuses the tick given to an older text once a new version is in force', () => {
    expect(ethicsAcceptance('2026.1', '2027.1')).toEqual({ refusal: 'auth.ethicsOutdated', version: '2027.1' });
  });
});
