import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall, apiLogin, isCallTo, setStoredLanguage } from '../support/api.ts';
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
import { fillBuyer } from '../support/buyer-form.ts';

// A phone in the hand: every press is a finger's tap (a mouse's click opened the lot where a tap did not).
const browser = useBrowser({ phone: true });

/** The state the map draws a lot in (spec §4: libre, vendido, no_filtrado; and propio, the caller's own). */
const lotState = (page: Page, lotId: string) => page.locator(`[data-lot="${lotId}"]`).getAttribute('data-state');

describe('an adviser sells from the catalogue', () => {
  test('2000001 filters projects, picks a free lot on the map, simulates a plan, pre-reserves it for a new buyer, sees it taken on the map, then releases it', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    const token = await apiLogin('2000001', 'Asesor#2026');
    const pendingBefore = (await apiCall(prereservationEndpoints.soldProducts, undefined, { token })).data!.pendientes;

    // Projects: a fee that is not an amount is refused next to its field, then zone Sur, open, with free lots.
    await chooseMenu(page, 'projects');
    await page.getByTestId('projects-total').waitFor();
    // On a phone the filters wait in a sheet behind a button; a refused filter opens it again at its field.
    await page.getByTestId('project-filters-open').click();
    await page.locator('input[name="cuotaInicialMax"]').fill('abc');
    await page.getByTestId('filter-apply').tap();
    await expect.poll(() => fieldMessage(page, 'cuotaInicialMax')).toContain('Write an amount');
    await page.locator('input[name="cuotaInicialMax"]').fill('');
    await page.locator('select[name="filter-zone"]').selectOption('Sur');
    await page.locator('select[name="filter-complex"]').selectOption('abierto');
    await page.getByLabel('Only projects with free lots').check();
    await page.getByTestId('filter-apply').tap();
    await expect.poll(() => page.getByTestId('projects-total').textContent()).toBe('Projects found: 3');
    expect(new URL(page.url()).searchParams.get('zona')).toBe('Sur');
    await expect(page.locator('[data-testid^="project-1"]').count()).resolves.toBe(3);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The map of San Lorenzo: tap a free lot; its data and payment plans rise in a sheet over the map, in view.
    await page.getByTestId('project-110').getByTestId('project-map').tap();
    await page.getByTestId('lot-map').waitFor();
    await expectAccessible(page, 'lot map');
    const free = page.locator('[data-lot][data-state="libre"]').first();
    const lotId = (await free.getAttribute('data-lot'))!;
    await free.tap();
    await page.getByTestId('lot-sheet').waitFor();
    // Free, or held for her a few minutes yet if another story of hers opened this lot's plans (decision 0064).
    expect(['Free', 'Held for you']).toContain(await page.getByTestId('lot-state').textContent());
    await page.getByTestId('lot-selected').waitFor({ state: 'attached' });
    // Once the sheet has risen, the button is within the phone's screen: nothing to scroll for.
    const bottomOfPlans = async () => {
      const box = await page.getByTestId('lot-plans').boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(bottomOfPlans).toBeLessThanOrEqual(740);
    await screenshot(page, 'catalogue-map-lot-picked');
    await expectAccessible(page, 'lot map, sheet open');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('lot-plans').tap();

    // The payment plan: 10% is not above 10%; 20% is simulated.
    await page.getByTestId('lot-plan-page').waitFor();
    expect(pathOf(page)).toBe(`/forma-pago/lote/${lotId}`);
    const price = Number((await page.getByTestId('lot-plan-price').textContent())!.replace(/[^\d.]/g, ''));
    await page.locator('input[name="cuotaInicial"]').fill((price * 0.1).toFixed(2));
    await expect.poll(() => fieldMessage(page, 'cuotaInicial')).toContain('above 10%');
    await expect(page.getByTestId('lot-prereserve').getAttribute('aria-disabled')).resolves.toBe('true');
    await page.locator('input[name="cuotaInicial"]').fill((price * 0.2).toFixed(2));
    await page.locator('select[name="plazo"]').selectOption('36');
    await expect.poll(() => page.getByTestId('plan-monthly-fee').textContent()).toContain('36');
    await page.getByTestId('lot-prereserve').tap();

    // The buyer's data: under age is refused next to the birth date; then the pre-reservation goes through.
    await page.getByTestId('prereservation-page').waitFor();
    const thisYear = new Date().getFullYear();
    await fillBuyer(page, {
      nombres: 'Valeria',
      apellidoPaterno: 'Méndez',
      apellidoMaterno: '',
      nroDocumento: '9876543',
      expedidoEn: 'Tarija',
      fechaNacimiento: `${thisYear - 16}-03-10`,
      celular: '72345678',
      correo: 'valeria.mendez@example.com',
      direccion: 'Calle Ingavi 230',
      ciudadNacimiento: 'Tarija',
      profesion: 'Odontóloga',
      actividadComercial: 'Salud',
    });
    await page.getByTestId('prereservation-submit').tap();
    await expect.poll(() => fieldMessage(page, 'fechaNacimiento')).toBe('The buyer must be over 18.');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.locator('input[name="fechaNacimiento"]').fill('1991-03-10');
    await page.getByTestId('prereservation-submit').tap();
    await toastWith(page, 'Lot pre-reserved for Valeria Méndez');

    // Sold products: the new pre-reservation, then released.
    await page.getByTestId('sold-products-page').waitFor();
    expect(pathOf(page)).toBe('/Producto/Vendido');
    const card = page.locator('[data-testid^="prereservation-"]').filter({ hasText: 'Valeria Méndez' });
    await expect(card.getByTestId('prereservation-state').textContent()).resolves.toBe('Pre-reserved');
    await expect(page.getByTestId('pending-count').textContent()).resolves.toBe(
      `Pending pre-reservations: ${pendingBefore + 1} of 5`,
    );
    await screenshot(page, 'catalogue-sold-products');

    // The map kept its drawing, but reads the states again: the lot is drawn taken at once, and as hers.
    await card.getByRole('link', { name: 'Map' }).tap();
    await page.getByTestId('lot-map').waitFor();
    await expect.poll(() => lotState(page, lotId)).toBe('propio');
    await page.locator(`[data-lot="${lotId}"]`).tap();
    await expect(page.getByTestId('lot-state').textContent()).resolves.toBe('Pre-reserved by you');
    await expect(page.getByTestId('lot-plans').count()).resolves.toBe(0);
    await page.getByTestId('lot-sheet-close').tap();
    await page.getByTestId('lot-sheet').waitFor({ state: 'detached' });
    await page.goBack();
    await page.getByTestId('sold-products-page').waitFor();
    await card.getByTestId('step-liberar').tap();
    await page.getByTestId('step-confirm').tap();
    await toastWith(page, 'is for sale again');
    await expect.poll(() => card.getByTestId('prereservation-state').textContent()).toBe('Released');

    // The map shows the lot free again.
    await card.getByRole('link', { name: 'Map' }).tap();
    await page.getByTestId('lot-map').waitFor();
    await expect.poll(() => lotState(page, lotId)).toBe('libre');
  });

  test('on the features map a free lot the filter leaves out is drawn "not filtered", a reload downloads no drawing again, and a customer cannot pre-reserve', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    // What the browser sent for the drawing and what came over the wire (a 304 carries no body).
    const drawings: Promise<{ sentTag: string | undefined; tag: string | null; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (!isCallTo(response.url(), catalogueEndpoints.mapGeometry)) return;
      drawings.push(
        (async () => ({
          sentTag: (await response.request().allHeaders())['if-none-match'],
          tag: await response.headerValue('etag'),
          bytes: (await response.request().sizes()).responseBodySize,
        }))(),
      );
    });
    await page.goto(new URL('/mapa/proyecto_caracteristicas/101', page.url()).toString());
    await page.getByTestId('lot-map').waitFor();
    // A reload asks for the drawing again with its ETag: the copy the browser keeps is still good, nothing is downloaded.
    await page.reload();
    await page.getByTestId('lot-map').waitFor();
    const [first, second] = await Promise.all(drawings);
    expect(first!.bytes).toBeGreaterThan(0);
    expect(second).toEqual({ sentTag: first!.tag, tag: first!.tag, bytes: 0 });
    const freeBefore = await page.locator('[data-lot][data-state="libre"]').count();
    await page.locator('select[name="feature-corner"]').selectOption('si');
    await expect.poll(() => page.locator('[data-lot][data-state="libre"]').count()).toBeLessThan(freeBefore);
    await expect(page.locator('[data-lot][data-state="no_filtrado"]').count()).resolves.toBeGreaterThan(0);
    const corner = page.locator('[data-lot][data-state="libre"]').first();
    await corner.tap();
    await expect(page.getByTestId('lot-features').textContent()).resolves.toContain('Corner');
    await page.getByTestId('lot-plans').tap();
    await page.getByTestId('lot-plan-page').waitFor();
    await expect(page.getByTestId('lot-prereserve').count()).resolves.toBe(0);
    await page.goto(new URL('/Producto/Vendido', page.url()).toString());
    await page.getByTestId('not-found').waitFor();
  });

  test('2000001 sees her own lots of Las Palmeras told apart by pattern and label, walks the lots by keyboard, reads the numbers zoomed in, and has the lot beside the map on a wide screen', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await page.goto(new URL('/mapa/proyecto/101', page.url()).toString());
    await page.getByTestId('lot-map').waitFor();

    // Her pre-reserved lots: their own pattern, and named in the legend and in each lot's accessible name.
    const own = page.locator('[data-lot][data-state="propio"]');
    await expect.poll(() => own.count()).toBeGreaterThan(0);
    await expect(own.first().getAttribute('fill')).resolves.toBe('url(#lot-fill-propio)');
    await expect(page.locator('[data-lot][data-state="vendido"]').first().getAttribute('fill')).resolves.toBe(
      'url(#lot-fill-vendido)',
    );
    await expect(page.getByTestId('legend-propio').textContent()).resolves.toBe('Pre-reserved by you');
    await expect(own.first().getAttribute('aria-label')).resolves.toMatch(/^Block .+, lot .+: Pre-reserved by you$/);
    await screenshot(page, 'catalogue-map-own-lots');
    await expectAccessible(page, 'lot map with own lots');

    // Keyboard: one lot is in the Tab order; an arrow moves it, Enter opens the lot, Escape gives focus back.
    const entry = page.locator('[data-lot][tabindex="0"]');
    await expect(entry.count()).resolves.toBe(1);
    const first = await entry.getAttribute('data-lot');
    await entry.focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-lot') ?? null);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await focused()) !== first) break;
    }
    const moved = await focused();
    expect(moved).not.toBeNull();
    expect(moved).not.toBe(first);
    await expect(page.locator('[data-lot][tabindex="0"]').getAttribute('data-lot')).resolves.toBe(moved);
    const name = (await page.locator(`[data-lot="${moved}"]`).getAttribute('aria-label'))!;
    await page.keyboard.press('Enter');
    await page.getByTestId('lot-sheet').waitFor();
    await expect(page.getByTestId('lot-panel-title').textContent()).resolves.toBe(name.replace(/:.*$/, ''));
    await page.keyboard.press('Escape');
    await page.getByTestId('lot-sheet').waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(moved);

    // Her own lot opened: said so, with the way to her pre-reservations instead of payment plans.
    await own.first().tap();
    await expect(page.getByTestId('lot-state').textContent()).resolves.toBe('Pre-reserved by you');
    const bottomOfLink = async () => {
      const box = await page.getByTestId('lot-own-prereservations').boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(bottomOfLink).toBeLessThanOrEqual(740);
    await expect(page.getByTestId('lot-plans').count()).resolves.toBe(0);
    await screenshot(page, 'catalogue-map-own-lot-sheet');
    await page.getByTestId('lot-sheet-close').tap();
    await page.getByTestId('lot-sheet').waitFor({ state: 'detached' });

    // Zoomed in, each lot carries its number.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).tap();
    await page.getByTestId('lot-numbers').waitFor({ state: 'attached' });
    await expect(page.getByTestId('lot-numbers').locator('text').count()).resolves.toBe(
      await page.locator('[data-lot]').count(),
    );
    await screenshot(page, 'catalogue-map-zoomed-numbers');

    // A wide screen: the lot opens in a panel beside the map, no sheet over it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Whole map' }).click();
    await page.getByTestId('lot-side-panel').waitFor();
    await page.locator('[data-lot][data-state="libre"]').first().click();
    await page.getByTestId('lot-side-panel').getByTestId('lot-plans').waitFor();
    await expect(page.getByTestId('lot-sheet').count()).resolves.toBe(0);
    await screenshot(page, 'catalogue-map-wide-side-panel');
    await expectAccessible(page, 'lot map, wide, lot beside it');
  });
});
