import { describe, expect, it } from 'vitest';
import { stepSettled, type WelcomeNeeds, type WelcomeProgress, welcomeCount, welcomeStep } from './welcome-step.ts';

const none: WelcomeProgress = { opened: [], closed: [] };
const needs = (overrides: Partial<WelcomeNeeds>): WelcomeNeeds => ({
  profile: false,
  invoice: false,
  notifications: false,
  novelty: false,
  idCard: false,
  ...overrides,
});

describe('the welcome sequence after login', () => {
  it('asks for the pending profile update first, and nothing else opens meanwhile', () => {
    expect(welcomeStep(needs({ profile: true, invoice: true, notifications: true }), none)).toBe('profile');
    const opened: WelcomeProgress = { opened: ['profile'], closed: [] };
    // Saving answers the check (no longer pending), but the success view stays until it is closed.
    expect(welcomeStep(needs({ profile: false, invoice: true }), opened)).toBe('profile');
  });

  it('then the invoice data, then the unread notifications, each after the previous one is closed', () => {
    const all = needs({ profile: true, invoice: true, notifications: true });
    expect(welcomeStep(all, { opened: ['profile'], closed: ['profile'] })).toBe('invoice');
    expect(welcomeStep(all, { opened: ['profile', 'invoice'], closed: ['profile', 'invoice'] })).toBe('notifications');
    expect(welcomeStep(all, { opened: [], closed: ['profile', 'invoice', 'notifications'] })).toBe('done');
  });

  it('shows what is new last, after the notifications (spec §9 novelty modal, when it is on)', () => {
    const all = needs({ notifications: true, novelty: true });
    expect(welcomeStep(all, none)).toBe('notifications');
    expect(welcomeStep(all, { opened: ['notifications'], closed: ['notifications'] })).toBe('novelty');
    expect(welcomeStep(needs({ novelty: undefined }), none)).toBe('waiting');
  });

  it('waits for an unanswered check rather than showing what comes after it', () => {
    expect(welcomeStep(needs({ profile: undefined, notifications: true }), none)).toBe('waiting');
    expect(welcomeStep(needs({ invoice: undefined, notifications: true }), none)).toBe('waiting');
  });

  it('skips what an adviser or cashier is never asked (no invoicing company) and ends when nothing is left', () => {
    expect(welcomeStep(needs({ notifications: true }), none)).toBe('notifications');
    expect(welcomeStep(needs({}), none)).toBe('done');
  });

  it('starts the invoice checks only once the profile is confirmed or its dialog closed', () => {
    expect(stepSettled('profile', undefined, none)).toBe(false);
    expect(stepSettled('profile', true, none)).toBe(false);
    expect(stepSettled('profile', true, { opened: ['profile'], closed: ['profile'] })).toBe(true);
    expect(stepSettled('profile', false, none)).toBe(true);
  });

  it('asks for the ID card last, after the notifications, and only when login said so', () => {
    const all = needs({ profile: true, notifications: true, idCard: true });
    expect(welcomeStep(all, none)).toBe('profile');
    expect(welcomeStep(all, { opened: ['profile', 'notifications'], closed: ['profile', 'notifications'] })).toBe(
      'idCard',
    );
    expect(welcomeStep(needs({ idCard: true }), none)).toBe('idCard');
    expect(welcomeStep(needs({ idCard: true }), { opened: ['idCard'], closed: ['idCard'] })).toBe('done');
  });
});

describe('"Step X of N" of the first steps', () => {
  it('counts only the steps this person has, in their order', () => {
    const forecast = needs({ profile: true, invoice: true, notifications: false, idCard: true });
    expect(welcomeCount('profile', forecast, none)).toEqual({ number: 1, total: 3 });
    const afterProfile: WelcomeProgress = { opened: ['profile'], closed: ['profile'] };
    expect(welcomeCount('invoice', forecast, afterProfile)).toEqual({ number: 2, total: 3 });
    const afterInvoice: WelcomeProgress = { opened: ['profile', 'invoice'], closed: ['profile', 'invoice'] };
    expect(welcomeCount('idCard', forecast, afterInvoice)).toEqual({ number: 3, total: 3 });
  });

  it('is one of one for a person asked a single thing', () => {
    expect(welcomeCount('invoice', needs({ invoice: true }), none)).toEqual({ number: 1, total: 1 });
  });

  it('keeps a step already shown in the count once saving has answered its check', () => {
    // The profile is saved (its check now says false) and its success view is still open.
    const forecast = needs({ profile: false, invoice: true });
    expect(welcomeCount('profile', forecast, { opened: ['profile'], closed: [] })).toEqual({ number: 1, total: 2 });
    expect(welcomeCount('invoice', forecast, { opened: ['profile'], closed: ['profile'] })).toEqual({
      number: 2,
      total: 2,
    });
  });

  it('says nothing while a step ahead is still unknown, rather than a total that changes', () => {
    expect(welcomeCount('profile', needs({ profile: true, invoice: undefined }), none)).toBeNull();
    // A step behind that was never shown does not matter: its check said no.
    expect(welcomeCount('notifications', needs({ notifications: true, novelty: false }), none)).toEqual({
      number: 1,
      total: 1,
    });
  });
});
