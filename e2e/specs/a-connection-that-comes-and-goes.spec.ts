import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import {
  baseURL,
  chooseMenu,
  DESK,
  loginToHome,
  menuEntries,
  openLogin,
  PHONE_TOUCH,
  pathOf,
  press,
  screenshot,
  scrollWidth,
  useBrowser,
} from '../support/browser.ts';

// A phone in the hand; the service worker is blocked here unless a story allows it (its own context).
const browser = useBrowser({ phone: true });

const CUSTOMER = { user: '1000001', password: 'Cliente#2026' };
type Language = 'es' | 'en' | 'pt';
const NO_CONNECTION: Record<Language, string> = { es: 'Sin conexión', en: 'No connection', pt: 'Sem conexão' };

async function logIn(page: Page, language: Language) {
  await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, language);
  await openLogin(page, `/?lang=${language}`);
  await loginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer');
}

/** A mark the page keeps until it is reloaded: the story proves the data came back without one. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

/** The frame a person keeps whatever happens to the page: the header with the menu button and the logo. */
async function expectFrame(page: Page) {
  await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
  await expect(page.getByTestId('product-logo').first().isVisible()).resolves.toBe(true);
}

/** Menu pages that read nothing from the server: a form (sent only when the person acts), the contact details. */
const READ_NOTHING = new Set(['change-password', 'customer-service']);

