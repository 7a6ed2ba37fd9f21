import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, PHONE, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { TOUCH_PHONE, tapLoginToHome, tapMenu, viewportShot } from '../support/touch.ts';

type Language = 'es' | 'en' | 'pt';
const SAYS: Record<Language, { filters: string; oneFilter: string; card: string }> = {
  es: { filters: 'Filtros', oneFilter: 'Filtros · 1', card: 'Carnet de acreditación' },
  en: { filters: 'Filters', oneFilter: 'Filters · 1', card: 'Accreditation card' },
  pt: { filters: 'Filtros', oneFilter: 'Filtros · 1', card: 'Carteira de credenciamento' },
};

/** The first `count` projects' pictures, once drawn from their plans: each tile's ground and drawing. */
async function plans(page: Page, count: number): Promise<string[]> {
  const pictures = page.locator('[data-testid="projects-grid"] [data-testid="project-photo"]');
  const drawings: string[] = [];
  for (let n = 0; n < count; n++) {
    await pictures.nth(n).scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.nth(n).getAttribute('data-plan')).toBe('drawn');
    // What a person sees: the plan and the ground it is drawn on.
    drawings.push(
      await pictures.nth(n).evaluate((tile) => `${getComputedStyle(tile).backgroundColor} ${tile.innerHTML}`),
    );
  }
  return drawings;
}

describe('a customer browses the catalogue on a phone', () => {
  const phone = useBrowser({ context: TOUCH_PHONE });

  for (const language of ['es', 'en', 'pt'] as const) {
    test(`1000001 (${language}, 360 px, touch): projects first, each with its own plan, filters in a sheet, memberships with what they include`, async () => {
      const { page } = phone;
      await setStoredLanguage('1000001', 'Cliente#2026', language);
      try {
        await tapLoginToHome(page, '1000001', 'Cliente#2026', 'customer', `/?lang=${language}`);
        await tapMenu(page, 'projects');
        await page.getByTestId('projects-total').waitFor();

        // The first screen shows a project, not a form: the filters wait behind their button.
        const open = page.getByTestId('project-filters-open');
        await expect(open.textContent()).resolves.toBe(SAYS[language].filters);
        await expect(page.getByTestId('project-filters').count()).resolves.toBe(0);
        const firstCard = (await page.locator('[data-testid="projects-grid"] > *').first().boundingBox())!;
        expect(firstCard.y).toBeLessThan(PHONE.height / 2);
        await expect.poll(() => page.getByTestId('project-photo').first().getAttribute('data-plan')).toBe('drawn');
        await viewportShot(page, `catalogue-projects-first-screen-${language}-360`);

        // No two projects look alike: each picture is its own plan.
        const drawings = await plans(page, 4);
        expect(new Set(drawings).size).toBe(4);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await expectAccessible(page, `projects (${language})`);

        // The filters open in a sheet; applying one closes it and the button counts it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await open.tap();
        const sheet = page.getByTestId('project-filters-sheet');
        await sheet.getByTestId('project-filters').waitFor();
        await page.waitForTimeout(400);
        await viewportShot(page, `catalogue-filters-sheet-${language}-360`);
        await expectAccessible(page, `filters sheet (${language})`);
        await sheet.locator('select[name="filter-zone"]').selectOption('Sur');
        await sheet.getByTestId('filter-apply').tap();
        await sheet.waitFor({ state: 'detached' });
        await expect.poll(() => open.textContent()).toBe(SAYS[language].oneFilter);
        expect(new URL(page.url()).searchParams.get('zona')).toBe('Sur');

        // Memberships say what they include.
        await tapMenu(page, 'memberships');
        const platinum = page.getByTestId('benefits-PLATINO');
        await platinum.waitFor();
        expect(await platinum.locator('li').count()).toBeGreaterThanOrEqual(3);
        await expect(platinum.textContent()).resolves.toContain(SAYS[language].card);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, `catalogue-memberships-${language}-360`);
        await expectAccessible(page, `memberships (${language})`);
      } finally {
        await setStoredLanguage('1000001', 'Cliente#2026', 'en');
      }
    });
  }
});

describe('a customer browses the catalogue on a desk', () => {
  const desk = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

  test('1000001 at 1280 px: the filters in a row above two projects to a row, memberships two to a row', async () => {
    const { page } = desk;
    await openLogin(page, '/?lang=es');
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    try {
      await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
      await page.goto('/proyectos');
      await page.getByTestId('project-filters').waitFor();
      await expect(page.getByTestId('project-filters-open').count()).resolves.toBe(0);
      // Every card's plan drawn (each is fetched as it nears the screen), then the page from its top.
      expect(new Set(await plans(page, 10)).size).toBe(10);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'catalogue-projects-es-1280');
      await page.goto('/membresias');
      await page.getByTestId('benefits-PLATINO').waitFor();
      const offers = page.locator('[data-testid="membership-offers"] [data-testid^="offer-"]');
      const [first, second] = [await offers.nth(0).boundingBox(), await offers.nth(1).boundingBox()];
      expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
      await screenshot(page, 'catalogue-memberships-es-1280');
    } finally {
      await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    }
  });
});
