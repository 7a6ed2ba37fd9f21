import { describe, expect, test } from 'vitest';
import { holdBusy, isBusy } from './busy.ts';

describe('the busy count behind the global backdrop', () => {
  test('stays busy until every action has ended, and a release called twice counts once', () => {
    expect(isBusy()).toBe(false);
    const login = holdBusy();
    const save = holdBusy();
    login();
    login();
    expect(isBusy()).toBe(true);
    save();
    expect(isBusy()).toBe(false);
  });
});
