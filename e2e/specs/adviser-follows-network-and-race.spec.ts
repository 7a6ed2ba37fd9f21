import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginToHome,
  menuEntries,
  openLogin,
  pathOf,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

describe('an adviser follows their network and their race', () => {
  test('2000001 opens the network on a phone, expands two levels, searches a client, then finds their place in the race', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');

    await chooseMenu(page, 'network');
    await expect(page.getByTestId('network-focus-node').textContent()).resolves.toContain(
      'Carlos Eduardo Suárez Justiniano',
    );
    // Two levels down: Diego, then Rosa below him, then Rosa's clients.
    const diego = page.getByTestId('network-node-2100001');
    await diego.getByTestId('network-expand').first().tap();
    const rosa = diego.getByTestId('network-node-2100101');
    await rosa.waitFor();
    await expect(rosa.getByTestId('network-node-figures').textContent()).resolves.toMatch(/People below\s*6/);
    await rosa.getByTestId('network-expand').first().tap();
    await rosa.getByTestId('network-node-1100201').waitFor();
    await expect(rosa.locator('[data-testid^="network-node-11002"]').count()).resolves.toBe(6);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // A client three levels down, found by document, placed under the chain above her.
    await page.getByTestId('network-search').fill('1100205');
    const found = page.getByTestId('network-result-1100205');
    await found.waitFor();
    await expect(found.textContent()).resolves.toContain('You › Diego Antelo Suárez › Rosa Peña Zambrana');
    // Another adviser's client is not in this network.
    await page.getByTestId('network-search').fill('1000004');
    await page.getByTestId('network-search-empty').waitFor();

    // The race is hidden from the menu: the incentives page leads to it.
    await chooseMenu(page, 'incentives');
    await page.getByTestId('incentives-ranking-link').tap();
    await page.getByTestId('ranking-page').waitFor();
    const token = await apiLogin('2000001', 'Asesor#2026');
    const race = (await apiCall(incentiveEndpoints.race, {}, { token })).data!;
    await expect(page.getByTestId('ranking-own-position').textContent()).resolves.toBe(`#${race.propio.posicion}`);
    const ownRow = page.getByTestId(`ranking-top-row-${race.propio.posicion}`);
    await expect(ownRow.getAttribute('data-own')).resolves.toBe('true');
    await expect(ownRow.textContent()).resolves.toContain('A-0102');
    await expect(page.locator('[data-testid^="ranking-top-row-"]').count()).resolves.toBe(40);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('a verified adviser works out, in Spanish, what a client’s reversed sale is worth on a free lot', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'es');
    try {
      await recoveryInSpanish(page);
    } finally {
      // The other stories read this adviser in English.
      await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    }
  });

  async function recoveryInSpanish(page: Page) {
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await expect(menuEntries(page)).resolves.toContain('recovery-calculator');
    await chooseMenu(page, 'recovery-calculator');
    await page.getByTestId('recovery-page').waitFor();

    await page.getByTestId('recovery-document').fill('123');
    await page.getByTestId('recovery-search').tap();
    await expect.poll(() => fieldMessage(page, 'docId')).toBe('Escriba más de 3 caracteres del número de documento.');
    await page.getByTestId('recovery-document').fill('9999999');
    await page.getByTestId('recovery-search').tap();
    await toastWith(page, 'No se encontraron ventas revertidas');

    await page.getByTestId('recovery-document').fill('1100005');
    await page.getByTestId('recovery-search').tap();
    const reversal = page.getByTestId('recovery-reversal-UO-2023-00480');
    // Intl writes a no-break space before the currency.
    await expect(reversal.getByTestId('recovery-max').textContent()).resolves.toMatch(/^2\.880,00\sUS\$$/);
    await reversal.getByTestId('recovery-see-projects').tap();
    await page.getByTestId('recovery-project-101').getByTestId('recovery-see-lots').tap();
    const lot = page.getByTestId('recovery-lots').locator('[data-testid^="recovery-lot-"]').first();
    await expect(lot.getByTestId('recovery-lot-recognised').textContent()).resolves.toMatch(/^2\.880,00\sUS\$$/);
    const price = Number(
      (await lot.getByTestId('recovery-lot-price').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'),
    );
    const balance = Number(
      (await lot.getByTestId('recovery-lot-balance').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'),
    );
    expect(balance).toBeCloseTo(price - 2880, 2);
  }

  test('an adviser who is not verified has no calculator, and its address sends them home', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000002', 'Asesor#2026', 'adviser');
    const entries = await menuEntries(page);
    expect(entries).toContain('network');
    expect(entries).not.toContain('recovery-calculator');
    await page.goto('/calcular-recuperacion-producto');
    await page.getByTestId('home-adviser').waitFor();
    expect(pathOf(page)).toBe('/');
  });

  test('a customer or a cashier who types an adviser’s address finds the not-found page', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await page.goto('/ranking');
    await page.getByTestId('not-found').waitFor();
    // The incentives information is the cashiers' too (spec §2), without the advisers' links.
    await page.goto('/informacion');
    await page.getByTestId('incentives-page').waitFor();
    await expect(page.getByTestId('incentives-ranking-link').count()).resolves.toBe(0);
    await chooseMenu(page, 'logout');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await page.goto('/red/clientes');
    await page.getByTestId('not-found').waitFor();
  });
});
