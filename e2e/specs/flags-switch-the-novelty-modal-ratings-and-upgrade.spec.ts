import { noveltyEndpoints } from '@vo/domain/novelties/novelties.endpoints';
import { describe, expect, onTestFinished, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  loginToHome,
  menuEntries,
  openLogin,
  pathOf,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();
const CUSTOMER = '1000001';
const PASSWORD = 'Cliente#2026';

/**
 * Spec §9's flags, switched by the operator on the running server (docs/decisions/0025): the novelty modal
 * (off by default) shows what is new once; ratings (on) show each kind of cabin's stars and let a guest rate
 * a stay that has ended; the membership upgrade (on) leaves the menu and its page when turned off.
 */
describe('flags change what a customer sees', () => {
  test('1000001, in Spanish, is shown the novelty once, rates her last cabin stay, and loses the upgrade while it is off', async () => {
    const { page } = browser;
    await setStoredLanguage(CUSTOMER, PASSWORD, 'es');
    onTestFinished(async () => {
      await ops.flags('noveltyModal=off,ratingsShown=on,membershipUpgrade=on');
      await setStoredLanguage(CUSTOMER, PASSWORD, 'en');
    });

    // The novelty modal: off in the spec, turned on for this deployment.
    await ops.flags('noveltyModal=on');
    await openLogin(page, '/?lang=es');
    await loginToHome(page, CUSTOMER, PASSWORD, 'customer', { welcome: 'keep' });
    const novelty = page.getByTestId('novelty-dialog');
    // The unread notifications come first; she closes them, then what is new opens.
    for (let i = 0; i < 50 && !(await novelty.isVisible()); i++) {
      const close = page.getByTestId('notification-popup-close');
      if (await close.isVisible()) await close.tap();
      await page.waitForTimeout(200);
    }
    await expect(novelty.getByRole('heading').textContent()).resolves.toContain('Sus tarjetas guardadas, en sus manos');
    const picture = novelty.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'novelty-modal');
    await page.getByTestId('novelty-open').tap();
    await expect.poll(() => pathOf(page)).toBe('/tarjetas-guardadas');
    // Seen once is seen on every device: the server has nothing more to announce to her.
    const token = await apiLogin(CUSTOMER, PASSWORD);
    await expect
      .poll(async () => (await apiCall(noveltyEndpoints.pending, undefined, { token })).data!.novedad)
      .toBeNull();

    // Ratings: each kind shows its stars; her stay that has ended waits for hers.
    await chooseMenu(page, 'cabins');
    await page.getByTestId('cabins-page').waitFor();
    await expect(page.getByTestId('cabin-kind-rating-familiar').textContent()).resolves.toContain(
      '4,5 de 5 en 2 estadías',
    );
    await page.getByTestId('stay-rate').tap();
    const dialog = page.getByTestId('stay-rating-dialog');
    await dialog.waitFor();
    // Sent without stars: told next to the stars, nothing sent.
    await page.getByTestId('stay-rating-send').tap();
    await expect(page.getByTestId('stay-rating-stars-error').textContent()).resolves.toBe('Elija de 1 a 5 estrellas.');
    // She taps the fourth star (each star is the label of a radio the screen reader names).
    await dialog.locator('label').filter({ hasText: '4 de 5 estrellas' }).tap();
    await expect(dialog.getByLabel('4 de 5 estrellas').isChecked()).resolves.toBe(true);
    await dialog.getByLabel('Cuéntenos más (opcional)').fill('Limpia y tranquila, volveremos.');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'stay-rating');
    await page.getByTestId('stay-rating-send').tap();
    await toastWith(page, 'Gracias por calificar su estadía.');
    await expect(page.getByTestId('stay-rated').textContent()).resolves.toContain('Su calificación: 4 de 5');
    await expect
      .poll(() => page.getByTestId('cabin-kind-rating-familiar').textContent())
      .toContain('4,3 de 5 en 3 estadías');

    // Ratings turned off: no stars anywhere, and the server takes none.
    await ops.flags('ratingsShown=off');
    await page.reload();
    await page.getByTestId('my-cabin-reservations').waitFor();
    await expect(page.getByTestId('cabin-kind-ratings').count()).resolves.toBe(0);
    await expect(page.getByTestId('stay-rated').count()).resolves.toBe(0);

    // The membership upgrade turned off: gone from the menu, and its address is a page that does not exist.
    await ops.flags('membershipUpgrade=off');
    await page.reload();
    await page.getByTestId('my-cabin-reservations').waitFor();
    await expect.poll(() => menuEntries(page)).not.toContain('upgrade');
    await page.goto(new URL('/mejorar-membresia', page.url()).toString());
    await page.getByTestId('not-found').waitFor();
    await ops.flags('membershipUpgrade=on');
    await page.reload();
    await expect.poll(() => menuEntries(page)).toContain('upgrade');
  });
});
