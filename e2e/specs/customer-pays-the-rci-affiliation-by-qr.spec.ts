import { benefitEndpoints } from '@vo/domain/benefits/benefits.endpoints';
import { describe, expect, onTestFinished, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { isCallTo, setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, pathOf, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

/*
 * Spec §9 "benefit by QR" on (docs/decisions/0048): the RCI affiliation paid by QR end to end on a phone in
 * the hand, every interaction a tap.
 */
const browser = useBrowser({ phone: true });

describe('the travel benefit by QR', () => {
  test('1000001, with benefit by QR on, pays the RCI affiliation by QR; the sandbox bank confirms; she sees her RCI code', async () => {
    const { page } = browser;
    await ops.flags('benefitByQr=on');
    onTestFinished(async () => {
      await ops.flags('benefitByQr=off');
      await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    });
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await page.goto('/beneficios-travel');
    const benefit = page.getByTestId('travel-benefit-2');
    await benefit.waitFor();
    await benefit.getByTestId('travel-pay').tap();
    await expect.poll(() => pathOf(page)).toBe('/beneficios-travel/pagar');
    const byQr = page.getByTestId('travel-qr');
    await byQr.waitFor();
    await expect(byQr.textContent()).resolves.toContain('Pagar con QR');

    const issued = page.waitForResponse((response) => isCallTo(response.url(), benefitEndpoints.payTravelByQr));
    await byQr.getByTestId('travel-qr-generate').tap();
    const charge = (await (await issued).json()).data as { referencia: string; monto: string };
    expect(charge.monto).toBe('89.00');
    await page.getByTestId('qr-image').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'rci-by-qr-issued', byQr);

    // Her bank's app pays it; the bank calls the portal; the page hears it and shows the code it gave.
    await ops.qrPay(charge.referencia);
    const code = page.getByTestId('travel-rci-code');
    await expect.poll(() => code.textContent(), { timeout: 20_000 }).toMatch(/Código RCI RCI-\d{8} · vigente hasta el/);
    await expect(page.getByTestId('qr-state').getAttribute('data-state')).resolves.toBe('confirmado');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'RCI affiliation paid by QR');
    await screenshot(page, 'rci-by-qr-confirmed', byQr);
  });
});
