import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const LOT = 1;

describe('points wallet, prepaid codes and the prepaid balance', () => {
  test('a wrong PIN is refused with the tries left, the right one pays; a prepaid code pays, a used-up one is refused', async () => {
    const { page } = browser;
    // Stories share the demo people: this one reads English messages, whatever another left.
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026');
    await page.goto(`/realizar-pago-urbanizaciones/${LOT}`);
    await page.getByTestId('payment-page').waitFor();
    await page.locator('input[name="monto"]').fill('3.00');

    await page.getByTestId('method-wallet').tap();
    await page.getByTestId('wallet-balance').waitFor();
    await page.locator('input[name="pin"]').fill('0000');
    await page.getByTestId('wallet-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect.poll(() => page.getByTestId('wallet-form').textContent()).toContain('tries left');
    await page.locator('input[name="pin"]').fill('2468');
    await page.getByTestId('wallet-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R2-\d{7}/);

    await page.goto(`/realizar-pago-urbanizaciones/${LOT}`);
    await page.locator('input[name="monto"]').fill('2.00');
    await page.getByTestId('method-prepaid').tap();
    await page.locator('input[name="codigo"]').fill('VACI-ADA0-2026');
    await page.getByTestId('prepaid-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect.poll(() => page.getByTestId('prepaid-form').textContent()).toContain('cannot pay this amount');
    await page.locator('input[name="codigo"]').fill('prep-ago1-2026');
    await page.getByTestId('prepaid-submit').tap();
    await page.getByTestId('payment-confirm').tap();
    await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R2-\d{7}/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('the prepaid balance asks for the captcha; a wrong one is refused and a new image comes', async () => {
    const { page } = browser;
    // Stories share the demo people: this one reads English messages, whatever another left.
    await setStoredLanguage('3000001', 'Cajero#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await page.goto('/tarjetas-prepago');
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const first = await image.getAttribute('src');
    await page.locator('input[name="codigo"]').fill('PREPAGO12026');
    await page.locator('input[name="captcha"]').fill('zzzzz');
    await page.getByTestId('prepaid-balance-submit').tap();
    await expect.poll(() => page.getByTestId('prepaid-balance-form').textContent()).toContain('do not match the image');
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    await expect(page.locator('input[name="captcha"]').inputValue()).resolves.toBe('');
    await expect(page.getByTestId('prepaid-balance').count()).resolves.toBe(0);
  });
});
