import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** What each home says, in the two languages the stories read (docs/decisions/0031). */
const words = {
  es: {
    // One action with its amount on it (docs/decisions/0045): "Pagar 1.836,08 US$".
    payNow: /^Pagar \d{1,3}(\.\d{3})*,\d{2}\sUS\$$/,
    payOverdue: /^Pagar \d{1,3}(\.\d{3})*,\d{2}\sUS\$$/,
    progress: /\d+ de \d+ cuotas pagadas/,
    overdue: /: \d+ cuotas? vencidas?$/,
    unread: /avisos/,
    overdueNext: /venció el .*: vencida/,
    toCutoff: /puntos/,
    pending: /\d+ de 5 pendientes/,
    desk: 'Reservar una cabaña para un cliente',
  },
  en: {
    payNow: /^Pay (US)?\$\d{1,3}(,\d{3})*\.\d{2}$/,
    payOverdue: /^Pay (US)?\$\d{1,3}(,\d{3})*\.\d{2}$/,
    progress: /\d+ of \d+ instalments paid/,
    overdue: /: \d+ overdue instalments?$/,
    unread: /notices/,
    overdueNext: /due .*: overdue/,
    toCutoff: /points/,
    pending: /\d+ of 5 pending/,
    desk: 'Reserve a cabin for a customer',
  },
} as const;

/** The product whose oldest overdue instalment is oldest: where "Pay the overdue instalments" must lead. */
async function oldestOverdueProduct(user: string, password: string): Promise<number> {
  const token = await apiLogin(user, password);
  const products = (await apiCall(productEndpoints.list, undefined, { token })).data!.productos;
  const overdue = products.filter((p) => p.cuotasVencidas > 0 && p.proximaCuota);
  overdue.sort((a, b) => (a.proximaCuota!.fechaVencimiento < b.proximaCuota!.fechaVencimiento ? -1 : 1));
  return overdue[0]!.idProducto;
}

describe('homes tell what is owed and what next', () => {
  for (const lang of ['es', 'en'] as const) {
    const say = words[lang];

    test(`${lang}: a customer who is up to date sees her next instalment with "Pay now", her progress and her notices`, async () => {
      const { page } = browser;
      await setStoredLanguage('1000001', 'Cliente#2026', lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
      await expect(page.getByTestId('home-overdue-banner').count()).resolves.toBe(0);
      const next = page.getByTestId('home-next-instalment');
      await next.waitFor();
      await expect(next.getByTestId('home-pay-now').textContent()).resolves.toMatch(say.payNow);
      await expect(
        page.getByTestId('home-products').getByTestId('product-progress-count').first().textContent(),
      ).resolves.toMatch(say.progress);
      await expect(page.getByTestId('home-unread').textContent()).resolves.toMatch(say.unread);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, `homes-${lang}-customer`);

      await next.getByTestId('home-pay-now').tap();
      await page.getByTestId('payment-page').waitFor();
    });

    test(`${lang}: the overdue customer is told at once, and "Pay <amount>" opens the payment of the oldest`, async () => {
      const { page } = browser;
      await setStoredLanguage('1000002', 'Cliente#2026', lang);
      const oldest = await oldestOverdueProduct('1000002', 'Cliente#2026');
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '1000002', 'Cliente#2026', 'customer');
      const banner = page.getByTestId('home-overdue-banner');
      await banner.waitFor();
      await expect(banner.getByTestId('home-overdue-total').first().textContent()).resolves.toMatch(say.overdue);
      // Nothing is "next" while something is overdue: the banner is what to do, its action the only pay action.
      await expect(page.getByTestId('home-next-instalment').count()).resolves.toBe(0);
      await expect(page.getByTestId('home-pay-now').count()).resolves.toBe(0);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, `homes-${lang}-overdue-customer`);

      await expect(banner.getByTestId('pay-overdue').textContent()).resolves.toMatch(say.payOverdue);
      await banner.getByTestId('pay-overdue').tap();
      await page.getByTestId('payment-page').waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`/realizar-pago(-[a-z]+)?/${oldest}$`));

      // "My products" says the next instalment of an overdue product is overdue, not just "next".
      await page.goto('/mi-producto');
      const card = page.getByTestId(`product-card-${oldest}`);
      await card.waitFor();
      await expect(card.getByTestId('product-next').textContent()).resolves.toMatch(say.overdueNext);

      // Cabins are blocked for him: the way out is paying, straight away.
      await page.goto('/reservar-cabana');
      const blocked = page.getByTestId('cabins-blocked');
      await blocked.waitFor();
      await blocked.getByTestId('pay-overdue').tap();
      await page.getByTestId('payment-page').waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`/${oldest}$`));
    });

    test(`${lang}: the adviser sees rank and distance to the cut-off, pending pre-reservations and today's room`, async () => {
      const { page } = browser;
      await setStoredLanguage('2000001', 'Asesor#2026', lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
      await expect.poll(() => page.getByTestId('home-race-position').count()).toBe(1);
      await expect(page.getByTestId('home-race-cutoff').textContent()).resolves.toMatch(say.toCutoff);
      await expect.poll(() => page.getByTestId('home-pending-count').textContent()).toMatch(say.pending);
      await expect.poll(() => page.getByTestId('home-room-text').textContent()).not.toBe('');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, `homes-${lang}-adviser`);

      // The race as a picture: bars with the cut-off line, and sales by month.
      await page.getByTestId('home-ranking-link').tap();
      await page.getByTestId('ranking-chart').locator('svg').first().waitFor();
      await page.getByTestId('ranking-sales-chart').locator('svg').first().waitFor();
      await expect(page.getByTestId('ranking-chart-cutoff').textContent()).resolves.toMatch(/\d/);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, `homes-${lang}-race-chart`);
    });

    test(`${lang}: the cashier's home is the desk's shortcuts`, async () => {
      const { page } = browser;
      await setStoredLanguage('3000001', 'Cajero#2026', lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
      await expect(page.getByTestId('home-desk-cabins').textContent()).resolves.toBe(say.desk);
      await page.getByTestId('home-desk-prepaid').waitFor();
      await page.getByTestId('home-desk-incentives').waitFor();
      await screenshot(page, `homes-${lang}-cashier`);
      await page.getByTestId('home-desk-cabins').tap();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reservar-cabana');
    });
  }

  test('on a desktop the projects come two to a row, each with its picture and key figures', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await page.goto('/proyectos');
    const cards = page.locator('[data-testid="projects-grid"] > [data-testid^="project-"]');
    await cards.nth(1).waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    // Side by side they use the width: together well over half the screen.
    expect(first!.width + second!.width).toBeGreaterThan(800);
    // Each picture is the project's own plan, drawn from its lots (docs/decisions/0047).
    await expect.poll(() => cards.nth(0).getByTestId('project-photo').getAttribute('data-plan')).toBe('drawn');
    await screenshot(page, 'homes-desktop-projects');
  });
});
