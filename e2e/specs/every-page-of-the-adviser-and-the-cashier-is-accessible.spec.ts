import { afterAll, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { chooseMenu, openLogin, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';
import { AUDITED_PEOPLE, auditEveryPageOf, logInInSpanish, restoreEnglish } from '../support/page-audit.ts';

// A Spanish phone: the language most of the portal's people read, on its narrowest screen.
const browser = useBrowser({ phone: true, context: { locale: 'es-ES' } });

describe('every page of the adviser and the cashier is accessible (WCAG 2.1 A/AA, 360 × 740, in Spanish)', () => {
  afterAll(async () => {
    await restoreEnglish([AUDITED_PEOPLE.adviser, AUDITED_PEOPLE.cashier]);
  });

  for (const person of [AUDITED_PEOPLE.adviser, AUDITED_PEOPLE.cashier]) {
    test(`${person.who} (${person.user}): home, menu and every page of the menu`, { timeout: 240_000 }, async () => {
      await auditEveryPageOf(browser.page, person);
    });
  }

  test('key buttons are at least 44 px high: log in, new image, check the balance', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    const heights = [await page.locator('form button[type="submit"]').boundingBox()];
    await logInInSpanish(page, AUDITED_PEOPLE.cashier);
    await chooseMenu(page, 'prepaid-cards');
    heights.push(await page.getByTestId('captcha-refresh').boundingBox());
    heights.push(await page.locator('[data-testid="prepaid-balance-form"] button[type="submit"]').boundingBox());
    for (const box of heights) expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('a cashier who cannot see the captcha image types a code sent to their e-mail and sees the balance', async () => {
    const { page } = browser;
    const email = 'roberto.vargas@example.com';
    await logInInSpanish(page, AUDITED_PEOPLE.cashier);
    await chooseMenu(page, 'prepaid-cards');
    await page.getByTestId('captcha-image').waitFor();
    const before = (await ops.outbox(email)).length;
    await page.getByRole('button', { name: '¿No puede ver la imagen? Reciba un código por correo o SMS' }).tap();
    const question = page.getByTestId('captcha-question');
    await expect
      .poll(() => question.textContent())
      .toBe('Le enviamos un código por correo electrónico. Escríbalo aquí.');
    await expect(page.getByTestId('captcha-image').count()).resolves.toBe(0);
    await expectAccessible(page, 'prepaid cards, captcha code');

    // The code is in the person's mail, not in the page (docs/decisions/0042): the story reads the outbox.
    await expect.poll(async () => (await ops.outbox(email)).length).toBeGreaterThan(before);
    const [newest] = await ops.outbox(email);
    const code = /\b(\d{6})\b/.exec(newest!.body)![1]!;
    await page.locator('input[name="codigo"]').fill('PREPAGO12026');
    await page.getByLabel('Código que le enviamos').fill(code);
    await page.locator('[data-testid="prepaid-balance-form"] button[type="submit"]').tap();
    await page.getByText('Tarjeta terminada en 2026').waitFor();
    // A new code is on its way for the next card.
    await expect.poll(async () => (await ops.outbox(email)).length).toBeGreaterThan(before + 1);
  });
});
