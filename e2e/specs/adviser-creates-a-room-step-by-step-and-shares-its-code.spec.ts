import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginToHome,
  openLogin,
  PHONE,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser({
  // A desktop Chromium has no share sheet on Linux anyway; removing it makes sure "Share" copies here.
  initScript: () => {
    delete (Navigator.prototype as { share?: unknown }).share;
  },
  context: { permissions: ['clipboard-read', 'clipboard-write'] },
});

const DESKTOP = { width: 1280, height: 800 };
const LA_PAZ_OFFSET_MS = -4 * 3_600_000;

/** A La Paz wall-clock time `hoursAhead` from now, as a datetime-local field writes it. */
function laPazLocal(hoursAhead: number): string {
  return new Date(Date.now() + hoursAhead * 3_600_000 + LA_PAZ_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * 10:00 some 40 days ahead, never the last day of a month: another story's room (2000001 with 2000002
 * presenting) is 25 days ahead at 19:00, so the two never clash.
 */
function roomStart(): string {
  const day = new Date(Date.now() + 40 * 86_400_000 + LA_PAZ_OFFSET_MS);
  if (new Date(day.getTime() + 86_400_000).getUTCDate() === 1) day.setUTCDate(day.getUTCDate() - 1);
  return `${day.toISOString().slice(0, 10)}T10:00`;
}

const step = (page: Page) => page.getByTestId('create-room-step');
const next = (page: Page) => page.getByTestId('create-room-next').click();

/** The first step filled, the wizard on its dates step. */
async function throughEventStep(page: Page, name: string): Promise<void> {
  await page.locator('select[name="idModelo"]').selectOption({ label: 'Presentación de proyecto' });
  await page.locator('select[name="idCiudad"]').selectOption({ label: 'Santa Cruz de la Sierra' });
  await page.locator('input[name="nombre"]').fill(name);
  await page.locator('input[name="direccion"]').fill('Av. Cristo Redentor 2500, sala 3');
  await next(page);
  await expect.poll(() => step(page).getAttribute('data-step')).toBe('2');
}

describe('an adviser creates a room step by step and shares its code', () => {
  test('2000001 finds the organiser filled in, has a date too soon and herself as presenter refused at their steps, creates the room, copies its code, and reads the incentives PDF in the viewer', async () => {
    const { page, context } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await chooseMenu(page, 'rooms');
    await page.getByTestId('rooms-create').click();
    await expect(step(page).textContent()).resolves.toBe('Step 1 of 5: Event');
    await expectAccessible(page, 'room wizard, first step');

    await throughEventStep(page, 'Presentación Urubó Norte');
    await expect(step(page).textContent()).resolves.toBe('Step 2 of 5: When');
    // Three hours ahead is under the twelve the rules ask: refused here, next to the date, not at the end.
    await page.locator('input[name="fechaHora"]').fill(laPazLocal(3));
    await next(page);
    await expect.poll(() => fieldMessage(page, 'fechaHora')).toBe('The room must start at least 12 hours from now.');
    await expect(step(page).getAttribute('data-step')).resolves.toBe('2');
    await expectAccessible(page, 'room wizard, a date refused');
    await page.locator('input[name="fechaHora"]').fill(roomStart());
    await next(page);

    // The organiser is the adviser creating it, already filled in (and still editable).
    await expect(step(page).textContent()).resolves.toBe('Step 3 of 5: Organiser');
    await expect(page.getByTestId('organiser-document').textContent()).resolves.toBe('2000001');
    await expect(page.locator('input[name="organizadorNombre"]').inputValue()).resolves.toBe(
      'Carlos Eduardo Suárez Justiniano',
    );
    await expect(page.locator('input[name="organizadorTelefono"]').inputValue()).resolves.toBe('74567890');
    await next(page);

    // The organiser cannot present: refused at the presenters step.
    await expect(step(page).textContent()).resolves.toBe('Step 4 of 5: Presenters');
    await page.locator('input[name="presentador"]').fill('2000001');
    await next(page);
    await expect.poll(() => fieldMessage(page, 'presentador')).toBe('The organiser cannot be the main speaker.');
    await page.locator('input[name="presentador"]').fill('2000002');
    await expect.poll(() => fieldMessage(page, 'presentador')).toBe('Adviser: Lucía Beatriz Arce Montaño');
    await next(page);
    await page.getByTestId('create-room-review').waitFor();
    await expect(page.getByTestId('review-organiser').textContent()).resolves.toBe(
      'Carlos Eduardo Suárez Justiniano · 74567890',
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('create-room-submit').click();
    await toastWith(page, 'Room created.');
    await page.getByTestId('room-page').waitFor();

    // Share: no share sheet here, so the sentence with the code and the join link is copied.
    const code = (await page.getByTestId('room-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const share = page.getByTestId('room-share-code');
    await expect(share.getAttribute('aria-label')).resolves.toBe('Share the code of Presentación Urubó Norte');
    expect((await share.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await share.click();
    await toastWith(page, 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(code);
    expect(copied).toContain(`/eventos-aci/unirse?codigo=${code}`);
    // The room's card in the list offers the same button, and the list still fits a phone.
    await chooseMenu(page, 'rooms');
    const card = page.getByTestId('rooms-upcoming').locator('li', { hasText: 'Presentación Urubó Norte' });
    await expect(card.getByTestId('room-card-code').textContent()).resolves.toBe(code);
    await card.getByRole('button', { name: 'Share the code of Presentación Urubó Norte' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'rooms-list-share-360');
    // The link opens the join page with the code typed in.
    await page.goto(`/eventos-aci/unirse?codigo=${code}`);
    await expect(page.locator('input[name="codigo"]').inputValue()).resolves.toBe(code);
    await screenshot(page, 'room-join-from-shared-link');

    // A document opens in the page's viewer, with its download and close buttons.
    await chooseMenu(page, 'incentives');
    await page.getByTestId('incentives-pdf-open').click();
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.waitFor();
    await expect(viewer.getByRole('heading').textContent()).resolves.toBe('informacion-incentivos.pdf');
    await expect(page.getByTestId('pdf-viewer-document').getAttribute('data')).resolves.toMatch(/^blob:/);
    await expect(page.getByTestId('pdf-viewer-download').isVisible()).resolves.toBe(true);
    // Axe reads colours as drawn: let the dialog finish fading in first.
    await viewer.evaluate(async (root) => {
      while (root.getAnimations({ subtree: true }).length > 0)
        await Promise.allSettled(root.getAnimations({ subtree: true }).map((a) => a.finished));
    });
    await expectAccessible(page, 'PDF viewer');
    await screenshot(page, 'pdf-viewer-360');
    await page.getByTestId('pdf-viewer-close').click();
    await viewer.waitFor({ state: 'detached' });
    await context.clearPermissions();
  });

  test('the dates step, with its refusal, reads in Spanish, Portuguese and English on a phone and a wide screen', async () => {
    const { page } = browser;
    const refusal = {
      es: 'La sala debe empezar al menos 12 horas desde ahora.',
      pt: 'A sala deve começar pelo menos 12 horas a partir de agora.',
      en: 'The room must start at least 12 hours from now.',
    } as const;
    const heading = { es: 'Paso 2 de 5: Cuándo', pt: 'Passo 2 de 5: Quando', en: 'Step 2 of 5: When' } as const;
    try {
      for (const lang of ['es', 'pt', 'en'] as const) {
        await page.setViewportSize(PHONE);
        await setStoredLanguage('2000001', 'Asesor#2026', lang);
        await openLogin(page, `/?lang=${lang}`);
        await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
        await page.goto('/eventos-aci/crear');
        await throughEventStep(page, 'Sala de muestra');
        await page.locator('input[name="fechaHora"]').fill(laPazLocal(2));
        await next(page);
        await expect.poll(() => fieldMessage(page, 'fechaHora')).toBe(refusal[lang]);
        await expect(step(page).textContent()).resolves.toBe(heading[lang]);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, `room-wizard-dates-${lang}-360`);
        await page.setViewportSize(DESKTOP);
        await expect.poll(() => fieldMessage(page, 'fechaHora')).toBe(refusal[lang]);
        await screenshot(page, `room-wizard-dates-${lang}-1280`);
        await expectAccessible(page, `room wizard dates step (${lang}, 1280 px)`);
        await chooseMenu(page, 'logout');
      }
    } finally {
      await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    }
  });
});
