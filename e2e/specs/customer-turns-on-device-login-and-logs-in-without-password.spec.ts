import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { describe, expect, test } from 'vitest';
import { isCallTo } from '../support/api.ts';
import {
  chooseMenu,
  finishWelcome,
  loginForm,
  loginToHome,
  openLogin,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

// 1000002: nobody else's story counts his notifications or logins, and he ends with his key revoked as he began.
const CUSTOMER = { user: '1000002', password: 'Cliente#2026' };

describe("a customer turns on this device's login and logs in without his password (docs/decisions/0027)", () => {
  test('he registers the browser key in his profile, logs in with it, then turns it off', async () => {
    const { page } = browser;
    await openLogin(page);
    await loginToHome(page, CUSTOMER.user, CUSTOMER.password);

    // Profile: the switch starts off; turning it on makes a key in this browser and registers its public half.
    await chooseMenu(page, 'profile');
    const toggle = page.getByTestId('device-login-switch');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.tap();
    await toastWith(page, 'now logs you in with its key');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    // He unlocks it with his face rather than his finger.
    await page.getByTestId('device-login-face').tap();
    await toastWith(page, 'Preference saved');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'device-login-turned-on');

    await chooseMenu(page, 'logout');
    const form = loginForm(page);
    await form.user.waitFor();

    // The login page offers the key only for the document it was made for.
    await form.user.fill('1000001');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('login-device-key').count()).toBe(0);
    await form.user.fill(CUSTOMER.user);
    const useKey = page.getByTestId('login-device-key');
    await useKey.waitFor();

    // The code of ethics is accepted with a key too.
    await useKey.tap();
    await expect.poll(() => form.error.textContent()).toContain('code of ethics');

    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isCallTo(request.url(), authEndpoints.login)) sent.push(request.postDataJSON());
    });
    await form.ethics.check();
    await useKey.tap();
    await page.getByTestId('home-customer').waitFor();
    await finishWelcome(page);
    expect(await form.password.count()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('password');
    expect(sent[0]).toMatchObject({ user: CUSTOMER.user, tipoAutenticacion: 3 });
    expect(typeof sent[0]!.firma).toBe('string');

    // Turning it off revokes the key on the server; the login page stops offering it.
    await chooseMenu(page, 'profile');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.tap();
    await toastWith(page, 'no longer logs you in');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await chooseMenu(page, 'logout');
    await form.user.waitFor();
    await form.user.fill(CUSTOMER.user);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('login-device-key').count()).toBe(0);
  });
});
