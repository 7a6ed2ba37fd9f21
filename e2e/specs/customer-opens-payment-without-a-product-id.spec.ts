import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, pathOf, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();
// The overdue customer's house (brand viviendas) and season pass (brand club): two products, one of each brand.
const HOUSE = 3;
const SEASON_PASS = 4;

/*
 * docs/decisions/0028. The overdue customer (1000002) is used because no other story counts his notifications
 * or cards; he is asked for his ID card only inside this story, and the request is withdrawn at its end.
 */
describe('pages and pieces around a customer’s products', () => {
  test('the overdue customer is asked for his ID card, opens payment and detail addresses without a product id, and uses his account menu', async () => {
    const { page } = browser;
    await setStoredLanguage('1000002', 'Cliente#2026', 'en');
    await ops.idCardAsk('1000002');
    try {
      await openLogin(page, '/?lang=en');
      await loginToHome(page, '1000002', 'Cliente#2026', 'customer', { welcome: 'keep' });
      // After his unread notifications (if any are left), the portal asks for his ID card; he leaves it for later.
      const idCard = page.getByTestId('id-card-dialog');
      const closePopup = page.getByTestId('notification-popup-close');
      await expect
        .poll(async () => {
          if (await closePopup.isVisible()) await closePopup.tap();
          return idCard.isVisible();
        })
        .toBe(true);
      await expect(idCard.textContent()).resolves.toContain('ID card');
      await page.getByTestId('id-card-later').tap();
      await page.getByTestId('welcome-done').waitFor({ state: 'attached' });
      // Not again in this session, even after a reload.
      await page.reload();
      await page.getByTestId('home-customer').waitFor();
      await page.getByTestId('welcome-done').waitFor({ state: 'attached' });
      expect(await idCard.count()).toBe(0);

      // An old bookmark without a product id: two products, so the list to choose from, not "not found".
      await page.goto('/realizar-pago');
      await page.getByTestId('products-page').waitFor();
      expect(pathOf(page)).toBe('/mi-producto');
      expect(await page.getByTestId('product-not-found').count()).toBe(0);
      // The club's payment address names the brand: his only club product opens straight away.
      await page.goto('/realizar-pago-club');
      await page.getByTestId('payment-page').waitFor();
      expect(pathOf(page)).toBe(`/realizar-pago-club/${SEASON_PASS}`);
      await page.goto('/detalle-productos-viviendas');
      await page.getByTestId('product-detail-page').waitFor();
      expect(pathOf(page)).toBe(`/detalle-productos-viviendas/${HOUSE}`);
      // The back button does not bounce him to the address without an id again.
      await page.goBack();
      await page.getByTestId('payment-page').waitFor();

      // The account button of the top bar repeats his own entries, each a comfortable tap.
      const account = page.getByTestId('profile-menu-button');
      await account.tap();
      const menu = page.getByTestId('profile-menu');
      await menu.getByTestId('profile-menu-saved-cards').waitFor();
      const ids = await menu
        .locator('[data-testid^="profile-menu-"]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
      expect(ids).toEqual([
        'profile-menu-profile',
        'profile-menu-saved-cards',
        'profile-menu-change-password',
        'profile-menu-customer-service',
        'profile-menu-logout',
      ]);
      // (measured once the menu has finished growing open)
      const entry = menu.getByTestId('profile-menu-customer-service');
      await expect.poll(async () => (await entry.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      // The keyboard closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await account.tap();
      await page.getByTestId('profile-menu-profile').tap();
      await page.getByTestId('profile-page').waitFor();

      // Typing his e-mail, the portal offers the common hosts; he takes one and cancels without saving.
      await page.getByTestId('profile-update-button').tap();
      const email = page.locator('input[name="correo"]');
      await email.fill('roberto.overdue@gm');
      const suggestion = page.getByTestId('email-suggestion');
      await expect(suggestion.allTextContents()).resolves.toEqual(['roberto.overdue@gmail.com']);
      await suggestion.tap();
      await expect(email.inputValue()).resolves.toBe('roberto.overdue@gmail.com');
      expect(await suggestion.count()).toBe(0);
      await page.getByTestId('profile-cancel').first().tap();
    } finally {
      await ops.idCardReceived('1000002');
    }
  });

  test('an adviser without products opening a product address is shown the empty product list', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await page.goto('/detalle-productos');
    await page.getByTestId('products-empty').waitFor();
    expect(pathOf(page)).toBe('/mi-producto');
  });
});
