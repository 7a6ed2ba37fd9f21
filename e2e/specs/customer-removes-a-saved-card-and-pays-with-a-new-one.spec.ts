import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginToHome,
  openLogin,
  pathOf,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();
const LOT = 1;
const KEPT = ['4242 4242 4242 4242', '4012 8888 8888 1881', '5555 5555 5555 4444'];
const NEW_CARD = '5105 1051 0510 5100';

/** Stories share 1000001 and pay with cards of their own: this one starts and ends with none kept. */
async function removeEverySavedCard(token: string) {
  const saved = await apiCall(paymentEndpoints.savedCards, undefined, { token });
  for (const card of saved.data?.tarjetas ?? []) {
    await apiCall(
      paymentEndpoints.removeSavedCard,
      { idTarjeta: card.idTarjeta },
      { token, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
    );
  }
}

async function fillCard(page: Page, number: string) {
  await page.locator('input[name="numeroTarjeta"]').fill(number);
  await page.locator('input[name="mesExpiracion"]').fill('12');
  await page.locator('input[name="anioExpiracion"]').fill('2099');
  await page.locator('input[name="cvc"]').fill('123');
}

async function openLotPayment(page: Page) {
  await chooseMenu(page, 'products');
  await page.getByTestId(`product-pay-${LOT}`).tap();
  await page.getByTestId('payment-page').waitFor();
  await page.locator('input[name="monto"]').fill('1.00');
  // The means are a list (QR first where it is taken): the card is chosen first.
  await page.getByTestId('method-card').tap();
}

const heightOf = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())?.height ?? 0;

describe('saved cards', () => {
  afterAll(async () => removeEverySavedCard(await apiLogin('1000001', 'Cliente#2026')));

  test('1000001, at her 3 saved cards, is refused a new one, removes an old one after confirming, and pays with the new card', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    // Three cards kept from earlier payments of 1.00 on her lot (through the API, as from her phone).
    const token = await apiLogin('1000001', 'Cliente#2026');
    await removeEverySavedCard(token);
    for (const numeroTarjeta of KEPT) {
      const paid = await apiCall(
        paymentEndpoints.card,
        { idProducto: LOT, monto: '1.00', numeroTarjeta, mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' },
        { token, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
      );
      expect(paid.status).toBe(0);
    }

    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026');
    await openLotPayment(page);
    await fillCard(page, NEW_CARD);
    await page.getByTestId('card-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect
      .poll(() => fieldMessage(page, 'numeroTarjeta'))
      .toBe('You already keep 3 cards. Pay with one of them, remove one in Saved cards, or choose another method.');

    // The way out is next to the refusal: the saved cards, brand, last four and expiry, the limit reached.
    await page.getByTestId('card-manage-saved').tap();
    await page.getByTestId('saved-cards-page').waitFor();
    expect(pathOf(page)).toBe('/tarjetas-guardadas');
    await expect(page.getByTestId('saved-cards-count').textContent()).resolves.toBe('3 of 3 cards kept');
    await page.getByTestId('saved-cards-full').waitFor();
    const row = page.getByTestId('saved-card-1881');
    await expect(row.textContent()).resolves.toMatch(/Visa ••••\s1881/);
    await expect(row.textContent()).resolves.toContain('Expires 12/2099');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    expect(await heightOf(page, 'saved-card-remove-1881')).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'saved-cards-at-the-limit-360');

    // Removing asks first; keeping it changes nothing.
    await page.getByTestId('saved-card-remove-1881').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toMatch(/Remove Visa ••••\s1881\?/);
    await expect(dialog.textContent()).resolves.toContain('It will not be charged again');
    expect(await heightOf(page, 'saved-card-remove-confirm')).toBeGreaterThanOrEqual(44);
    // The picture once the dialog has faded in, not half-way.
    await page.locator('.MuiDialog-root').evaluate(async (root) => {
      while (root.getAnimations({ subtree: true }).length > 0)
        await Promise.allSettled(root.getAnimations({ subtree: true }).map((a) => a.finished));
    });
    await screenshot(page, 'saved-cards-remove-confirmation-360');
    await dialog.getByRole('button', { name: 'Keep it' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('saved-card-1881').count()).resolves.toBe(1);

    await page.getByTestId('saved-card-remove-1881').tap();
    await page.getByTestId('saved-card-remove-confirm').tap();
    await toastWith(page, 'Card VISA **** 1881 removed: it will not be charged again.');
    await page.getByTestId('saved-card-1881').waitFor({ state: 'detached' });
    await expect(page.getByTestId('saved-cards-count').textContent()).resolves.toBe('2 of 3 cards kept');

    // The new card now pays, and takes the place freed.
    await openLotPayment(page);
    await fillCard(page, NEW_CARD);
    await page.getByTestId('card-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R\d+-\d{7}/);
    await chooseMenu(page, 'saved-cards');
    await page.getByTestId('saved-card-5100').waitFor();
    await expect(page.getByTestId('saved-cards-count').textContent()).resolves.toBe('3 of 3 cards kept');
    await screenshot(page, 'saved-cards-after-paying-with-the-new-card-360');
  });
});
