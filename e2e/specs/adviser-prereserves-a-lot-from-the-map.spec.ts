import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
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

const browser = useBrowser();

/** The state the map draws a lot in (spec §4: libre, vendido, no_filtrado). */
const lotState = (page: Page, lotId: string) => page.locator(`[data-lot="${lotId}"]`).getAttribute('data-state');

describe('an adviser sells from the catalogue', () => {
  test('2000001 filters projects, picks a free lot on the map, simulates a plan, pre-reserves it for a new buyer, sees it taken on the map, then releases it', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    const token = await apiLogin('2000001', 'Asesor#2026');
    const pendingBefore = (await apiCall<any>('ventas/productos', { token })).data.pendientes;

    // Projects: a fee that is not an amount is refused next to its field, then zone Sur, open, with free lots.
    await chooseMenu(page, 'projects');
    await page.getByTestId('projects-total').waitFor();
    await page.locator('input[name="cuotaInicialMax"]').fill('abc');
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => fieldMessage(page, 'cuotaInicialMax')).toContain('Write an amount');
    await page.locator('input[name="cuotaInicialMax"]').fill('');
    await page.locator('select[name="filter-zone"]').selectOption('Sur');
    await page.locator('select[name="filter-complex"]').selectOption('abierto');
    await page.getByLabel('Only projects with free lots').check();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.getByTestId('projects-total').textContent()).toBe('Projects found: 3');
    expect(new URL(page.url()).searchParams.get('zona')).toBe('Sur');
    await expect(page.locator('[data-testid^="project-1"]').count()).resolves.toBe(3);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The map of San Lorenzo: tap a free lot, see its data, open its payment plans.
    await page.getByTestId('project-110').getByTestId('project-map').click();
    await page.getByTestId('lot-map').waitFor();
    const free = page.locator('[data-lot][data-state="libre"]').first();
    const lotId = (await free.getAttribute('data-lot'))!;
    await free.click();
    await expect(page.getByTestId('lot-state').textContent()).resolves.toBe('Free');
    await page.getByTestId('lot-selected').waitFor({ state: 'attached' });
    await screenshot(page, 'catalogue-map-lot-picked');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('lot-plans').click();

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
    await page.getByTestId('lot-prereserve').click();

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
    await page.getByTestId('prereservation-submit').click();
    await expect.poll(() => fieldMessage(page, 'fechaNacimiento')).toBe('The buyer must be over 18.');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.locator('input[name="fechaNacimiento"]').fill('1991-03-10');
    await page.getByTestId('prereservation-submit').click();
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

    // The map kept its drawing, but reads the states again: the lot is drawn taken at once.
    await card.getByRole('link', { name: 'Map' }).click();
    await page.getByTestId('lot-map').waitFor();
    await expect.poll(() => lotState(page, lotId)).toBe('vendido');
    await page.goBack();
    await page.getByTestId('sold-products-page').waitFor();
    await card.getByTestId('step-liberar').click();
    await page.getByTestId('step-confirm').click();
    await toastWith(page, 'the lot is free again');
    await expect.poll(() => card.getByTestId('prereservation-state').textContent()).toBe('Released');

    // The map shows the lot free again.
    await card.getByRole('link', { name: 'Map' }).click();
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
      if (!response.url().includes('/api/proyectos/mapa/dibujo')) return;
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
    await corner.click();
    await expect(page.getByTestId('lot-features').textContent()).resolves.toContain('Corner');
    await page.getByTestId('lot-plans').click();
    await page.getByTestId('lot-plan-page').waitFor();
    await expect(page.getByTestId('lot-prereserve').count()).resolves.toBe(0);
    await page.goto(new URL('/Producto/Vendido', page.url()).toString());
    await page.getByTestId('not-found').waitFor();
  });
});
