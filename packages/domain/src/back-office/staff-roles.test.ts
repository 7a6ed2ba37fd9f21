import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, sectionsFor, staffMay } from './staff-roles.ts';

describe('staff roles (decision 0038)', () => {
  it('lets the administrator do everything', () => {
    for (const permission of STAFF_PERMISSIONS) expect(staffMay('admin', permission)).toBe(true);
  });

  it('lets customer service see money but never change it, nor the configuration', () => {
    expect(staffMay('customer_service', 'payments.read')).toBe(true);
    expect(staffMay('customer_service', 'payments.act')).toBe(false);
    expect(staffMay('customer_service', 'configuration.act')).toBe(false);
    expect(staffMay('customer_service', 'people.act')).toBe(true);
  });

  it('keeps the sales manager out of money and people acts, and the cashier supervisor out of sales', () => {
    expect(staffMay('sales_manager', 'payments.read')).toBe(false);
    expect(staffMay('sales_manager', 'people.act')).toBe(false);
    expect(staffMay('cashier_supervisor', 'sales.read')).toBe(false);
    expect(staffMay('cashier_supervisor', 'payments.act')).toBe(true);
  });

  it('shows each role only the sections it may open, in menu order', () => {
    expect(sectionsFor('cashier_supervisor').map((s) => s.id)).toEqual(['today', 'people', 'payments']);
    expect(sectionsFor('admin').map((s) => s.id)).toEqual([
      'today',
      'people',
      'payments',
      'sales',
      'communication',
      'procedures',
      'configuration',
    ]);
  });

  it('lands every role on Today, the first section of each', () => {
    for (const role of STAFF_ROLES) expect(sectionsFor(role)[0]?.id).toBe('today');
  });
});
