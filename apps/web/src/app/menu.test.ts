import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/configuration/feature-flag-config';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, type MenuEntry, menuEntries, menuSections, profileSubmenu, visibleMenu } from './menu.ts';

const ids = (entries: MenuEntry[]) => entries.map((entry) => entry.id);
const viewer = { insideWebView: false, featureFlags: DEFAULT_FEATURE_FLAGS };

describe('the menu a person sees', () => {
  it('gives a customer home, products, upgrade, documents, saved cards, projects, memberships, travel, international membership, subscription, travel benefits, cabins, prepaid cards, events, procedures, accreditation card, notifications, profile, change password, customer service and logout', () => {
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'customer' }))).toEqual([
      'home',
      'products',
      'upgrade',
      'documents',
      'saved-cards',
      'projects',
      'memberships',
      'travel',
      'international-membership',
      'subscription',
      'travel-benefits',
      'cabins',
      'prepaid-cards',
      'events',
      'procedures',
      'accreditation-card',
      'notifications',
      'profile',
      'change-password',
      'customer-service',
      'logout',
    ]);
  });

  it('gives an adviser the customer’s entries plus sold products, meeting rooms, procedures, the client network, incentives and compensation plan, in the browser and in the native app', () => {
    const adviser = [
      'home',
      'products',
      'upgrade',
      'documents',
      'saved-cards',
      'projects',
      'memberships',
      'travel',
      'international-membership',
      'subscription',
      'travel-benefits',
      'sold-products',
      'cabins',
      'prepaid-cards',
      'events',
      'rooms',
      'procedures',
      'accreditation-card',
      'network',
      'incentives',
      'compensation-plan',
      'notifications',
      'profile',
      'change-password',
      'customer-service',
      'logout',
    ];
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'adviser' }))).toEqual(adviser);
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'adviser', insideWebView: true }))).toEqual(adviser);
  });

  it('adds the recovery calculator only for an adviser the server verified (spec §2)', () => {
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'adviser', recoveryVerified: true }))).toContain(
      'recovery-calculator',
    );
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'customer', recoveryVerified: true }))).not.toContain(
      'recovery-calculator',
    );
  });

  it('gives a cashier home, cabin reservation, prepaid cards (their products submenu), incentive info and logout: notifications stay behind the bell, the profile at /usuario', () => {
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: 'cashier' }))).toEqual([
      'home',
      'cabins',
      'prepaid-cards',
      'incentives',
      'logout',
    ]);
  });

  it('gives a visitor only the public entries', () => {
    expect(ids(visibleMenu(menuEntries, { ...viewer, role: null }))).toEqual(['customer-service']);
  });

  const extra: MenuEntry[] = [
    {
      id: 'sales',
      label: 'menu.home',
      icon: 'sell',
      target: { path: '/ventas' },
      flags: { app: false, web: true, public: false, sellerOnly: true, cashier: false },
    },
    {
      id: 'international',
      label: 'menu.home',
      icon: 'public',
      target: { path: '/membresia-internacional' },
      featureFlag: 'internationalMembership',
      flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    },
  ];

  it('keeps seller-only entries for advisers', () => {
    expect(ids(visibleMenu(extra, { ...viewer, role: 'customer' }))).toEqual(['international']);
    expect(ids(visibleMenu(extra, { ...viewer, role: 'adviser' }))).toEqual(['sales', 'international']);
  });

  it('hides web-only entries inside the native app and flagged entries while their flag is off', () => {
    expect(ids(visibleMenu(extra, { ...viewer, role: 'adviser', insideWebView: true }))).toEqual(['international']);
    const flags = { ...DEFAULT_FEATURE_FLAGS, internationalMembership: false };
    expect(ids(visibleMenu(extra, { ...viewer, role: 'adviser', featureFlags: flags }))).toEqual(['sales']);
  });
});

describe('the floating profile submenu (spec §2, docs/decisions/0028)', () => {
  it('repeats a customer’s and an adviser’s own things: profile, saved cards, password, customer service, logout', () => {
    for (const role of ['customer', 'adviser'] as const)
      expect(ids(profileSubmenu(menuEntries, { ...viewer, role }))).toEqual([
        'profile',
        'saved-cards',
        'change-password',
        'customer-service',
        'logout',
      ]);
  });

  it('gives a cashier their profile and logout only', () => {
    expect(ids(profileSubmenu(menuEntries, { ...viewer, role: 'cashier' }))).toEqual(['profile', 'logout']);
  });

  it('is empty for a visitor', () => {
    expect(profileSubmenu(menuEntries, { ...viewer, role: null })).toEqual([]);
  });
});

describe('the menu under its headings (decision 0034)', () => {
  const shape = (entries: MenuEntry[]) =>
    menuSections(entries).map((section) => [section.group?.id ?? null, ids(section.entries)]);

  it('puts every entry but home and logging out under one of the headings', () => {
    const groupIds: string[] = MENU_GROUPS.map((group) => group.id);
    for (const entry of menuEntries)
      if (entry.id === 'home' || entry.id === 'logout') expect(entry.group).toBeUndefined();
      else expect(groupIds).toContain(entry.group);
  });

  it('shows an adviser home first, the five headings in order, and logging out last', () => {
    const sections = shape(visibleMenu(menuEntries, { ...viewer, role: 'adviser', recoveryVerified: true }));
    expect(sections.map(([group]) => group)).toEqual([null, 'products', 'sales', 'network', 'leisure', 'help', null]);
    expect(sections[0]).toEqual([null, ['home']]);
    expect(sections[2]).toEqual(['sales', ['projects', 'sold-products', 'rooms']]);
    expect(sections[3]).toEqual(['network', ['network', 'incentives', 'compensation-plan', 'recovery-calculator']]);
    expect(sections.at(-1)).toEqual([null, ['logout']]);
  });

  it('never shows a heading over nothing: a customer has no network, and sales only for the catalogue', () => {
    const sections = shape(visibleMenu(menuEntries, { ...viewer, role: 'customer' }));
    expect(sections.map(([group]) => group)).toEqual([null, 'products', 'sales', 'leisure', 'help', null]);
    expect(sections[2]).toEqual(['sales', ['projects']]);
  });

  it('gives a cashier only the headings of their reduced menu', () => {
    expect(shape(visibleMenu(menuEntries, { ...viewer, role: 'cashier' }))).toEqual([
      [null, ['home']],
      ['products', ['prepaid-cards']],
      ['network', ['incentives']],
      ['leisure', ['cabins']],
      [null, ['logout']],
    ]);
  });

  it('keeps every entry exactly once, in registry order within its heading', () => {
    const visible = visibleMenu(menuEntries, { ...viewer, role: 'adviser' });
    const shown = menuSections(visible).flatMap((section) => ids(section.entries));
    expect([...shown].sort()).toEqual(ids(visible).sort());
  });

  it('is empty for nobody and shows a visitor customer service under help', () => {
    expect(shape(visibleMenu(menuEntries, { ...viewer, role: null }))).toEqual([['help', ['customer-service']]]);
    expect(menuSections([])).toEqual([]);
  });
});
