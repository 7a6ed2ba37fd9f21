import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flag-config.ts';
import { featureFlagsOf, parseFeatureFlagSettings } from './feature-flags.ts';
import { featureFlagsWire } from './feature-flags.wire.ts';

describe('feature flags (spec §9)', () => {
  it('starts from the spec: QR, upgrade, international on; resort purchase off; ratings on; novelty modal off; benefit by card on, by QR off', () => {
    expect(DEFAULT_FEATURE_FLAGS).toMatchObject({
      qrPayments: true,
      membershipUpgrade: true,
      internationalMembership: true,
      resortMembershipPurchase: false,
      ratingsShown: true,
      noveltyModal: false,
      benefitByCard: true,
      benefitByQr: false,
    });
  });

  it('reads FEATURE_FLAGS, and refuses a name or a word it does not know', () => {
    expect(parseFeatureFlagSettings(' resortMembershipPurchase=on, qrPayments=OFF ', DEFAULT_FEATURE_FLAGS)).toEqual({
      resortMembershipPurchase: true,
      qrPayments: false,
    });
    expect(parseFeatureFlagSettings('', DEFAULT_FEATURE_FLAGS)).toEqual({});
    expect(() => parseFeatureFlagSettings('resortPurchase=on', DEFAULT_FEATURE_FLAGS)).toThrow(/unknown flag/);
    expect(() => parseFeatureFlagSettings('noveltyModal=maybe', DEFAULT_FEATURE_FLAGS)).toThrow(/=on or =off/);
  });

  it('travels to the web and back unchanged', () => {
    const flipped = { ...DEFAULT_FEATURE_FLAGS, noveltyModal: true, qrPayments: false };
    expect(featureFlagsOf(featureFlagsWire(flipped))).toEqual(flipped);
  });
});
