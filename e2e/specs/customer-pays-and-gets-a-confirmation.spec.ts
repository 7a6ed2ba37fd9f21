import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin } from '../support/api.ts';
import { chooseMenu, loginToHome, openLogin, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();
// Her own account: no other story pays as her or counts her notifications and cards (decision 0026).
const CUSTOMER = '1000005';
const PASSWORD = 'Cliente#2026';
const EMAIL = 'daniela.soliz@example.com';
const PHONE = '+591-78901234';

/** The unread count the bell shows (its badge hides at 0). */
const unreadShown = async (page: import('playwright-core').Page) =>
  Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('confirmations', () => {
  test('the customer pays an instalment by card, is notified in the portal, and the e-mail and SMS hold the receipt', async () => {
    const { page } = browser;
    const token = await apiLogin(CUSTOMER, PASSWORD);
    const membership = (await apiCall(productEndpoints.list, undefined, { token })).data!.productos[0]!;
    const amount: string = membership.montoSugerido;
    const mailsBefore = (await ops.outbox(EMAIL)).length;

    await openLogin(page, '/?lang=en');
    await loginToHome(page, CUSTOMER, PASSWORD);
    const unreadBefore = await unreadShown(page);
    await chooseMenu(page, 'products');
    await page.getByTestId(`product-pay-${membership.idProducto}`).tap();
    await page.getByTestId('payment-page').waitFor();
    await page.locator('input[name="monto"]').fill(amount);
    // The means are a list (QR first where it is taken): the card is chosen first.
    await page.getByTestId('method-card').tap();
    await page.locator('input[name="numeroTarjeta"]').fill('4111 1111 1111 1111');
    await page.locator('input[name="mesExpiracion"]').fill('12');
    await page.locator('input[name="anioExpiracion"]').fill('2099');
    await page.locator('input[name="cvc"]').fill('123');
    await page.getByTestId('card-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    const receipt = /R30-\d+/.exec((await page.getByTestId('receipt-number').textContent()) ?? '')?.[0];
    expect(receipt).toBeDefined();

    // The portal tells her at once (pushed after the payment committed): the bell counts one more.
    await expect.poll(() => unreadShown(page)).toBe(unreadBefore + 1);
    await chooseMenu(page, 'notifications');
    await page.getByTestId('notifications-page').waitFor();
    const row = page.getByTestId('notification-row').filter({ hasText: receipt! });
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.textContent()).resolves.toContain('Payment received');

    // The messaging sandbox holds the e-mail and the SMS, with the receipt number, the amount and the product.
    await expect.poll(async () => (await ops.outbox(EMAIL)).length).toBe(mailsBefore + 1);
    const [mail] = await ops.outbox(EMAIL);
    expect(mail!.body).toContain(receipt!);
    expect(mail!.body).toContain(`$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(mail!.body).toContain('Membresía Travel Bolivia Clásica');
    const [sms] = await ops.outbox(PHONE);
    expect(sms!.body).toContain(receipt!);
  });
});
