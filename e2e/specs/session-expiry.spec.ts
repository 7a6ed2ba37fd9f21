import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogout } from '../support/api.ts';
import { chooseMenu, loginForm, loginToHome, pathOf, storedToken, toastWith, useBrowser } from '../support/browser.ts';

const USER = '1000001';
const PASSWORD = 'Cliente#2026';

describe('session expiry', () => {
  describe('the server ends the session', () => {
    const browser = useBrowser();

    test('the next action that calls the API shows "session expired" and returns to the login page', async () => {
      const { page } = browser;
      // A poor connection: the realtime channel never opens, so the next API call (status 7) is what tells.
      await page.route('**/socket.io/**', (route) => route.abort());
      await loginToHome(page, USER, PASSWORD, 'customer');
      const token = await storedToken(page);
      expect(token).toBeTruthy();

      // The same token is logged out from elsewhere (another tab, another device, an operator).
      await expect(apiLogout(token!)).resolves.toMatchObject({ status: 0 });

      // Going back to home loads the person's data again: the server answers status 7.
      await chooseMenu(page, 'customer-service');
      await page.getByTestId('whatsapp-link').waitFor();
      await chooseMenu(page, 'home');

      await toastWith(page, 'Your session has expired. Please log in again.');
      await loginForm(page).user.waitFor();
      expect(pathOf(page)).toBe('/');
      await expect(storedToken(page)).resolves.toBeNull();
    });
  });

  describe('the inactivity timer runs out', () => {
    const browser = useBrowser({
      // Test hook of apps/web/src/lib/inactivity.ts: 3 seconds instead of 30 minutes.
      initScript: () => localStorage.setItem('vo.inactivitySeconds', '3'),
    });

    test('a person who does nothing is logged out and told why', async () => {
      const { page } = browser;
      await loginToHome(page, USER, PASSWORD, 'customer');
      const token = await storedToken(page);
      const loggedInAt = Date.now();

      await toastWith(page, 'Your session ended after 30 minutes without activity.');
      expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(2_000);
      await loginForm(page).user.waitFor();
      expect(pathOf(page)).toBe('/');
      await expect(storedToken(page)).resolves.toBeNull();
      // The server was told: the token no longer works.
      await expect(apiCall(sessionEndpoints.home, undefined, { token: token! })).resolves.toMatchObject({ status: 7 });
    });

    test('activity keeps the session open', async () => {
      const { page } = browser;
      await loginToHome(page, USER, PASSWORD, 'customer');
      // Clicks every second for 5 seconds, longer than the 3-second limit.
      for (let i = 0; i < 5; i++) {
        await page.waitForTimeout(1_000);
        await page.getByTestId('home-greeting').tap();
      }
      await expect(page.getByTestId('home-customer').isVisible()).resolves.toBe(true);
      await expect(storedToken(page)).resolves.not.toBeNull();
    });
  });
});
