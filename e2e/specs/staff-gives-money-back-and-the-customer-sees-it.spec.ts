import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall, apiLogin } from '../support/api.ts';
import { baseURL, loginToHome, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

/*
 * Money given back (docs/decisions/0043): the cashier supervisor refunds part of a prepaid payment, is refused
 * more than is left next to the amount, refunds the rest; the customer, on her phone, finds both refunds
 * beside the payment and the notice that told her.
 */
const browser = useBrowser({ context: { viewport: { width: 1280, height: 800 }, locale: 'es-BO' } });
const LOT_PRODUCT = 1;

describe('the staff give money back and the customer sees it', () => {
  let paymentId = 0;
  beforeAll(async () => {
    const customer = await apiLogin('1000001', 'Cliente#2026');
    const paid = await apiCall(
      paymentEndpoints.prepaid,
      { idProducto: LOT_PRODUCT, monto: '20.00', codigo: 'PREPAGO22026' },
      { token: customer, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
    );
    expect(paid.status, JSON.stringify(paid)).toBe(0);
    paymentId = paid.data!.idPago;
  });

  test('the cashier supervisor refunds 5,00 of a prepaid payment, then the rest, and is told what happens', async () => {
    const { page } = browser;
    await staffSignIn(page, STAFF.cashierSupervisor, '/admin?lang=es');
    await page.goto(`${baseURL()}/admin/pagos?lang=es`);
    const row = page.getByTestId(`payment-row-${paymentId}`);
    await row.getByTestId('payment-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    // Who paid what, how, under which receipt; everything left offered; what will happen through that means.
    await expect.poll(() => dialog.getByTestId('refund-what').textContent()).toMatch(/20,00.*\*\*\*\* 2026.*recibo R/);
    expect(await page.getByTestId('refund-amount').inputValue()).toBe('20,00');
    expect(await dialog.getByTestId('refund-effect').textContent()).toContain('saldo de la tarjeta prepago');
    await page.getByTestId('refund-amount').fill('5,00');
    await page.getByTestId('reason-field').fill('La clienta pagó de más por error');
    expect(await page.getByTestId('reason-confirm').textContent()).toMatch(/Reembolsar 5,00/);
    await screenshot(page, 'refund-dialog-es-1280');
    await expectAccessible(page, 'refund dialog');
    await page.getByTestId('reason-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('payment-partly-refunded').textContent()).toMatch(/5,00/);

    // More than is left is refused next to the amount, and nothing changes.
    await row.getByTestId('payment-refund').click();
    await expect.poll(() => dialog.getByTestId('refund-so-far').textContent()).toMatch(/5,00.*20,00/);
    expect(await page.getByTestId('refund-amount').inputValue()).toBe('15,00');
    await page.getByTestId('refund-amount').fill('16,00');
    await page.getByTestId('reason-field').fill('Devolución del resto del pago');
    await page.getByTestId('reason-confirm').click();
    const amountHelp = async () =>
      page.locator(`[id="${await page.getByTestId('refund-amount').getAttribute('aria-describedby')}"]`).textContent();
    await expect.poll(amountHelp).toMatch(/como máximo 15,00/);
    await page.getByTestId('refund-amount').fill('15,00');
    await page.getByTestId('reason-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('payment-state').textContent()).toBe('Reembolsado');
    await expect(row.getByTestId('payment-refund').count()).resolves.toBe(0);
  });

  test('the customer, on her phone, finds both refunds beside the payment and the notice that told her', async () => {
    const context = await browser.browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: 'es-BO',
    });
    const page = await context.newPage();
    try {
      await page.goto('/?lang=es');
      await loginToHome(page, '1000001', 'Cliente#2026');
      // ?lang= first (spec §4): the page in Spanish whatever language an earlier story left in this browser.
      await page.goto(`/detalle-productos/${LOT_PRODUCT}?lang=es`);
      const payment = page.getByTestId(`payment-${paymentId}`);
      await payment.scrollIntoViewIfNeeded();
      await expect.poll(() => payment.getAttribute('data-state')).toBe('reembolsado');
      const refunds = await payment.getByTestId('payment-refunds').locator('li').allTextContents();
      expect(refunds).toEqual([
        expect.stringMatching(/5,00.*devuelto el/),
        expect.stringMatching(/15,00.*devuelto el/),
      ]);
      await screenshot(page, 'customer-refunds-es-360', payment);
      // The notices are in the language she keeps for messages (another story may have changed it), one per refund.
      await page.goto('/notificationes');
      await expect.poll(() => page.getByText(/^(Refund sent|Reembolso enviado)$/).count()).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
