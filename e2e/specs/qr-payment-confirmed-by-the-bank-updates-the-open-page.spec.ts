import type { EndpointAnswer } from '@vo/domain/endpoint';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, type Envelope, isCallTo, setStoredLanguage } from '../support/api.ts';
import { loginToHome, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser({ context: { viewport: { width: 1280, height: 800 }, locale: 'es-ES' } });
const MEMBERSHIP = 2;

describe('paying by QR', () => {
  // The demo people are shared by every story: leave her in English, as the demo starts.
  afterAll(() => setStoredLanguage('1000001', 'Cliente#2026', 'en'));

  test('the customer generates a QR; when the sandbox bank confirms it, her open page shows the payment and its receipt', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await page.goto('/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026');
    await page.goto(`/realizar-pago-parque/${MEMBERSHIP}`);
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('method-qr').click();

    const generated = page.waitForResponse((response) => isCallTo(response.url(), paymentEndpoints.qr));
    await page.getByTestId('qr-generate').click();
    const charge = ((await (await generated).json()) as Envelope<EndpointAnswer<typeof paymentEndpoints.qr>>).data!;
    await page.getByTestId('qr-image').waitFor();
    await expect(page.getByTestId('qr-state').getAttribute('data-state')).resolves.toBe('pendiente');

    // The customer's banking app pays it; the bank calls the portal's webhook; the page hears it.
    await ops.qrPay(charge.referencia);
    await page.getByTestId('payment-result').waitFor();
    await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R12-\d{7}/);

    const token = await apiLogin('1000001', 'Cliente#2026');
    const state = await apiCall(paymentEndpoints.qrState, { idPago: charge.idPago }, { token });
    expect(state.data).toMatchObject({ estado: 'confirmado', monto: charge.monto });
  });
});
