import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginToHome,
  openLogin,
  screenshot,
  scrollWidth,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

describe('cabins at the leisure park', () => {
  test('1000001 picks a free night on the calendar, reserves a cabin, sees it and its night counted off', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'cabins');
    await page.getByTestId('cabin-form').waitFor();
    await page.locator('select[name="tipo"]').selectOption('grupal');

    // A departure before the arrival is refused next to its field.
    const firstNight = page.locator('[data-testid^="night-"][data-free]:not([disabled])').nth(3);
    const night = (await firstNight.getAttribute('data-testid'))!.replace('night-', '');
    const freeBefore = Number(await firstNight.getAttribute('data-free'));
    await firstNight.tap();
    await page.locator('input[name="salida"]').fill(night);
    await page.getByTestId('cabin-submit').tap();
    await expect.poll(() => fieldMessage(page, 'salida')).toBe('Choose an arrival day and a later departure day.');

    // She taps her first night, then the next: the two nights show picked, with what the stay costs.
    await firstNight.tap();
    const nextDay = new Date(Date.parse(`${night}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId(`night-${nextDay}`).tap();
    await expect(page.getByTestId(`night-${nextDay}`).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(firstNight.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => page.getByTestId('cabin-stay-summary').textContent()).toContain('2 nights · $1,400.00');
    await page.getByTestId('cabin-submit').tap();
    // A confirmation screen with the booking's code, then back to the page.
    await expect(page.getByTestId('cabin-booked-code').textContent()).resolves.toMatch(/^CAB-\d+$/);
    await page.getByTestId('cabin-booked-done').tap();
    await expect
      .poll(async () => Number(await page.getByTestId(`night-${night}`).getAttribute('data-free')))
      .toBe(freeBefore - 1);
    const mine = page.getByTestId('my-cabin-reservations');
    await expect(mine.textContent()).resolves.toContain('Reserved');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'cabin-reserved');
  });

  test('1000002, with overdue instalments, is told why not and where to go, in Spanish', async () => {
    const { page } = browser;
    await setStoredLanguage('1000002', 'Cliente#2026', 'es');
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '1000002', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'cabins');
    const blocked = page.getByTestId('cabins-blocked');
    await blocked.waitFor();
    await expect(blocked.textContent()).resolves.toContain('Cliente con cuotas en mora no puede reservar');
    await expect(page.getByTestId('cabin-form').count()).resolves.toBe(0);
    // The way out is paying the overdue instalments, straight to the oldest one's payment (docs/decisions/0031).
    // Its amount on it, the same full-width action as his home (docs/decisions/0045).
    await expect(blocked.getByTestId('pay-overdue').textContent()).resolves.toMatch(
      /^Pagar \d{1,3}(\.\d{3})*,\d{2}\sUS\$$/,
    );
    await blocked.getByTestId('pay-overdue').tap();
    await page.getByTestId('payment-page').waitFor();
    // Other stories read 1000002 in English.
    await setStoredLanguage('1000002', 'Cliente#2026', 'en');
  });

  test('the cashier, at the desk, reserves for 1000001 named by document, and the act is on his record', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await chooseMenu(page, 'cabins');
    const find = page.getByTestId('desk-find');
    await find.locator('input[name="documento"]').fill('9999999');
    await find.getByRole('button').tap();
    await expect.poll(() => fieldMessage(page, 'documento')).toBe('No customer has that document number.');

    await find.locator('input[name="documento"]').fill('1000001');
    await find.getByRole('button').tap();
    await expect
      .poll(() => page.getByTestId('desk-acting-for').textContent())
      .toContain('Acting for María Fernanda Rojas Vaca (document 1000001)');
    await page.locator('select[name="tipo"]').selectOption('pareja');
    const night = page.locator('[data-testid^="night-"][data-free]:not([disabled])').nth(5);
    const day = (await night.getAttribute('data-testid'))!.replace('night-', '');
    await night.tap();
    await page.getByTestId('cabin-submit').tap();
    await expect(page.getByTestId('cabin-booked').textContent()).resolves.toContain(
      'Cabin reserved for María Fernanda Rojas Vaca',
    );
    await page.getByTestId('cabin-booked-done').tap();
    await expect.poll(() => page.getByTestId('desk-log').textContent()).toContain('Reserved · 1000001');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'cashier-reserved-for-customer');

    // 1000001 finds it among her own reservations.
    await chooseMenu(page, 'logout');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'cabins');
    await expect
      .poll(() => page.getByTestId('my-cabin-reservations').textContent())
      .toContain(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
      );
  });
});
