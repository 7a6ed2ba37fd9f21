import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin } from '../support/api.ts';
import { baseURL, loginToHome, PHONE_TOUCH, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const HOUSE = 3;

describe('asking a friend to pay', () => {
  test('the overdue customer shares a code for 25.00; a friend logged in on another phone pays it by card; his house shows the payment', async () => {
    const { page } = browser;
    await loginToHome(page, '1000002', 'Cliente#2026');
    await page.goto(`/realizar-pago-viviendas/${HOUSE}`);
    await page.getByTestId('payment-page').waitFor();
    await page.locator('input[name="monto"]').fill('25.00');
    await page.getByTestId('method-friend').tap();
    await page.getByTestId('friend-create').tap();
    const code = (await page.getByTestId('friend-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = await page.getByTestId('friend-link').inputValue();
    expect(link).toContain(`/pago-amigo/${code}`);

    // The friend: another person, on another phone, opens the link and logs in.
    const friend = await browser.browser.newContext({ baseURL: baseURL(), ...PHONE_TOUCH, locale: 'en-US' });
    try {
      const other = await friend.newPage();
      await loginToHome(other, '1000001', 'Cliente#2026');
      // The friend follows the shared link as it is.
      await other.goto(new URL(link).pathname);
      const request = other.getByTestId('friend-request');
      await request.waitFor();
      await expect(request.textContent()).resolves.toContain('Juan');
      await expect(request.textContent()).resolves.not.toContain('Mamani');
      await other.locator('input[name="numeroTarjeta"]').fill('5555 5555 5555 4444');
      await other.locator('input[name="mesExpiracion"]').fill('10');
      await other.locator('input[name="anioExpiracion"]').fill('2099');
      await other.locator('input[name="cvc"]').fill('321');
      await other.getByTestId('card-submit').tap();
      await other.getByTestId('payment-confirm').tap();
      await expect(other.getByTestId('receipt-number').textContent()).resolves.toMatch(/R3-\d{7}/);
    } finally {
      await friend.close();
    }

    const token = await apiLogin('1000002', 'Cliente#2026');
    const detail = (await apiCall(productEndpoints.detail, { idProducto: HOUSE }, { token })).data!;
    expect(detail.pagos[0]).toMatchObject({
      monto: '25.00',
      metodo: 'tarjeta',
      estado: 'confirmado',
      tarjeta: 'MASTERCARD 4444',
    });
    const again = await apiCall(paymentEndpoints.friendRequest, { codigo: code }, { token });
    expect(again.data!.estado).toBe('pagado');
  });
});
