import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeOf, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  finishWelcome,
  login,
  loginForm,
  loginToHome,
  menuEntries,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

/** What each demo person should find on their home page. */
const accounts = [
  {
    story: 'a customer',
    user: '1000001',
    password: 'Cliente#2026',
    role: 'customer',
    roleLabel: 'Customer',
    name: 'María Fernanda Rojas Vaca',
    email: 'maria.rojas@example.com',
    phone: '+591-71234567',
  },
  {
    story: 'a customer with overdue payments',
    user: '1000002',
    password: 'Cliente#2026',
    role: 'customer',
    roleLabel: 'Customer',
    name: 'Juan Carlos Mamani Quispe',
    email: 'juan.mamani@example.com',
    phone: '+591-72345678',
  },
  {
    story: 'an adviser',
    user: '2000001',
    password: 'Asesor#2026',
    role: 'adviser',
    roleLabel: 'Independent adviser',
    name: 'Carlos Eduardo Suárez Justiniano',
    email: 'carlos.suarez@example.com',
    phone: '+591-74567890',
  },
  {
    story: 'a cashier',
    user: '3000001',
    password: 'Cajero#2026',
    role: 'cashier',
    roleLabel: 'Cashier',
    name: 'Roberto Vargas Céspedes',
    email: 'roberto.vargas@example.com',
    phone: '+591-76789012',
  },
] as const;

describe('each demo account sees its own home', () => {
  // The stored language wins at login and other stories change it: these read English, so they set it.
  beforeAll(async () => {
    for (const account of accounts) await setStoredLanguage(account.user, account.password, 'en');
  });

  for (const account of accounts) {
    test(`${account.story} (${account.user}) sees their name, document, role and contact data`, async () => {
      const { page } = browser;
      await loginToHome(page, account.user, account.password, account.role);

      // A customer is greeted by her first name and reads who she is in her profile (docs/decisions/0045);
      // an adviser and a cashier by their name, with who they are below their work.
      const customer = account.role === 'customer';
      const greeted = customer ? account.name.split(' ')[0] : account.name;
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Hello, ${greeted}`);
      if (customer) {
        await expect(page.getByTestId('home-document').count()).resolves.toBe(0);
        await page.getByTestId('home-profile-link').tap();
        await page.getByTestId('profile-page').getByTestId('identity-card').waitFor();
      }
      await expect(page.getByTestId('home-document').textContent()).resolves.toBe(account.user);
      await expect(page.getByTestId('home-role').textContent()).resolves.toBe(account.roleLabel);
      await expect(page.getByTestId('home-email').textContent()).resolves.toBe(account.email);
      await expect(page.getByTestId('home-phone').textContent()).resolves.toBe(account.phone);
      await expect(page.getByTestId('home-last-login').textContent()).resolves.not.toBe('');
    });
  }

  test('the next person to log in on the same phone never sees what the previous one was shown', async () => {
    const { page } = browser;
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    // By its place, not its role: a welcome dialog hides the page from the accessibility tree, not from the eye.
    const greeting = page.locator('main h1');
    await expect(greeting.textContent()).resolves.toBe('Hello, María');
    await chooseMenu(page, 'logout');
    await loginForm(page).user.waitFor();

    // The next person's home data is slow to come (a poor connection): the page must wait, not show hers.
    await page.route(routeOf(sessionEndpoints.home), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await login(page, '1000002', 'Cliente#2026');
    await page.getByTestId('home-customer').waitFor();
    const seen = new Set<string>();
    for (const until = Date.now() + 2_500; Date.now() < until; ) {
      seen.add((await greeting.allTextContents()).join(' '));
      await page.waitForTimeout(50);
    }
    expect([...seen].filter((text) => text.includes('María'))).toEqual([]);
    await expect.poll(() => greeting.textContent()).toBe('Hello, Juan');
    await page.unroute(routeOf(sessionEndpoints.home));
    await finishWelcome(page);
  });

  test('the adviser sees the message for advisers', async () => {
    const { page } = browser;
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    const message = page.getByTestId('home-adviser-message');
    await message.waitFor();
    await expect(message.textContent()).resolves.toContain('Message for advisers');
    await expect(message.textContent()).resolves.toContain('Campaña de fin de año');
  });

  test('a customer does not see the message for advisers', async () => {
    const { page } = browser;
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await expect(page.getByTestId('home-adviser-message').count()).resolves.toBe(0);
    await expect(page.getByText('Message for advisers').count()).resolves.toBe(0);
  });

  test('a customer has the full menu', async () => {
    const { page } = browser;
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    // In the drawer's order: home, then under each heading (docs/decisions/0034), then log out.
    await expect(menuEntries(page)).resolves.toEqual([
      'home',
      'products',
      'upgrade',
      'documents',
      'saved-cards',
      'prepaid-cards',
      'projects',
      'memberships',
      'travel',
      'international-membership',
      'subscription',
      'travel-benefits',
      'cabins',
      'events',
      'accreditation-card',
      'procedures',
      'notifications',
      'profile',
      'change-password',
      'customer-service',
      'logout',
    ]);
  });

  test('the cashier has a reduced menu: home, cabin reservation, the prepaid-card balance of the products submenu, incentive info, and log out', async () => {
    const { page } = browser;
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    // Under their headings: products (prepaid cards), network (incentives), leisure (cabins).
    await expect(menuEntries(page)).resolves.toEqual(['home', 'prepaid-cards', 'incentives', 'cabins', 'logout']);
    await expect(page.getByText('Change password').count()).resolves.toBe(0);
    // A cashier owns no products: the customers' product pages are not theirs, even by address.
    await page.goto('/mi-producto');
    await page.getByTestId('not-found').waitFor();
    // Nor are saved cards: a cashier keeps none (docs/decisions/0022).
    await page.goto('/tarjetas-guardadas');
    await page.getByTestId('not-found').waitFor();
  });

  test('logging out from the menu returns to the login page', async () => {
    const { page } = browser;
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await chooseMenu(page, 'logout');
    await loginForm(page).user.waitFor();
    await toastWith(page, 'You have logged out.');
    await expect(page.evaluate(() => localStorage.getItem('vo.token'))).resolves.toBeNull();
  });
});
