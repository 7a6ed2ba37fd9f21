import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { brokenText, TOUCH_PHONE, tapLoginToHome, tapMenu } from '../support/touch.ts';

/** Every name, label and figure of the list as it is drawn: none with a word split or clipped. */
const expectWhole = async (page: Page, list: string) => {
  const parts = page.locator(`[data-testid="${list}"] :is([data-testid="standing-name"], small, dt, dd)`);
  expect(await parts.count()).toBeGreaterThan(0);
  expect(await brokenText(parts)).toEqual([]);
};

describe('an adviser reads the rankings and the network on a phone', () => {
  const phone = useBrowser({ context: TOUCH_PHONE });

  test('2000001, in Spanish at 360 px, finds the race, the best seller and the network as cards, no name broken', async () => {
    const { page } = phone;
    await setStoredLanguage('2000001', 'Asesor#2026', 'es');
    try {
      await tapLoginToHome(page, '2000001', 'Asesor#2026', 'adviser', '/?lang=es');
      await tapMenu(page, 'incentives');
      await page.getByTestId('incentives-ranking-link').tap();
      const top = page.getByTestId('ranking-top');
      await top.waitFor();
      // A card per adviser, the own one marked; the whole name on its lines, its code below it.
      await expect(top.getAttribute('data-layout')).resolves.toBe('cards');
      await expect(top.locator('[data-testid^="ranking-top-row-"]').count()).resolves.toBe(40);
      const own = top.locator('[data-own="true"]');
      await expect(own.textContent()).resolves.toContain('Carlos Eduardo Suárez Justiniano');
      await expectWhole(page, 'ranking-top');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await own.scrollIntoViewIfNeeded();
      await screenshot(page, 'lists-ranking-cards-es-360', top.locator('li').first());
      await screenshot(page, 'lists-ranking-own-card-es-360', own);
      await screenshot(page, 'lists-ranking-es-360');
      await expectAccessible(page, 'ranking as cards');

      await tapMenu(page, 'incentives');
      await page.getByTestId('incentives-bonus-link').tap();
      await page.getByTestId('best-seller-page').waitFor();
      const bonus = page.getByTestId('best-seller-top');
      if ((await bonus.count()) > 0) {
        // The bonus column that a table clipped is a labelled line of each card, whole.
        await expect(bonus.getAttribute('data-layout')).resolves.toBe('cards');
        await expectWhole(page, 'best-seller-top');
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, 'lists-best-seller-es-360');

      // The network three levels deep: names whole, each figure beside its label, nothing wider than the phone.
      await tapMenu(page, 'network');
      const diego = page.getByTestId('network-node-2100001');
      await diego.getByTestId('network-expand').first().tap();
      const rosa = diego.getByTestId('network-node-2100101');
      await rosa.waitFor();
      await rosa.getByTestId('network-expand').first().tap();
      await rosa.getByTestId('network-node-1100201').waitFor();
      const names = page.locator('[data-testid="network-node-name"], [data-testid="network-node-figures"] :is(dt, dd)');
      expect(await brokenText(names)).toEqual([]);
      await expect(rosa.getByTestId('network-node-figures').first().textContent()).resolves.toMatch(/6/);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, 'lists-network-three-levels-es-360', diego);
      await expectAccessible(page, 'network three levels deep');
    } finally {
      // The other stories read this adviser in English.
      await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    }
  });

  for (const language of ['en', 'pt'] as const) {
    test(`the race's cards read whole in ${language} at 360 px`, async () => {
      const { page } = phone;
      await setStoredLanguage('2000001', 'Asesor#2026', language);
      try {
        await tapLoginToHome(page, '2000001', 'Asesor#2026', 'adviser', `/?lang=${language}`);
        await tapMenu(page, 'incentives');
        await page.getByTestId('incentives-ranking-link').tap();
        await page.getByTestId('ranking-top').waitFor();
        await expectWhole(page, 'ranking-top');
        const own = page.locator('[data-testid="ranking-top"] [data-own="true"]');
        await own.scrollIntoViewIfNeeded();
        await screenshot(page, `lists-ranking-own-card-${language}-360`, own);
        await tapMenu(page, 'network');
        await page.getByTestId('network-node-2100001').getByTestId('network-expand').first().tap();
        await page.getByTestId('network-node-2100101').waitFor();
        expect(await brokenText(page.locator('[data-testid="network-node-figures"] :is(dt, dd)'))).toEqual([]);
        await screenshot(page, `lists-network-${language}-360`);
      } finally {
        await setStoredLanguage('2000001', 'Asesor#2026', 'en');
      }
    });
  }
});

describe('an adviser reads the same lists on a desk', () => {
  const desk = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });
  test('2000001 at 1280 px finds the race as a table with the names whole', async () => {
    const { page } = desk;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await page.goto('/ranking');
    const top = page.getByTestId('ranking-top');
    await top.waitFor();
    await expect(top.getAttribute('data-layout')).resolves.toBe('table');
    expect(await brokenText(page.locator('[data-testid="standing-name"]'))).toEqual([]);
    await screenshot(page, 'lists-ranking-table-en-1280');
    await page.goto('/red/clientes');
    await page.getByTestId('network-node-2100001').getByTestId('network-expand').first().click();
    await page.getByTestId('network-node-2100101').waitFor();
    await screenshot(page, 'lists-network-en-1280');
  });
});
