import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, PHONE, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** San Lorenzo (company 1) sells lots on credit. */
const LOTS = { project: 110, company: 1 };
const DESKTOP = { width: 1280, height: 900 } as const;

/** What the sectioned pre-reservation form says in each language (docs/decisions/0036). */
const words = {
  es: {
    sections: ['Qué está reservando', 'Condiciones de pago', 'El comprador', 'Resumen'],
    buyer: ['Comprador', 'Residencia y contacto', 'Declaraciones'],
    legend: 'Los campos marcados con * son obligatorios.',
  },
  pt: {
    sections: ['O que você está reservando', 'Condições de pagamento', 'O comprador', 'Resumo'],
    buyer: ['Comprador', 'Residência e contato', 'Declarações'],
    legend: 'Os campos marcados com * são obrigatórios.',
  },
  en: {
    sections: ['What you are reserving', 'Payment terms', 'The buyer', 'Summary'],
    buyer: ['Buyer', 'Residence and contact', 'Declarations'],
    legend: 'Fields marked with * are required.',
  },
} as const;

const headings = (page: Page, level: 2 | 3) =>
  page.getByTestId('prereservation-page').locator(`h${level}`).allTextContents();
/** Whether a field is required for the browser and a screen reader (MUI's `required`), by its wire name. */
const isRequired = (page: Page, selector: string) =>
  page.locator(selector).evaluate((field: HTMLInputElement | HTMLSelectElement) => field.required);
/** The label a person sees over a field, asterisk included. */
const labelOf = (page: Page, name: string) =>
  page
    .locator(`input[name="${name}"]`)
    .evaluate((input) => document.querySelector(`label[for="${input.id}"]`)?.textContent);

describe('forms mark what is required and read in sections', () => {
  test('2000001 opens a credit pre-reservation: titled sections, one column on a phone, asterisks from the schema, in es, pt and en', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    const token = await apiLogin('2000001', 'Asesor#2026');
    const detail = await apiCall(catalogueEndpoints.project, { idProyecto: LOTS.project }, { token });
    const lot = detail.data!.productos.find((p) => p.estado === 'libre')!;
    await page.goto(new URL(`/forma-pago/lote/${lot.idLote}`, page.url()).toString());
    await page.getByTestId('lot-plan-page').waitFor();
    await page.getByTestId('lot-prereserve').click();
    await page.getByTestId('prereservation-page').waitFor();

    for (const lang of ['es', 'pt', 'en'] as const) {
      const say = words[lang];
      // The language a person picks is kept in the browser; the form's address keeps the lot and the plan.
      await page.evaluate((language) => localStorage.setItem('vo.language', language), lang);
      await page.reload();
      await page.getByTestId('prereservation-section-terms').getByTestId('plan-simulation').waitFor();
      await expect.poll(() => headings(page, 2)).toEqual(say.sections);
      expect(await headings(page, 3)).toEqual(say.buyer);
      await expect(page.getByTestId('required-legend').textContent()).resolves.toBe(say.legend);

      // What the server requires carries the asterisk and `required`; one of two surnames and the complement do not.
      expect(await labelOf(page, 'nombres')).toMatch(/\*$/);
      for (const name of ['nombres', 'nroDocumento', 'celular', 'correo', 'profesion'])
        expect(await isRequired(page, `input[name="${name}"]`), name).toBe(true);
      for (const name of ['tipoDocumento', 'genero', 'paisResidencia'])
        expect(await isRequired(page, `select[name="${name}"]`), name).toBe(true);
      for (const name of ['apellidoPaterno', 'apellidoMaterno', 'complemento'])
        expect(await isRequired(page, `input[name="${name}"]`), name).toBe(false);

      // A phone: one column, nothing wider than the screen; the fields of a section side by side only where there is room.
      const fieldsSideBySide = async () => {
        const first = await page.locator('input[name="nombres"]').boundingBox();
        const second = await page.locator('input[name="apellidoPaterno"]').boundingBox();
        return Math.abs(first!.y - second!.y) < 4;
      };
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(await fieldsSideBySide()).toBe(false);
      await screenshot(page, `prereservation-sections-${lang}-360`);
      await page.setViewportSize(DESKTOP);
      await expect.poll(fieldsSideBySide).toBe(true);
      await screenshot(page, `prereservation-sections-${lang}-1280`);
      await page.setViewportSize(PHONE);
    }

    // The sections, headings and required fields pass axe (read on the phone, in English).
    await expectAccessible(page, 'sectioned pre-reservation form');
    // A public official must say where and as what: those two appear required.
    await page.getByLabel('Public official in the last 5 years').check();
    expect(await isRequired(page, 'input[name="institucion"]')).toBe(true);
    expect(await isRequired(page, 'input[name="cargo"]')).toBe(true);
  });
});
