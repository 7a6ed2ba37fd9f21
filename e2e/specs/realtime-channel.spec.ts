import { beforeAll, describe, expect, test } from 'vitest';
import { apiLogin, apiLogout, setStoredLanguage } from '../support/api.ts';
import { loginForm, loginToHome, pathOf, storedToken, toastWith, useBrowser } from '../support/browser.ts';
import { runOpsCli } from '../support/ops.ts';

describe('the realtime channel', () => {
  // The toasts are read in English: each person's stored language wins over the page's once she is in, and another
  // story may have left one in Spanish.
  beforeAll(async () => {
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
  });
  describe('in the browser', () => {
    const browser = useBrowser();

    test('logging out in another tab of the same session sends this page back to login at once', async () => {
      const { page } = browser;
      await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
      const token = await storedToken(page);
      // Give the channel a moment to open.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
      );
      await page.waitForTimeout(500);

      await expect(apiLogout(token!)).resolves.toMatchObject({ status: 0 });
      // No click needed: the server pushed `unlogin`.
      await toastWith(page, 'You have logged out.');
      await loginForm(page).user.waitFor();
      expect(pathOf(page)).toBe('/');
      await expect(storedToken(page)).resolves.toBeNull();
    });

    test('the operator logs a person out everywhere: the open page says the session was closed from another place', async () => {
      const { page } = browser;
      await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
      );
      await page.waitForTimeout(500);
      expect((await runOpsCli(['logout', '1000001'])).code).toBe(0);
      await toastWith(page, 'Your session was closed from another place.');
      await loginForm(page).user.waitFor();
    });

    test('an operator notice appears as a toast for the person it is meant for', async () => {
      const { page } = browser;
      await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
      );
      await page.waitForTimeout(500);
      const cli = await runOpsCli(['notify', '3000001', 'Caja', 'La caja cierra a las 20:00']);
      expect(cli.code).toBe(0);
      await toastWith(page, 'La caja cierra a las 20:00');
    });
  });

  describe('inside the native app', () => {
    const browser = useBrowser({
      initScript: () => {
        (window as any).__posted = [];
        (window as any).ReactNativeWebView = { postMessage: (m: string) => (window as any).__posted.push(m) };
      },
    });

    test('a forced logout tells the host LOGOUT_MESSAGE without drawing the web login', async () => {
      const { page } = browser;
      const token = await apiLogin('1000002', 'Cliente#2026');
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      await page.waitForTimeout(800);
      const cli = await runOpsCli(['users', 'logout', '1000002']);
      expect(cli.code).toBe(0);
      await expect
        .poll(() => page.evaluate(() => (window as any).__posted.map((m: string) => JSON.parse(m).type)), {
          timeout: 5_000,
        })
        .toContain('LOGOUT_MESSAGE');
      await expect(loginForm(page).user.count()).resolves.toBe(0);
    });
  });
});
