import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../configuration/feature-flag-config.ts';
import { passTypeOpen } from '../season-passes/season-pass.rules.ts';
import {
  beneficiaryCountFits,
  offerForSale,
  offerOf,
  offersOn,
  offerValueCents,
  pageEnabled,
  twoForOneApplies,
} from './membership.rules.ts';
import { membershipChoiceSchema } from './membership.schemas.ts';

describe('memberships (spec §5, §9)', () => {
  it('takes family 5–12 and corporation 5–999 beneficiaries, and none for a personal membership', () => {
    const family = offerOf('KCORP-5')!;
    const corporation = offerOf('KCORP-E')!;
    expect([4, 5, 12, 13].map((n) => beneficiaryCountFits(family, n))).toEqual([false, true, true, false]);
    expect([4, 5, 999, 1000].map((n) => beneficiaryCountFits(corporation, n))).toEqual([false, true, true, false]);
    expect([0, 1].map((n) => beneficiaryCountFits(offerOf('PLATINO')!, n))).toEqual([true, false]);
  });

  it('prices a corporate membership per beneficiary', () => {
    expect(offerValueCents(offerOf('KCORP-5')!, 7)).toBe(630_000n);
    expect(offerValueCents(offerOf('RST')!, 0)).toBe(300_000n);
  });

  it('puts the travel membership on /travel-bolivia and the international one behind its flag', () => {
    expect(offersOn('travel', DEFAULT_FEATURE_FLAGS).map((o) => o.code)).toEqual(['KTRB10']);
    expect(offerOf('KTRB10')!.projectId).toBe(80);
    expect(offerOf('KCORP-5')!.projectId).toBe(77);
    expect(pageEnabled('internacional', { internationalMembership: false })).toBe(false);
    expect(pageEnabled('internacional', { internationalMembership: true })).toBe(true);
    expect(pageEnabled('membresias', { internationalMembership: false })).toBe(true);
  });

  it('sells Resort and Resort Plus only while resort membership purchase is on (spec §9: off)', () => {
    const listed = (flags: typeof DEFAULT_FEATURE_FLAGS) => offersOn('membresias', flags).map((o) => o.code);
    expect(listed(DEFAULT_FEATURE_FLAGS)).not.toContain('RESORT');
    expect(listed(DEFAULT_FEATURE_FLAGS)).not.toContain('RESORTPLUS');
    expect(listed(DEFAULT_FEATURE_FLAGS)).toContain('PLATINO');
    expect(listed({ ...DEFAULT_FEATURE_FLAGS, resortMembershipPurchase: true })).toContain('RESORTPLUS');
    expect(offerForSale(offerOf('RESORT')!, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(offerForSale(offerOf('INTL')!, { ...DEFAULT_FEATURE_FLAGS, internationalMembership: false })).toBe(false);
  });

  it('applies two-for-one to its codes, in cash, on its first and last day only', () => {
    expect(twoForOneApplies('PLATINO', 'cash', '2026-11-01')).toBe(true);
    expect(twoForOneApplies('PLATINO', 'cash', '2026-12-31')).toBe(true);
    expect(twoForOneApplies('PLATINO', 'cash', '2027-01-01')).toBe(false);
    expect(twoForOneApplies('PLATINO', 'cash', '2026-10-31')).toBe(false);
    expect(twoForOneApplies('PLATINO', 'credit', '2026-11-15')).toBe(false);
    expect(twoForOneApplies('RST', 'cash', '2026-11-15')).toBe(false);
  });

  it('refuses a beneficiary twice, by document whatever its case', () => {
    const result = membershipChoiceSchema.safeParse({
      codigo: 'KCORP-5',
      formaPago: 'contado',
      beneficiarios: [
        { nombre: 'Ana Pérez', documento: 'ab12345' },
        { nombre: 'Luis Pérez', documento: 'AB12345' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'memberships.beneficiaryRepeated',
      path: ['beneficiarios', 1, 'documento'],
    });
  });
});

describe('season passes (spec §9)', () => {
  it('takes family renewals up to the deadline, inclusive', () => {
    expect(passTypeOpen('familiar-renovacion', '2022-01-18')).toBe(true);
    expect(passTypeOpen('familiar-renovacion', '2022-01-19')).toBe(false);
    expect(passTypeOpen('familiar-nuevo', '2030-01-01')).toBe(true);
  });
});
