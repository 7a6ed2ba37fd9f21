import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { chooseMenu, loginToHome, openLogin, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the profile page', () => {
  // The demo people are shared by every story: leave her in English, as the demo starts.
  afterAll(() => setStoredLanguage('1000001', 'Cliente#2026', 'en'));

  test('shows her data in Spanish, switches amounts to euros, and opens her invoice data on request', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026');
    await chooseMenu(page, 'profile');
    const profile = page.getByTestId('profile-page');
    await profile.waitFor();
    await expect(profile.textContent()).resolves.toContain('María Fernanda Rojas Vaca');
    await expect(profile.textContent()).resolves.toContain('Santa Cruz de la Sierra');
    await page.getByTestId('profile-password-secure').waitFor();

    // Dollars by default; euros at the sandbox rate once chosen, and kept on the server.
    await expect(page.getByTestId('money-example').textContent()).resolves.toContain('$');
    await page.getByTestId('currency-select').selectOption('EUR');
    await expect.poll(() => page.getByTestId('money-example').textContent()).toContain('€');
    await expect(page.getByTestId('rate-EUR').textContent()).resolves.toMatch(/0[.,]85/);
    const token = await apiLogin('1000001', 'Cliente#2026');
    await expect
      .poll(async () => (await apiCall(profileEndpoints.profile, undefined, { token })).data!.moneda)
      .toBe('EUR');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // Her invoice data is saved, so the form opens with it and can be cancelled.
    await page.getByTestId('profile-invoice-button').tap();
    await page.getByTestId('invoice-dialog').waitFor();
    await expect(page.locator('input[name="razonSocial"]').inputValue()).resolves.toBe('MARIA FERNANDA ROJAS VACA');
    await page.getByTestId('invoice-cancel').tap();
    await page.getByTestId('invoice-dialog').waitFor({ state: 'detached' });

    // Her contact data can be reviewed at any time; the dialog opens with what is saved.
    await page.getByTestId('profile-update-button').tap();
    await page.getByTestId('profile-dialog').waitFor();
    await expect(page.locator('input[name="telefono"]').inputValue()).resolves.toBe('71234567');
    await page.getByTestId('profile-cancel').tap();
    await page.getByTestId('profile-dialog').waitFor({ state: 'detached' });
  });

  test('a cashier (reduced menu, spec §2) still opens his profile by address, without invoice data', async () => {
    const { page } = browser;
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await page.goto('/usuario');
    await page.getByTestId('profile-page').waitFor();
    await expect(page.getByTestId('profile-invoice-button').count()).resolves.toBe(0);
    await page.getByTestId('notification-bell').waitFor();
  });
});
