import { benefitEndpoints } from '@vo/domain/benefits/benefits.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, setStoredLanguage } from '../support/api.ts';
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

async function fillCard(page: import('playwright-core').Page, number: string) {
  await page.locator('input[name="numeroTarjeta"]').fill(number);
  await page.locator('input[name="mesExpiracion"]').fill('12');
  await page.locator('input[name="anioExpiracion"]').fill('2099');
  await page.locator('input[name="cvc"]').fill('123');
}

describe('membership benefits', () => {
  test('1000001 shows her accreditation card, the gate lets its QR in, she pays the next year and uses a hotel night', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'accreditation-card');
    const card = page.getByTestId('card-AC-12-0000002');
    await card.waitFor();
    await expect(card.getByTestId('card-state').textContent()).resolves.toBe('Enabled');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'accreditation-card');

    // The park gate scans the QR and asks the portal: it is her, enabled.
    const code = (await card.getByTestId('card-qr').getAttribute('data-code'))!;
    const scan = await apiCall(benefitEndpoints.checkCard, { codigo: code });
    expect(scan.data).toMatchObject({ valido: true, titular: 'María Fernanda Rojas Vaca' });
    const validBefore = await card.getByTestId('card-valid').textContent();

    // The yearly fee, paid early: a bad card number is refused at its field, then the year moves on.
    await card.getByTestId('card-pay').tap();
    await page.getByTestId('fee-checkout').waitFor();
    expect(pathOf(page)).toBe('/acreditacion-parque/payme');
    await fillCard(page, '4111 1111 1111 1112');
    await page.getByTestId('card-submit').tap();
    await expect.poll(() => fieldMessage(page, 'numeroTarjeta')).toBeTruthy();
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByTestId('card-submit').tap();
    // A fee is confirmed like every charge (docs/decisions/0045): the amount and the card, then Pay.
    await expect(page.getByTestId('payment-confirmation').textContent()).resolves.toMatch(/Visa\s••\s1111/);
    await page.getByTestId('payment-confirm').tap();
    await toastWith(page, 'Fee paid');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('card-valid').textContent()).not.toBe(validBefore);
    await expect(card.getByTestId('card-valid').textContent()).resolves.toMatch(/^Valid until /);

    // The hotel service of the membership: a night used at check-in, its count goes down.
    await card.getByTestId('card-hotel').tap();
    const night = page
      .getByTestId('hotel-page')
      .locator('[data-testid^="ticket-"]')
      .filter({ hasText: 'Noche de hotel' });
    const before = await night.getByTestId('ticket-uses').textContent();
    await night.getByTestId('ticket-use').tap();
    await page.getByTestId('ticket-use-confirm').tap();
    await expect.poll(() => night.getByTestId('ticket-uses').textContent()).not.toBe(before);
  });

  test('1000001 buys the RCI affiliation in Spanish: she sees the share paid, pays by card (no QR offered), and gets her RCI code and expiry', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'travel-benefits');
    const benefit = page.getByTestId('travel-benefit-2');
    await benefit.waitFor();
    await expect(benefit.getByTestId('travel-paid').textContent()).resolves.toMatch(
      /Pagado: \d+% del precio · requerido: 15%/,
    );
    await benefit.getByTestId('travel-pay').tap();
    await page.getByTestId('fee-checkout').waitFor();
    await expect(page.getByTestId('fee-checkout').textContent()).resolves.toContain(
      'El pago por QR no está disponible',
    );
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByTestId('card-submit').tap();
    await expect(page.getByTestId('payment-confirmation').textContent()).resolves.toMatch(/US\$ con Visa\s••\s1111/);
    await page.getByTestId('payment-confirm').tap();
    await toastWith(page, 'Afiliación RCI pagada');
    await expect
      .poll(() => benefit.getByTestId('travel-rci').textContent())
      .toMatch(/Código RCI RCI-\d{8} · vigente hasta/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'travel-benefit');
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
  });

  test('1000002, with an overdue season pass, finds his club card from the menu, not enabled, with the reason; and no travel benefit', async () => {
    const { page } = browser;
    await setStoredLanguage('1000002', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000002', 'Cliente#2026', 'customer');
    // The menu opens the park's card; he holds only the club's, so he is taken to it.
    await chooseMenu(page, 'accreditation-card');
    await expect.poll(() => pathOf(page)).toBe('/carnet-club');
    const card = page.getByTestId('card-AC-27-0000004');
    await card.waitFor();
    await expect(card.getByTestId('card-state').textContent()).resolves.toBe('Not enabled');
    await expect(card.getByTestId('card-reason').textContent()).resolves.toContain('overdue instalments');
    await expect(card.getByTestId('card-qr').count()).resolves.toBe(0);
    await chooseMenu(page, 'travel-benefits');
    await expect
      .poll(() => page.getByTestId('travel-benefits-page').textContent())
      .toContain('Travel benefits come with a membership');
  });
});
