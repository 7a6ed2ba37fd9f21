import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

/*
 * Each customer-first page is seen in es, en and pt, on a phone (360 px) and a
 * desktop (1280 px). One login per person and language; the width changes under the same session, as a
 * person turning a tablet would see. Each page is checked for what it must say in that language and for
 * fitting the width without sideways scrolling, and is kept as a screenshot (e2e/artifacts/tour-*).
 */
const browser = useBrowser();

const LANGUAGES = ['es', 'en', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [360, 1280] as const;

/** What the overdue customer's home says first, in each language (homes.overdueTitle). */
const overdueTitle: Record<Language, RegExp> = {
  es: /Tiene cuotas vencidas/,
  en: /You have overdue instalments/,
  pt: /Você tem parcelas vencidas/,
};

/**
 * Opens `path` in the running app as its own links do (the router follows the history), without reloading
 * the whole portal for each of the 42 pages, and waits for `testId` drawn with its data.
 */
async function visit(page: Page, path: string, testId: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByTestId(testId).first().waitFor();
  await expect.poll(() => page.locator('.MuiCircularProgress-root:visible').count(), { timeout: 10_000 }).toBe(0);
}

async function seeAtEachWidth(page: Page, lang: Language, pages: [name: string, path: string, testId: string][]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    for (const [name, path, testId] of pages) {
      await visit(page, path, testId);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
      expect(await scrollWidth(page), `${name} at ${width} px in ${lang} scrolls sideways`).toBeLessThanOrEqual(width);
      await screenshot(page, `tour-${lang}-${width}-${name}`);
    }
  }
}

describe('customer-first pages in three languages at two widths', () => {
  afterAll(async () => {
    // Other stories read these people in English (the seeded language).
    await setStoredLanguage('1000002', 'Cliente#2026', 'en');
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
  });

  for (const lang of LANGUAGES) {
    test(`${lang}: the overdue customer's home, products, payment step and cabins`, async () => {
      const { page } = browser;
      await setStoredLanguage('1000002', 'Cliente#2026', lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '1000002', 'Cliente#2026', 'customer');
      await expect(page.getByTestId('home-overdue-banner').textContent()).resolves.toMatch(overdueTitle[lang]);
      await page.getByTestId('pay-overdue').tap();
      await page.getByTestId('payment-page').waitFor();
      const { pathname, search } = new URL(page.url());
      await seeAtEachWidth(page, lang, [
        ['customer-home', '/', 'home-customer'],
        ['my-products', '/mi-producto', 'products-page'],
        ['payment', pathname + search, 'payment-form'],
        ['cabins', '/reservar-cabana', 'cabins-page'],
      ]);
    });

    test(`${lang}: the adviser's home, race and lot map`, async () => {
      const { page } = browser;
      await setStoredLanguage('2000001', 'Asesor#2026', lang);
      await openLogin(page, `/?lang=${lang}`);
      await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
      await seeAtEachWidth(page, lang, [
        ['adviser-home', '/', 'home-adviser'],
        ['race', '/ranking', 'ranking-chart'],
        ['lot-map', '/mapa/proyecto/101', 'lot-map-svg'],
      ]);
    });
  }
});
