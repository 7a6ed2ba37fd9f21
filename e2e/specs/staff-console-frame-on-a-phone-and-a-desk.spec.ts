import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible, TAP_TARGET_PX } from '../support/accessibility.ts';
import { baseURL, DESK, PHONE, pathOf, screenshot, useBrowser } from '../support/browser.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

const browser = useBrowser({ phone: true });

/** Where a part is drawn on the screen. */
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlap = (a: { x: number; width: number }, b: { x: number; width: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width;

/** The console's menu holds nothing but list items, each a link to a section (axe "list"). */
async function menuItems(where: Locator) {
  await where.locator('a').first().waitFor();
  return where.evaluate((nav) => {
    const lists = Array.from(nav.querySelectorAll('ul'));
    const strays = lists.flatMap((list) => Array.from(list.children).filter((child) => child.tagName !== 'LI'));
    return { links: nav.querySelectorAll('li > a').length, strays: strays.length };
  });
}

describe('the console’s frame on a phone and on a desk (decision 0049)', () => {
  test('on a phone one row: the menu, the name over the role, the sign-out; sections and language in the menu sheet', async () => {
    const { page } = browser;
    await staffSignIn(page, STAFF.admin, '/admin?lang=es');
    for (const [language, payments] of [
      ['es', 'Pagos'],
      ['en', 'Payments'],
      ['pt', 'Pagamentos'],
    ] as const) {
      await page.goto(`${baseURL()}/admin/personas?lang=${language}`);
      const header = page.getByTestId('staff-header');
      const name = page.getByTestId('staff-name');
      await name.waitFor();
      // One row: the bar is no taller than a toolbar, and the name is on it whole, beside the buttons, not under them.
      expect((await boxOf(header)).height).toBeLessThanOrEqual(64);
      const [menu, signOut, nameBox] = await Promise.all([
        boxOf(page.getByTestId('staff-menu')),
        boxOf(page.getByTestId('staff-sign-out')),
        boxOf(name),
      ]);
      for (const button of [menu, signOut]) {
        expect(button.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
        expect(button.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
        expect(overlap(button, nameBox)).toBe(false);
      }
      expect(signOut.x + signOut.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.getByTestId('staff-role').isVisible()).toBe(true);
      await expectAccessible(page, `the console at 360 px (${language})`);
      await screenshot(page, `staff-frame-phone-${language}`);

      // The menu sheet: the sections as a list of links, the language below them.
      await page.getByTestId('staff-menu').tap();
      const sheet = page.getByTestId('staff-menu-sheet');
      await sheet.waitFor();
      expect(await menuItems(sheet.getByRole('navigation'))).toEqual({ links: 7, strays: 0 });
      await sheet.getByTestId('language-select').waitFor();
      await expectAccessible(page, `the console's menu at 360 px (${language})`);
      await screenshot(page, `staff-frame-phone-menu-${language}`);
      // A section chosen in the sheet opens, and the sheet closes.
      await sheet.getByRole('link', { name: payments }).tap();
      await expect.poll(() => pathOf(page)).toBe('/admin/pagos');
      await sheet.waitFor({ state: 'detached' });
    }

    // The language chosen in the sheet: the menu answers in it.
    await page.getByTestId('staff-menu').tap();
    await page.getByTestId('staff-menu-sheet').getByTestId('language-select').selectOption('en');
    await expect.poll(() => page.getByTestId('admin-nav-payments').textContent()).toBe('Payments');

    // A bookmark of the page's old name opens it under the new one, in the language it asked for.
    await page.goto(`${baseURL()}/admin/dinero?lang=es`);
    await expect.poll(() => pathOf(page)).toBe('/admin/pagos');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('es');
  });

  test('on a desk one bar with name, role, language and sign-out; the side menu lists its sections; an export saves its file', async () => {
    const desk = await browser.browser.newContext({
      baseURL: baseURL(),
      viewport: DESK,
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    try {
      const page = await desk.newPage();
      await staffSignIn(page, STAFF.cashierSupervisor, '/admin?lang=es');
      for (const language of ['es', 'en', 'pt'] as const) {
        await page.goto(`${baseURL()}/admin/pagos?lang=${language}`);
        await page.getByTestId('staff-name').waitFor();
        expect((await boxOf(page.getByRole('banner'))).height).toBeLessThanOrEqual(64);
        // The cashier supervisor opens Today, People and Payments.
        expect(await menuItems(page.getByRole('navigation'))).toEqual({ links: 3, strays: 0 });
        await expect.poll(() => page.getByTestId('admin-nav-payments').getAttribute('aria-current')).toBe('page');
        await expectAccessible(page, `the console at 1280 px (${language})`);
        await screenshot(page, `staff-frame-desk-${language}`);
      }
      // An export is an endpoint of the contract: the browser saves the file under its name, a header row first.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('money-export-payments').click(),
      ]);
      expect(download.suggestedFilename()).toBe('pagos.csv');
      const file = await download.createReadStream();
      let text = '';
      for await (const chunk of file) text += String(chunk);
      expect(text.split('\r\n')[0]).toBe(
        '"idPago","fecha","dia","metodo","estado","monto","moneda","empresa","cliente","contrato","nroRecibo"',
      );
    } finally {
      await desk.close();
    }
  });
});
