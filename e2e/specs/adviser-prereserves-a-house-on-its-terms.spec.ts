import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
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

/** Condominio Los Tajibos (company 3) sells houses. */
const HOUSES = { project: 103, company: 3 };
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('an adviser sells a house on the house terms (spec §9)', () => {
  test('2000001 sees the house terms, pays 1% of the 3% now, sees the balance in 7 days and 5 instalments of the 7%, pre-reserves it and finds the dues in sold products', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    // The login page names the version of the code of ethics the person accepts.
    await expect(page.getByTestId('ethics-version').textContent()).resolves.toMatch(/Version \d{4}\.\d+/);
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');

    // The project's page states the house terms on its lowest price.
    await page.goto(new URL(`/detalle/proyecto/${HOUSES.project}/${HOUSES.company}`, page.url()).toString());
    await page.getByTestId('house-terms').waitFor();
    const token = await apiLogin('2000001', 'Asesor#2026');
    const detail = await apiCall(catalogueEndpoints.project, { idProyecto: HOUSES.project }, { token });
    const house = detail.data!.productos.find((p) => p.estado === 'libre')!;

    // Its payment page: a house, the whole 3% suggested, no lot plan of 10% and 48 months.
    await page.goto(new URL(`/forma-pago/lote/${house.idLote}`, page.url()).toString());
    await page.getByTestId('lot-plan-page').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe(
      `Payment terms: house ${house.manzano}-${house.numero}`,
    );
    await expect(page.locator('select[name="plazo"]').count()).resolves.toBe(0);
    const price = dollars(await page.getByTestId('lot-plan-price').textContent());
    await page.getByTestId('house-due-cuota-5').waitFor();
    expect(await page.getByTestId('house-due-saldo_inicial-1').count()).toBe(0);

    // Less than 1% now is refused next to the field; 1% now leaves 2% due within 7 days.
    await page.locator('input[name="cuotaInicial"]').fill((price * 0.005).toFixed(2));
    await expect.poll(() => fieldMessage(page, 'cuotaInicial')).toContain('Pay at least');
    await page.locator('input[name="cuotaInicial"]').fill((price * 0.01).toFixed(2));
    await page.getByTestId('house-due-saldo_inicial-1').waitFor();
    const balance = page.getByTestId('house-due-saldo_inicial-1');
    await expect(balance.textContent()).resolves.toContain('Balance of the initial payment');
    expect(dollars((await balance.locator('span').last().textContent()) ?? '')).toBeCloseTo(price * 0.02, 2);
    await expect(page.getByTestId('house-due-cuota-1').textContent()).resolves.toContain('Direct instalment 1 of 5');
    const instalment = dollars(await page.getByTestId('house-due-cuota-1').locator('span').last().textContent());
    expect(instalment).toBeCloseTo((price * 0.07) / 5, 2);
    await expect(page.getByTestId('house-due-bank').textContent()).resolves.toContain('Financed by a bank (90%)');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'house-terms-plan');
    await page.getByTestId('lot-prereserve').tap();

    // The form repeats the dues before the buyer's data, then the house is pre-reserved.
    await page.getByTestId('prereservation-page').waitFor();
    await page.getByTestId('prereservation-terms').getByTestId('house-due-saldo_inicial-1').waitFor();
    await fillBuyer(page, {
      nombres: 'Mariana',
      apellidoPaterno: 'Justiniano',
      apellidoMaterno: '',
      nroDocumento: '8765432',
      expedidoEn: 'Santa Cruz',
      fechaNacimiento: '1987-09-14',
      celular: '76543210',
      correo: 'mariana.justiniano@example.com',
      direccion: 'Calle Libertad 120',
      ciudadNacimiento: 'Santa Cruz',
      profesion: 'Ingeniera',
      actividadComercial: 'Construcción',
    });
    await page.getByTestId('prereservation-submit').tap();
    await toastWith(page, 'House pre-reserved for Mariana Justiniano');

    // Sold products: the pre-reservation keeps its dues, then its adviser releases it.
    await page.getByTestId('sold-products-page').waitFor();
    expect(pathOf(page)).toBe('/Producto/Vendido');
    const card = page.locator('[data-testid^="prereservation-"]').filter({ hasText: 'Mariana Justiniano' });
    await card.getByTestId('house-due-cuota-5').waitFor();
    await expect(card.getByTestId('house-due-saldo_inicial-1').textContent()).resolves.toContain('due');
    await screenshot(page, 'house-terms-sold-products');
    await card.getByTestId('step-liberar').tap();
    await page.getByTestId('step-confirm').tap();
    await expect.poll(() => card.getByTestId('prereservation-state').textContent()).toBe('Released');
  });
});
