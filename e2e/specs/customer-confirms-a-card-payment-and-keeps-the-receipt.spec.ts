import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, routeOf, setStoredLanguage } from '../support/api.ts';
import { fieldMessage, loginToHome, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser({ context: { locale: 'es-ES' } });
const LOT = 1;
const CUSTOMER = '1000001';
const PASSWORD = 'Cliente#2026';

/** Stories share 1000001 and the cards she keeps (at most 3): this one starts and ends with none. */
async function removeEverySavedCard() {
  const token = await apiLogin(CUSTOMER, PASSWORD);
  const saved = await apiCall(paymentEndpoints.savedCards, undefined, { token });
  for (const card of saved.data?.tarjetas ?? []) {
    await apiCall(
      paymentEndpoints.removeSavedCard,
      { idTarjeta: card.idTarjeta },
      { token, headers: { 'idempotency-key': `e2e-${randomUUID()}` } },
    );
  }
}

async function paymentsMade(): Promise<number> {
  const token = await apiLogin(CUSTOMER, PASSWORD);
  return (await apiCall(productEndpoints.detail, { idProducto: LOT }, { token })).data!.pagos.length;
}

/** The picture once a dialog has faded in, not half-way. */
async function settled(page: import('playwright-core').Page) {
  await page.evaluate(async () => {
    while (document.getAnimations().length > 0)
      await Promise.allSettled(document.getAnimations().map((a) => a.finished));
  });
}

describe('money steps people trust (decision 0032)', () => {
  afterAll(async () => {
    await removeEverySavedCard();
    // The demo people are shared by every story: leave her in English, as the demo starts.
    await setStoredLanguage(CUSTOMER, PASSWORD, 'en');
  });

  test('in Spanish on a phone she types "3,50", confirms "Pagará 3,50 US$ con Visa •• 1111", sees it processing, and keeps the receipt with date, method and number', async () => {
    const { page } = browser;
    await removeEverySavedCard();
    await setStoredLanguage(CUSTOMER, PASSWORD, 'es');
    await page.goto('/?lang=es');
    await loginToHome(page, CUSTOMER, PASSWORD);
    await page.goto(`/realizar-pago-urbanizaciones/${LOT}`);
    await page.getByTestId('payment-page').waitFor();

    // The suggested amount is written the way Spanish writes money, like the debt beside it.
    const amount = page.locator('input[name="monto"]');
    await expect(amount.inputValue()).resolves.toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    // Every amount is grouped the same way: no "2984,25" beside "13.166,50".
    const debt = (await page.getByTestId('product-total-debt').textContent()) ?? '';
    expect(debt).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\sUS\$$/);

    // What is not an amount is refused next to the field, in Spanish; "3,50" is read as 3.50.
    await amount.fill('3,5,0');
    await amount.blur();
    await expect.poll(() => fieldMessage(page, 'monto')).toContain('150,50');
    await amount.fill('3,50');
    await page.getByTestId('method-card').tap();
    await page.locator('input[name="numeroTarjeta"]').fill('4111 1111 1111 1111');
    await page.locator('input[name="mesExpiracion"]').fill('12');
    await page.locator('input[name="anioExpiracion"]').fill('2099');
    await page.locator('input[name="cvc"]').fill('123');
    const before = await paymentsMade();

    // A confirmation before the charge; going back charges nothing and keeps what she typed.
    await page.getByTestId('card-submit').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toMatch(/Pagará 3,50\sUS\$ con Visa\s••\s1111\./);
    await settled(page);
    await screenshot(page, 'money-steps-confirmation-es-360');
    await dialog.getByRole('button', { name: 'Volver' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await paymentsMade()).toBe(before);
    await expect(amount.inputValue()).resolves.toBe('3,50');

    // On a slow network the wait says what is happening; the card is charged once.
    const sent: string[] = [];
    await page.route(routeOf(paymentEndpoints.card), async (route) => {
      sent.push(route.request().postDataJSON().monto);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByTestId('card-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    const processing = page.getByTestId('payment-processing');
    await expect(processing.textContent()).resolves.toContain('Procesando su pago…');
    await screenshot(page, 'money-steps-processing-es-360');

    // The receipt, its own screen: number, amount, date (no ISO), method, where it was sent.
    await page.getByTestId('payment-result').waitFor();
    expect(sent).toEqual(['3.50']);
    await expect(page.getByTestId('receipt-title').textContent()).resolves.toBe('Pago recibido');
    await expect
      .poll(() => page.getByTestId('result-sent-to').textContent())
      .toMatch(/^Le enviamos el recibo a \S+@\S+/);
    await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R\d+-\d{7}/);
    await expect(page.getByTestId('result-amount').textContent()).resolves.toMatch(/^3,50\sUS\$$/);
    const date = (await page.getByTestId('result-date').textContent()) ?? '';
    expect(date).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(date).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId('result-method').textContent()).resolves.toMatch(/^Visa\s••\s1111$/);
    // A total never breaks inside its currency on a phone: one line, nothing wider than the screen.
    const lines = await page
      .getByTestId('result-amount')
      .evaluate((element) =>
        Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
      );
    expect(lines).toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    expect(await paymentsMade()).toBe(before + 1);
    await screenshot(page, 'money-steps-receipt-es-360');

    const download = page.waitForEvent('download');
    await page.getByTestId('result-download-receipt').tap();
    expect((await download).suggestedFilename()).toMatch(/^recibo-R\d+-\d{7}\.pdf$/);
  });
});