/** A phone whose portal is installed: the service worker has kept the shell and every page's code. */
async function installedPhone() {
  const context = await browser.browser.newContext({
    ...PHONE_TOUCH,
    baseURL: baseURL(),
    locale: 'es-ES',
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await openLogin(page, '/?lang=es');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { context, page };
}

/**
 * What a page says offline: "Sin conexión" in its place (or the notifications' own warning, spec §8); or, for what was
 * already read (the products the home read), the data itself with the banner's "as of" time.
 */
const offlineInPlace = (page: Page) =>
  page
    .locator('[data-testid="connection-lost"], [data-testid="notifications-offline"], [data-testid="offline-as-of"]')
    .first();

describe('a connection that comes and goes', () => {
  test('offline, every page of the menu keeps the frame and says "Sin conexión" in its place; back online, each fills in without a reload', async () => {
    const { context, page } = await installedPhone();
    try {
      await logIn(page, 'es');
      const entries = (await menuEntries(page)).filter((id) => id !== 'logout' && id !== 'home');
      await press(page.getByTestId('menu-home'));
      await markPage(page);

      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await expect(page.getByTestId('offline-banner').textContent()).resolves.toContain(NO_CONNECTION.es);
      // What was read stays: the home is still drawn under the banner.
      await expect(page.getByTestId('home-customer').isVisible()).resolves.toBe(true);
      await screenshot(page, 'offline-home-es-360');

      for (const id of entries) {
        await chooseMenu(page, id);
        await expectFrame(page);
        await expect(page.getByTestId('offline-banner').isVisible(), id).resolves.toBe(true);
        expect(await scrollWidth(page), id).toBeLessThanOrEqual(360);
        // A page that reads nothing shows itself: the banner says the rest, and a form's button fails at once
        // offline, sending nothing.
        if (READ_NOTHING.has(id)) {
          await page.locator('main h1').first().waitFor();
          continue;
        }
        await offlineInPlace(page)
          .waitFor()
          .catch(async (error: unknown) => {
            await screenshot(page, `offline-missing-${id}`);
            throw new Error(`${id} (${pathOf(page)}) says nothing of the connection: ${String(error)}`);
          });
      }
      await chooseMenu(page, 'profile');
      await page.getByTestId('connection-lost').waitFor();
      await expect(page.getByTestId('connection-lost').textContent()).resolves.toContain(NO_CONNECTION.es);
      await screenshot(page, 'offline-menu-page-es-360');
      await expectAccessible(page, 'a page offline');

      // Back online, on the last page: it fills in by itself, and so does every other, in the same document.
      await context.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      await page.getByTestId('connection-lost').waitFor({ state: 'detached' });
      for (const id of entries) {
        await chooseMenu(page, id);
        await page.locator('main h1').first().waitFor();
        await expect(offlineInPlace(page).count(), id).resolves.toBe(0);
      }
      await chooseMenu(page, 'home');
      await page.getByTestId('home-customer').waitFor();
      expect(await stillSamePage(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a page already read keeps its data offline, with the time it was read; back online the banner goes, without a reload', async () => {
    const { page, context } = browser;
    await logIn(page, 'es');
    await chooseMenu(page, 'products');
    await page.getByTestId('products-page').waitFor();
    await chooseMenu(page, 'home');
    await markPage(page);

    await context.setOffline(true);
    await chooseMenu(page, 'products');
    await page.getByTestId('products-page').waitFor();
    await expect(page.locator('[data-testid^="product-card-"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('offline-as-of').textContent()).resolves.toMatch(/^Lo que ve es al \d{1,2}:\d{2}/);
    await screenshot(page, 'offline-products-as-of-es-360');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await expect(page.locator('[data-testid^="product-card-"]').count()).resolves.toBeGreaterThan(0);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('before the portal is installed, a page whose code never came says "Sin conexión" inside the frame, and opens once the network is back', async () => {
    const { page, context } = browser;
    await logIn(page, 'es');
    await context.setOffline(true);
    await chooseMenu(page, 'profile');
    await expectFrame(page);
    await page.getByTestId('connection-lost').waitFor();
    await context.setOffline(false);
    await page.getByTestId('connection-lost').waitFor({ state: 'detached' });
    await page.locator('main h1').first().waitFor();
    expect(pathOf(page)).toBe('/usuario');
  });

  for (const language of ['en', 'pt'] as const) {
    test(`in ${language}, offline says so in the banner and in the page, at 360 px`, async () => {
      const { page, context } = browser;
      await logIn(page, language);
      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await chooseMenu(page, 'documents');
      await page.getByTestId('connection-lost').waitFor();
      await expect(page.getByTestId('connection-lost').textContent()).resolves.toContain(NO_CONNECTION[language]);
      await screenshot(page, `offline-menu-page-${language}-360`);
      await context.setOffline(false);
      await page.getByTestId('connection-lost').waitFor({ state: 'detached' });
    });
  }

  test('on a desk, offline keeps the menu beside the page and says "Sin conexión" in the page', async () => {
    const desk = await browser.browser.newContext({
      baseURL: baseURL(),
      viewport: DESK,
      locale: 'es-ES',
      serviceWorkers: 'block',
    });
    try {
      const page = await desk.newPage();
      await logIn(page, 'es');
      await desk.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await chooseMenu(page, 'documents');
      await page.getByTestId('connection-lost').waitFor();
      await expect(page.getByTestId('menu-home').isVisible()).resolves.toBe(true);
      await screenshot(page, 'offline-menu-page-es-1280');
      await desk.setOffline(false);
      await page.getByTestId('connection-lost').waitFor({ state: 'detached' });
    } finally {
      await desk.close();
    }
  });

  test('installed, the portal opens offline: a reload shows the frame and the last products read, "as of" their time, and nothing else of anyone', async () => {
    const { context: installed, page } = await installedPhone();
    try {
      // The page offers itself for installing: a manifest with a name, an icon and its own window.
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await page.request.get(manifestUrl!)).json();
      expect(manifest).toMatchObject({ name: 'Oficina Virtual', display: 'standalone', start_url: '/' });
      await logIn(page, 'es');
      await chooseMenu(page, 'products');
      await page.getByTestId('products-page').waitFor();
      const cards = await page.locator('[data-testid^="product-card-"]').count();
      expect(cards).toBeGreaterThan(0);

      await installed.setOffline(true);
      await page.reload();
      await page.getByTestId('products-page').waitFor();
      await expectFrame(page);
      await expect(page.locator('[data-testid^="product-card-"]').count()).resolves.toBe(cards);
      await expect(page.getByTestId('offline-as-of').textContent()).resolves.toMatch(/^Lo que ve es al \d{1,2}:\d{2}/);
      await screenshot(page, 'offline-reload-products-es-360');
      expect(pathOf(page)).toBe('/mi-producto');

      // Back online, the figures are read again and the "as of" goes.
      await installed.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

      // Logged out, nothing of hers is left to show offline.
      const kept = () =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vo.lastKnown.')).length);
      expect(await kept()).toBeGreaterThan(0);
      await chooseMenu(page, 'logout');
      await page.locator('input[name="user"]').waitFor();
      expect(await kept()).toBe(0);
    } finally {
      await installed.close();
    }
  });
});
