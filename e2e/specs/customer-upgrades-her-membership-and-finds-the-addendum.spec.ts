import { afterAll, describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, useBrowser } from '../support/browser.ts';

const browser = useBrowser({ context: { viewport: { width: 1280, height: 800 }, locale: 'es-ES' } });
const MEMBERSHIP = 2;

describe('upgrading a membership', () => {
  // The demo people are shared by every story: leave her in English, as the demo starts.
  afterAll(() => setStoredLanguage('1000001', 'Cliente#2026', 'en'));

  test('she simulates Resort from her Platinum membership, confirms, and the addendum is among her documents', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await page.goto('/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026');
    await page.goto(`/detalle-productos-parque/${MEMBERSHIP}`);
    // The upgrade is in the product's "More" sheet (docs/decisions/0045).
    await page.getByTestId('product-more').click();
    await page.getByTestId('product-upgrade-link').click();
    await page.getByTestId('upgrade-page').waitFor();
    await page.getByTestId('upgrade-option-resort').click();
    const simulation = page.getByTestId('plan-simulation');
    await expect.poll(() => simulation.textContent()).toMatch(/Monto financiado[\d.]+,\d{2}/);
    await page.getByTestId('upgrade-confirm').click();
    await page.getByTestId('upgrade-success').waitFor();

    await page.goto(`/imprimir-documentos?idProducto=${MEMBERSHIP}`);
    const addendum = page.locator('[data-testid^="document-adenda-"]');
    await addendum.first().waitFor();
    const download = page.waitForEvent('download');
    await addendum.first().getByTestId('document-download').click();
    expect((await download).suggestedFilename()).toMatch(/^adenda-\d+\.pdf$/);
    await page.goto(`/detalle-productos-parque/${MEMBERSHIP}`);
    await expect.poll(() => page.getByTestId('product-description').first().textContent()).toContain('Resort');
  });
});
