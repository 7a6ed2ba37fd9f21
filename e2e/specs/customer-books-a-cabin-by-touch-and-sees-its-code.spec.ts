import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import { loginToHome, openLogin, PHONE, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { TOUCH_PHONE, tapLoginToHome, tapMenu, viewportShot } from '../support/touch.ts';

type Language = 'es' | 'en' | 'pt';

/** What each language's page says, as the customer reads it. */
const SAYS: Record<Language, { nights: string; paid: string; code: string }> = {
  es: { nights: '2 noches', paid: 'recepción del parque', code: 'Código CAB-' },
  en: { nights: '2 nights', paid: 'park’s reception', code: 'Code CAB-' },
  pt: { nights: '2 noites', paid: 'recepção do parque', code: 'Código CAB-' },
};

/** The weekday a tile of `date` must name, as the language writes it short. */
const weekdayOf = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The calendar's first night now. */
const firstNight = (page: Page) => page.locator('[data-testid^="night-"]').first().getAttribute('data-testid');

/** Moves the calendar a fortnight on (by touch or by mouse) and waits for the new nights. */
async function laterFortnight(page: Page, touch: boolean): Promise<void> {
  const before = await firstNight(page);
  const later = page.getByTestId('cabins-later');
  await (touch ? later.tap() : later.click());
  await expect.poll(() => firstNight(page).catch(() => before)).not.toBe(before);
}

/** Taps two free nights in a row of the next fortnight, from the `from`-th free one; answers the first. */
async function tapTwoNights(page: Page, from: number): Promise<string> {
  const free = page.locator('[data-testid^="night-"][data-free]:not([disabled])');
  for (let n = from; n < (await free.count()) - 1; n++) {
    const first = (await free.nth(n).getAttribute('data-testid'))!.replace('night-', '');
    const next = new Date(Date.parse(`${first}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const second = page.locator(`[data-testid="night-${next}"]:not([disabled])`);
    if ((await second.count()) === 0) continue;
    await free.nth(n).tap();
    await second.tap();
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    return first;
  }
  throw new Error('no two free nights in a row');
}

describe('a customer books a cabin on a phone', () => {
  const phone = useBrowser({ context: TOUCH_PHONE });

  for (const [index, language] of (['es', 'en', 'pt'] as const).entries()) {
    test(`1000001 (${language}, 360 px, touch) sees weekdays, the stay in a bar in view, then a confirmation with its code`, async () => {
      const { page } = phone;
      await setStoredLanguage('1000001', 'Cliente#2026', language);
      try {
        await tapLoginToHome(page, '1000001', 'Cliente#2026', 'customer', `/?lang=${language}`);
        await tapMenu(page, 'cabins');
        await page.getByTestId('cabin-form').waitFor();
        await page.locator('select[name="tipo"]').selectOption('pareja');
        // Later days than the other cabin stories book, a fortnight per language.
        await page.locator('[data-testid^="night-"]').first().waitFor();
        for (let step = 0; step <= index; step++) await laterFortnight(page, true);

        // Every tile names its weekday.
        const tiles = page.locator('[data-testid^="night-"]');
        for (let n = 0; n < 3; n++) {
          const date = (await tiles.nth(n).getAttribute('data-testid'))!.replace('night-', '');
          await expect(tiles.nth(n).textContent()).resolves.toContain(weekdayOf(date, language));
        }
        const bar = page.getByTestId('cabin-stay-bar');
        await tapTwoNights(page, 2);

        // The stay and its price are in a bar in view, its button with the price on it.
        await expect.poll(() => page.getByTestId('cabin-stay-summary').textContent()).toContain(SAYS[language].nights);
        const box = (await bar.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
        const price = (await page.getByTestId('cabin-stay-summary').textContent())!.split('·').pop()!.trim();
        await expect(page.getByTestId('cabin-submit').textContent()).resolves.toContain(price);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await viewportShot(page, `cabins-stay-bar-${language}-360`);
        await expectAccessible(page, `cabins with a stay chosen (${language})`);

        await page.getByTestId('cabin-submit').tap();
        const booked = page.getByTestId('cabin-booked');
        await booked.waitFor();
        const code = (await page.getByTestId('cabin-booked-code').textContent())!;
        expect(code).toMatch(/^CAB-\d+$/);
        await expect(page.getByTestId('cabin-booked-total').textContent()).resolves.toBe(price);
        await expect(page.getByTestId('cabin-booked-payment').textContent()).resolves.toContain(SAYS[language].paid);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await viewportShot(page, `cabins-booked-${language}-360`);
        await screenshot(page, `cabins-booked-${language}-360-full`);
        await expectAccessible(page, `cabin booked (${language})`);

        // "See my reservations": the booking is there under the same code.
        await page.getByTestId('cabin-booked-done').tap();
        await expect
          .poll(() => page.getByTestId('my-cabin-reservations').textContent())
          .toContain(`${SAYS[language].code}${code.slice(4)}`);
      } finally {
        await setStoredLanguage('1000001', 'Cliente#2026', 'en');
      }
    });
  }
});

describe('a customer books a cabin at a desk', () => {
  const desk = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

  test('1000001 at 1280 px sees the fortnight as two weeks of seven, and the confirmation', async () => {
    const { page } = desk;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await page.goto('/reservar-cabana');
    await page.getByTestId('cabin-form').waitFor();
    await page.locator('select[name="tipo"]').selectOption('familiar');
    await page.locator('[data-testid^="night-"]').first().waitFor();
    for (let step = 0; step < 4; step++) await laterFortnight(page, false);
    const first = page.locator('[data-testid^="night-"]').first();
    const eighth = page.locator('[data-testid^="night-"]').nth(7);
    // The eighth night starts the second row, under the first: one column per weekday.
    expect(Math.round((await eighth.boundingBox())!.x)).toBe(Math.round((await first.boundingBox())!.x));
    const free = page.locator('[data-testid^="night-"][data-free]:not([disabled])');
    await free.nth(4).click();
    await screenshot(page, 'cabins-calendar-en-1280');
    await page.getByTestId('cabin-submit').click();
    await page.getByTestId('cabin-booked').waitFor();
    await screenshot(page, 'cabins-booked-en-1280');
  });
});
