import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { expectAccessible, expectTappable } from '../support/accessibility.ts';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  finishWelcome,
  loginToHome,
  openLogin,
  openMenu,
  pathOf,
  screenshot,
  scrollWidth,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();
const CUSTOMER = { user: '1000001', password: 'Cliente#2026' } as const;
/** The account whose payments stories confirm (e2e/README.md). */
const PAYER = { user: '1000005', password: 'Cliente#2026' } as const;
const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

const savedCardIds = async (token: string) =>
  ((await apiCall(paymentEndpoints.savedCards, undefined, { token })).data?.tarjetas ?? []).map(
    (card) => card.idTarjeta,
  );

/** The headings a customer's menu shows, in each language (docs/decisions/0034): no network heading for a customer. */
const headings = {
  es: ['Productos y pagos', 'Ventas', 'Esparcimiento', 'Ayuda y cuenta'],
  en: ['Products & payments', 'Sales', 'Leisure', 'Help & account'],
  pt: ['Produtos e pagamentos', 'Vendas', 'Lazer', 'Ajuda e conta'],
} as const;

/** The text of each heading of the drawer's lists, in order. */
const shownHeadings = (page: import('playwright-core').Page) =>
  page.locator('nav .MuiListSubheader-root').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

describe('the menu grouped with pictures, empty states with their next step, notifications that open their page', () => {
  afterAll(async () => {
    // Stories share the demo people: 1000001 reads English again after this one.
    await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, 'en');
  });

  for (const lang of ['es', 'en', 'pt'] as const) {
    test(`${lang}: a customer sees the menu under headings, with a picture per entry, on a phone and on a desktop`, async () => {
      const { page } = browser;
      await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer');

      await openMenu(page);
      await expect(shownHeadings(page)).resolves.toEqual(headings[lang]);
      // Each heading names its list for a screen reader, and every entry has its picture.
      const products = page.getByTestId('nav-group-products');
      await expect(products.getAttribute('aria-labelledby')).resolves.toBe('menu-group-products');
      await expect(products.evaluate((list) => list.tagName)).resolves.toBe('UL');
      const entries = page.locator('nav [data-testid^="menu-"]');
      const withPicture = page.locator('nav [data-testid^="menu-"] svg');
      await expect(withPicture.count()).resolves.toBe(await entries.count());
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, `menu-groups-${lang}-360`);
      await expectAccessible(page, `menu ${lang} at 360 px`);
      await expectTappable(page, `menu ${lang} at 360 px`);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('menu-home').waitFor();
      await expect(shownHeadings(page)).resolves.toEqual(headings[lang]);
      await screenshot(page, `menu-groups-${lang}-1280`);
      await expectAccessible(page, `menu ${lang} at 1280 px`);
    });
  }

  test('en: projects filtered down to none say so, and "Clear filters" brings the projects back', async () => {
    const { page } = browser;
    await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer');
    // No project asks a monthly instalment of at most 1: the filter, not the catalogue, empties the list.
    await page.goto('/proyectos?cuotaMensualMax=1');
    const empty = page.getByTestId('projects-empty');
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toContain('No project matches these filters.');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'empty-state-projects-filtered');
    await expectAccessible(page, 'projects filtered to none');
    await expectTappable(page, 'projects filtered to none');

    await page.getByTestId('projects-empty-action').tap();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator('[data-testid="projects-grid"] > *').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('projects-empty').count()).resolves.toBe(0);
  });

  test('en: a payment’s notification opens the product it paid, from the pop-up and from the list, and counts as read', async () => {
    const { page } = browser;
    // Her own account for payment confirmations (e2e/README.md): two payments of 1.00 leave two unread notices.
    const token = await apiLogin(PAYER.user, PAYER.password);
    const membership = (await apiCall(productEndpoints.list, undefined, { token })).data!.productos[0]!;
    const cardsBefore = await savedCardIds(token);
    const receipts: string[] = [];
    for (let n = 0; n < 2; n++) {
      const paid = await apiCall(
        paymentEndpoints.card,
        { idProducto: membership.idProducto, monto: '1.00', ...CARD },
        { token, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
      );
      expect(paid.status).toBe(0);
      receipts.push(paid.data!.nroRecibo!);
    }
    // Paying kept the card: it goes again, so her saved cards are as other stories expect them.
    for (const id of (await savedCardIds(token)).filter((id) => !cardsBefore.includes(id)))
      await apiCall(
        paymentEndpoints.removeSavedCard,
        { idTarjeta: id },
        { token, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
      );
    const productPage = `/detalle-productos/${membership.idProducto}`;

    // The pop-up after login shows the newest first, with "Open".
    await setStoredLanguage(PAYER.user, PAYER.password, 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, PAYER.user, PAYER.password, 'customer', { welcome: 'keep' });
    const shown = page.getByTestId('notification-popup-item');
    await shown.waitFor();
    await expect(shown.textContent()).resolves.toContain(receipts[1]);
    await screenshot(page, 'notification-popup-with-open');
    await expectAccessible(page, 'notification pop-up with an open action');
    await page.getByTestId('notification-popup-open').tap();
    await page.getByTestId('product-detail-page').waitFor();
    expect(pathOf(page)).toBe(productPage);
    await finishWelcome(page);

    // In the list, the older one is still unread; opening it lands on its product and reads it.
    await page.goto('/notificationes');
    const older = page.getByTestId('notification-row').filter({ hasText: receipts[0]! });
    await older.waitFor();
    await expect(older.getAttribute('data-unread')).resolves.toBe('true');
    const open = older.getByTestId('notification-open');
    await expect(open.getAttribute('href')).resolves.toBe(productPage);
    await screenshot(page, 'notification-with-open-action');
    await expectAccessible(page, 'notifications with an open action');
    await expectTappable(page, 'notifications with an open action');
    await open.tap();
    await page.getByTestId('product-detail-page').waitFor();
    expect(pathOf(page)).toBe(productPage);
    await screenshot(page, 'notification-opened-its-product');

    await page.goto('/notificationes');
    await older.waitFor();
    await expect.poll(() => older.getAttribute('data-unread')).toBe('false');
  });
});
