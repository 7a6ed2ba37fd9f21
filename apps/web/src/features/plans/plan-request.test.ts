import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client.ts';
import { isBlockingRefusal, planFormSchema, planRequestOf, upgradeRequestOf } from './plan-request.ts';

describe('the plan a customer simulates', () => {
  it('goes to the server with the initial amount written the wire’s way, whatever the person typed', () => {
    expect(planRequestOf(1, { cuotaInicial: ' 1500,5 ', plazo: 48 }, 'es')).toEqual({
      idProducto: 1,
      cuotaInicial: '1500.50',
      plazo: 48,
    });
    expect(planRequestOf(1, { cuotaInicial: '1500.50', plazo: 48 }, 'es')).toEqual(
      planRequestOf(1, { cuotaInicial: '1500,5', plazo: 48 }, 'es'),
    );
  });

  it("reads the amount as the page writes it, grouped, in the person's language", () => {
    expect(planRequestOf(1, { cuotaInicial: '1.728,58', plazo: 48 }, 'es')?.cuotaInicial).toBe('1728.58');
    expect(planRequestOf(1, { cuotaInicial: '1.728,58', plazo: 48 }, 'pt')?.cuotaInicial).toBe('1728.58');
    expect(planRequestOf(1, { cuotaInicial: '1,728.58', plazo: 48 }, 'en')?.cuotaInicial).toBe('1728.58');
    expect(planFormSchema('es').safeParse({ cuotaInicial: '1.728,58', plazo: 48 }).success).toBe(true);
  });

  it('is not simulated while the amount is not one or no term is chosen', () => {
    expect(planRequestOf(1, { cuotaInicial: '15OO', plazo: 48 }, 'es')).toBeNull();
    expect(planRequestOf(1, { cuotaInicial: '', plazo: 48 }, 'es')).toBeNull();
    expect(planRequestOf(1, { cuotaInicial: '1500', plazo: null }, 'es')).toBeNull();
  });

  it('of an upgrade needs the membership chosen', () => {
    expect(upgradeRequestOf(2, { membresia: '', cuotaInicial: '200', plazo: 24 }, 'en')).toBeNull();
    expect(upgradeRequestOf(2, { membresia: 'resort', cuotaInicial: '200', plazo: 24 }, 'en')).toEqual({
      idProducto: 2,
      membresia: 'resort',
      cuotaInicial: '200.00',
      plazo: 24,
    });
  });
});

describe('a refusal of a plan', () => {
  const refusal = (code: string, campo?: string) =>
    new ApiFailure({ status: 1, code, message: code, ...(campo ? { data: { campo } } : {}) });

  it('replaces the form when it is about the product: overdue instalments, nothing left, not a membership', () => {
    for (const code of ['plan.overdueFirst', 'plan.nothingToReconfigure', 'plan.notUpgradable'])
      expect(isBlockingRefusal(refusal(code))).toBe(true);
  });

  it('leaves the form when the numbers can fix it', () => {
    expect(isBlockingRefusal(refusal('plan.initialTooLow', 'cuotaInicial'))).toBe(false);
    expect(isBlockingRefusal(refusal('plan.termLimit', 'plazo'))).toBe(false);
  });
});
