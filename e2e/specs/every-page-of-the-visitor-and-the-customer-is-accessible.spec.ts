import { afterAll, describe, expect, test } from 'vitest';
import { expectAccessible, smallTapTargets } from '../support/accessibility.ts';
import { chooseMenu, openLogin, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';
import {
  AUDITED_PEOPLE,
  auditEveryPageOf,
  logInInSpanish,
  problemsOf,
  restoreEnglish,
  settled,
} from '../support/page-audit.ts';

// A Spanish phone: the language most of the portal's people read, on its narrowest screen.
const browser = useBrowser({ phone: true, context: { locale: 'es-ES' } });

describe('every page of the visitor and the customer is accessible (WCAG 2.1 A/AA, 360 × 740, in Spanish)', () => {
  afterAll(async () => {
    await ops.maintenanceOff();
    await restoreEnglish([AUDITED_PEOPLE.customer]);
  });

  test('a visitor: login, the code of ethics, recovery, customer service and not found', async () => {
    const { page } = browser;
    const problems: string[] = [];
    await openLogin(page, '/?lang=es');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    problems.push(...(await problemsOf(page, 'login')));

    await page.getByRole('button', { name: /código de ética/i }).tap();
    await page.getByRole('dialog').waitFor();
    // Axe reads colours as drawn: wait until the dialog has faded in (mid-fade its text is greyer).
    await expect
      .poll(() => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
    problems.push(...(await problemsOf(page, 'login, code of ethics')));
    await page.keyboard.press('Escape');

    for (const [name, path] of [
      ['recovery', '/recuperar-pass'],
      ['customer service', '/atencion-cliente'],
      ['not found', '/esta/pagina/no-existe'],
    ] as const) {
      await page.goto(path);
      await settled(page);
      problems.push(...(await problemsOf(page, name)));
    }
    expect(problems).toEqual([]);
  });

  test(`${AUDITED_PEOPLE.customer.who}: home, menu and every page of the menu`, { timeout: 240_000 }, async () => {
    await auditEveryPageOf(browser.page, AUDITED_PEOPLE.customer);
  });

  test('the maintenance screen', async () => {
    const { page } = browser;
    await ops.maintenanceOn(new Date(Date.now() + 3_600_000));
    try {
      await page.goto('/?lang=es');
      await page.getByTestId('maintenance-screen').waitFor();
      await expectAccessible(page, 'maintenance');
      await expect(smallTapTargets(page)).resolves.toEqual([]);
    } finally {
      await ops.maintenanceOff();
    }
  });

  test("MUI's own labels are in the page's language: the projects' pagination says where it goes in Spanish", async () => {
    const { page } = browser;
    await logInInSpanish(page, AUDITED_PEOPLE.customer);
    await chooseMenu(page, 'projects');
    const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await next.waitFor();
    await expect(page.getByRole('button', { name: 'Go to next page' }).count()).resolves.toBe(0);
    // The pagination's buttons are finger-sized too.
    const box = await next.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });

  test('the keyboard focus is visible: a ring around the focused button and link of the login page', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    const outlineOf = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return { tag: focused.tagName, width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
    const seen = new Set<string>();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      const outline = await outlineOf();
      if (outline.tag === 'BUTTON' || outline.tag === 'A') {
        expect(outline.style, `${outline.tag} without a focus ring`).not.toBe('none');
        expect(outline.width).toBeGreaterThanOrEqual(2);
        seen.add(outline.tag);
      }
    }
    expect([...seen].sort()).toEqual(['A', 'BUTTON']);
  });
});
