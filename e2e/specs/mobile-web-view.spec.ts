import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiLogin, apiLogout } from '../support/api.ts';
import { chooseMenu, finishWelcome, loginForm, pathOf, storedToken, useBrowser } from '../support/browser.ts';

const USER = '1000001';
const PASSWORD = 'Cliente#2026';

interface HostMessage {
  type: 'SESSION_EXPIRED' | 'LOGOUT_MESSAGE' | 'INACTIVITY' | 'PDF_DOCUMENT';
  message?: string;
  nombreArchivo?: string;
  pdfBase64?: string;
  accion?: string;
}

declare global {
  interface Window {
    __posted: string[];
  }
}

/** A fake native app: it only records what the web view posts to it (JSON strings). */
function fakeHost() {
  window.__posted = [];
  (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
    postMessage: (message: string) => window.__posted.push(message),
  };
}

const posted = async (page: Page): Promise<HostMessage[]> =>
  (await page.evaluate(() => window.__posted)).map((raw) => JSON.parse(raw) as HostMessage);

/** Waits until the host received a message of `type` and answers it. */
async function hostReceives(page: Page, type: HostMessage['type']): Promise<HostMessage> {
  await expect.poll(async () => (await posted(page)).map((m) => m.type)).toContain(type);
  return (await posted(page)).find((m) => m.type === type)!;
}

describe('mobile web view inside the native app', () => {
  describe('with a session', () => {
    const browser = useBrowser({ initScript: fakeHost });

    test('the app opens its token: the person lands on home, logged in', async () => {
      const { page } = browser;
      const token = await apiLogin(USER, PASSWORD);
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      expect(pathOf(page)).toBe('/');
      await expect(storedToken(page)).resolves.toBe(token);
      await expect(posted(page)).resolves.toEqual([]);
      // The hand-off leaves no token in the address bar, nor in the history a back press would reach.
      expect(page.url()).not.toContain(token);
      await expect(page.evaluate(() => window.history.length)).resolves.toBeLessThanOrEqual(2);
      await page.goBack().catch(() => {});
      expect(page.url()).not.toContain(token);
      // Logged in as herself: her profile's account card holds her document (docs/decisions/0045).
      await page.goto('/usuario');
      await expect.poll(() => page.getByTestId('home-document').textContent()).toBe(USER);
    });

    test('a statement asked for inside the app goes to the host as a PDF, since a web view cannot save downloads', async () => {
      const { page } = browser;
      const token = await apiLogin(USER, PASSWORD);
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      await finishWelcome(page);
      await page.goto('/detalle-productos-urbanizaciones/1');
      // The statement is in the product's "More" sheet, named for what it does (docs/decisions/0045).
      await page.getByTestId('product-more').tap();
      await page.getByTestId('product-statement').tap();
      const sent = await hostReceives(page, 'PDF_DOCUMENT');
      expect(sent.nombreArchivo).toBe('estado-cuenta-UO-2024-00712.pdf');
      // Downloading asks the app to keep it (docs/decisions/0035).
      expect(sent.accion).toBe('descargar');
      expect(Buffer.from(sent.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('an adviser inside the app opens the client network from the menu, and the incentives PDF goes to the host', async () => {
      const { page } = browser;
      const token = await apiLogin('2000001', 'Asesor#2026');
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-adviser').waitFor();
      await finishWelcome(page);
      await chooseMenu(page, 'network');
      await page.getByTestId('network-node-2100001').waitFor();
      await chooseMenu(page, 'incentives');
      // "Open" asks the app to show it in its own viewer; the page opens none.
      await page.getByTestId('incentives-pdf-open').tap();
      const sent = await hostReceives(page, 'PDF_DOCUMENT');
      expect(sent.nombreArchivo).toBe('informacion-incentivos.pdf');
      expect(sent.accion).toBe('abrir');
      await expect(page.getByTestId('pdf-viewer').count()).resolves.toBe(0);
      expect(Buffer.from(sent.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('the server ends the session: the host is told SESSION_EXPIRED and the page does not go to login', async () => {
      const { page } = browser;
      // A poor connection: the realtime channel never opens, so the next API call (status 7) is what tells.
      await page.route('**/socket.io/**', (route) => route.abort());
      const token = await apiLogin(USER, PASSWORD);
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      // The post-login pop-up of unread notifications is closed first, as a person would.
      await finishWelcome(page);

      await expect(apiLogout(token)).resolves.toMatchObject({ status: 0 });
      // Any API call now: going back to home reloads its data.
      await chooseMenu(page, 'customer-service');
      await page.getByTestId('whatsapp-link').waitFor();
      await chooseMenu(page, 'home');

      const message = await hostReceives(page, 'SESSION_EXPIRED');
      expect(message.message).toBeTruthy();
      // The native app closes the web view and shows its own login: the web must not redirect nor show its login.
      await page.waitForTimeout(500);
      expect(pathOf(page)).toBe('/');
      await expect(loginForm(page).user.count()).resolves.toBe(0);
      await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    });

    test('logging out from the menu tells the host LOGOUT_MESSAGE', async () => {
      const { page } = browser;
      const token = await apiLogin(USER, PASSWORD);
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      // The post-login pop-up of unread notifications is closed first, as a person would.
      await finishWelcome(page);
      await chooseMenu(page, 'logout');
      const message = await hostReceives(page, 'LOGOUT_MESSAGE');
      expect(message.message).toBe('You have logged out.');
    });

    test('an invalid token: the host is told SESSION_EXPIRED', async () => {
      const { page } = browser;
      await page.goto('/mobile/android/aa:bb/not-a-valid-token');
      const message = await hostReceives(page, 'SESSION_EXPIRED');
      expect(message.message).toBeTruthy();
      await expect(storedToken(page)).resolves.toBeNull();
      await expect(loginForm(page).user.count()).resolves.toBe(0);
    });
  });

  describe('with a short inactivity limit', () => {
    // Init scripts are sent to the page as source text: this one must not call fakeHost (not defined there).
    const browser = useBrowser({
      initScript: () => {
        localStorage.setItem('vo.inactivitySeconds', '3');
        window.__posted = [];
        (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
          postMessage: (message: string) => window.__posted.push(message),
        };
      },
    });

    test('inactivity: the host is told INACTIVITY', async () => {
      const { page } = browser;
      const token = await apiLogin(USER, PASSWORD);
      await page.goto(`/mobile/android/aa:bb/${token}`);
      await page.getByTestId('home-customer').waitFor();
      const message = await hostReceives(page, 'INACTIVITY');
      expect(message.message).toBe('Your session ended after 30 minutes without activity.');
      await expect(storedToken(page)).resolves.toBeNull();
    });
  });
});
