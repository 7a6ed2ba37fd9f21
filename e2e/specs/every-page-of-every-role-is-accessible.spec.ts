import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { axeViolations, expectAccessible, smallTapTargets } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import { chooseMenu, loginToHome, menuEntries, openLogin, PHONE, pathOf, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

// A Spanish phone: the language most of the portal's people read, on its narrowest screen.
const browser = useBrowser({ context: { locale: 'es-ES', viewport: PHONE } });

const people = [
  { who: 'the customer', user: '1000001', password: 'Cliente#2026', role: 'customer' },
  { who: 'the adviser', user: '2000001', password: 'Asesor#2026', role: 'adviser' },
  { who: 'the cashier', user: '3000001', password: 'Cajero#2026', role: 'cashier' },
] as const;

/** Waits until the page has drawn its data: no spinner left for a moment. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  const spinners = page.locator('[role="progressbar"]:visible');
  let quietSince = Date.now();
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if ((await spinners.count()) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 400) return;
    await page.waitForTimeout(100);
  }
}

/** Axe's serious and critical findings and the controls smaller than a finger, each line saying where. */
async function problemsOf(page: Page, name: string): Promise<string[]> {
  const axe = await axeViolations(page);
  const small = await smallTapTargets(page);
  return [...axe.map((line) => `${name}: ${line}`), ...small.map((control) => `${name}: small target ${control}`)];
}

describe('every page of every role is accessible (WCAG 2.1 A/AA, 360 × 740, in Spanish)', () => {
  afterAll(async () => {
    await ops.maintenanceOff();
    // Other stories read these people in English (the seeded language): put it back.
    for (const person of people) await setStoredLanguage(person.user, person.password, 'en');
  });

  test('a visitor: login, the code of ethics, recovery, customer service and not found', async () => {
    const { page } = browser;
    const problems: string[] = [];
    await openLogin(page, '/?lang=es');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    problems.push(...(await problemsOf(page, 'login')));

    await page.getByRole('button', { name: /código de ética/i }).click();
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

  for (const person of people) {
    test(`${person.who} (${person.user}): home, menu and every page of the menu`, { timeout: 240_000 }, async () => {
      const { page } = browser;
      await openLogin(page, '/?lang=es');
      // Stories share the demo people: the stored language (which wins at login) is set here, not assumed.
      await setStoredLanguage(person.user, person.password, 'es');
      await loginToHome(page, person.user, person.password, person.role);
      await settled(page);
      const problems = await problemsOf(page, 'home');

      // The drawer stays open: the first entry followed below is home, chosen from it.
      const entries = (await menuEntries(page)).filter((id) => id !== 'logout');
      problems.push(...(await problemsOf(page, 'menu')));

      for (const id of entries) {
        await chooseMenu(page, id);
        await settled(page);
        problems.push(...(await problemsOf(page, `${id} (${pathOf(page)})`)));
      }
      expect(problems).toEqual([]);
    });
  }

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
    await openLogin(page, '/?lang=es');
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
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

  test('key buttons are at least 44 px high: log in, new image, check the balance', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    const heights = [await page.locator('form button[type="submit"]').boundingBox()];
    await setStoredLanguage('3000001', 'Cajero#2026', 'es');
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await chooseMenu(page, 'prepaid-cards');
    heights.push(await page.getByTestId('captcha-refresh').boundingBox());
    heights.push(await page.locator('[data-testid="prepaid-balance-form"] button[type="submit"]').boundingBox());
    for (const box of heights) expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('a cashier who cannot see the captcha image answers a question in words and sees the balance', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    await setStoredLanguage('3000001', 'Cajero#2026', 'es');
    await loginToHome(page, '3000001', 'Cajero#2026', 'cashier');
    await chooseMenu(page, 'prepaid-cards');
    await page.getByTestId('captcha-image').waitFor();
    await page.getByRole('button', { name: '¿No puede ver la imagen? Responda una pregunta' }).click();
    const question = page.getByTestId('captcha-question');
    await expect.poll(() => question.textContent()).toMatch(/^¿Cuánto es \p{L}+ más \p{L}+\?$/u);
    await expect(page.getByTestId('captcha-image').count()).resolves.toBe(0);
    await expectAccessible(page, 'prepaid cards, captcha question');

    // A person adds the two words; so does the story.
    const words = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
    const [, first, second] = /^¿Cuánto es (\p{L}+) más (\p{L}+)\?$/u.exec((await question.textContent()) ?? '') ?? [];
    const sum = words.indexOf(first!) + 1 + words.indexOf(second!) + 1;
    await page.locator('input[name="codigo"]').fill('PREPAGO12026');
    await page.getByLabel('Respuesta, en números').fill(String(sum));
    await page.locator('[data-testid="prepaid-balance-form"] button[type="submit"]').click();
    await page.getByText('Tarjeta terminada en 2026').waitFor();
    // A new question is ready for the next card.
    await expect.poll(() => question.textContent()).toMatch(/^¿Cuánto es/);
  });
});
