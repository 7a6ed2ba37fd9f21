import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n/catalogue.ts';
import { checkSetting, defaultOf, isFlagName, SETTING_NAMES } from './settings.ts';

/** Values an attacker (or a tired administrator) types into any setting of the console's Configuration. */
const HOSTILE_VALUES: unknown[] = [
  ['12'],
  [0],
  [1e10],
  [-1],
  [1.5],
  [null],
  [[]],
  [{}],
  [true],
  null,
  {},
  '',
  '12',
  0,
  -1,
  1e10,
  1e308,
  0.5,
  true,
  [],
  Array.from({ length: 500 }, (_, index) => index + 1),
  [{ companies: ['12'], from: '30/12/2022 23:30:00', to: '31/12/2022 06:00:00' }],
  [{ companies: [0], from: '30/12/2022 23:30:00', to: '31/12/2022 06:00:00' }],
  [{ companies: [1e10], from: '30/12/2022 23:30:00', to: '31/12/2022 06:00:00' }],
  [{ companies: [12], from: 12, to: null }],
  [{ companies: [12] }],
  [null],
  'x'.repeat(5_000),
  { __proto__: { polluted: true } },
];

describe('every setting of the console refuses a hostile value with a message of the catalogue', () => {
  it.each(SETTING_NAMES)('%s', (name) => {
    for (const value of HOSTILE_VALUES) {
      const checked = checkSetting(name, value);
      if (!checked.ok)
        expect(isMessageKey(checked.key), `${name} ← ${JSON.stringify(value)}: ${checked.key}`).toBe(true);
    }
  });

  it('refuses the company numbers that answered HTTP 500 before: text, zero and beyond the keys', () => {
    for (const value of [['12'], [0], [1e10]]) {
      expect(checkSetting('companiesWithoutQr', value)).toEqual({ ok: false, key: 'configuration.companiesInvalid' });
    }
    expect(checkSetting('companiesWithoutQr', [12, 27])).toEqual({ ok: true, value: [12, 27] });
  });

  it('takes every default back as it is', () => {
    for (const name of SETTING_NAMES) expect(checkSetting(name, defaultOf(name)).ok, name).toBe(true);
  });
});

describe('with nothing stored, every limit is the value of spec §9 (the flags: feature-flags.test.ts)', () => {
  // The defaults are gathered from the capabilities' own constants (docs/decisions/0039, 0056): moving a
  // constant must not move a value.
  it('card limit, cards per client, pending pre-reservations, companies without QR, blackouts', () => {
    expect(
      Object.fromEntries(SETTING_NAMES.filter((name) => !isFlagName(name)).map((name) => [name, defaultOf(name)])),
    ).toEqual({
      cardTransactionLimitCents: 350_000,
      maxCardsPerClient: 3,
      maxPendingPrereservations: 5,
      companiesWithoutQr: [27],
      paymentBlackouts: [{ companies: [12, 27], from: '30/12/2022 23:30:00', to: '31/12/2022 06:00:00' }],
      campaignMessage: '',
      landButtonRestricted: [],
    });
  });
});
