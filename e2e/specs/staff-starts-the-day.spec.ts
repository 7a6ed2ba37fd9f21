import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible, expectTappable } from '../support/accessibility.ts';
import { DESK, PHONE, pathOf, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { STAFF, type StaffMember, staffSignIn } from '../support/staff.ts';

/*
 * Decision 0053: a staff member signs in and lands on Today, the day's figures of the
 * sections their role opens, each a card that opens its list already narrowed. Seen in es, en and pt, on a phone
 * (360 × 740) and a desk (1280 × 800), with a finger: every member taps. The demo's seeded history
 * gives the day money, transfers in regularisation and pre-reservations whose hold runs out.
 */
const browser = useBrowser({ phone: true });

/** Today in La Paz, as the console's days are written. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(new Date());

const CARDS = ['today-money', 'today-regularising', 'today-procedures', 'today-messages', 'today-prereservations'];

/** Signs `member` in, and checks they landed on Today with exactly `cards`, at both widths, screenshots kept. */
async function landsOnToday(page: Page, member: StaffMember, lang: string, name: string, cards: string[]) {
  await staffSignIn(page, member, `/admin?lang=${lang}`);
  await expect.poll(() => pathOf(page)).toBe('/admin/hoy');
  await page.getByTestId(cards[0]!).waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
  for (const card of CARDS) {
    await expect(page.getByTestId(card).count(), `${name}: ${card}`).resolves.toBe(cards.includes(card) ? 1 : 0);
  }
  for (const viewport of [PHONE, DESK]) {
    await page.setViewportSize(viewport);
    expect(await scrollWidth(page), `Today at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `staff-today-${lang}-${viewport.width}-${name}`);
    await expectAccessible(page, `Today of the ${name} in ${lang} at ${viewport.width} px`);
  }
  // Back on the phone the cards stand one above the other, full width, and every link takes a thumb.
  await page.setViewportSize(PHONE);
  // The layout follows the new width on the page's next renders (its media queries answer the resize event).
  const widths = async () =>
    Promise.all(cards.map(async (card) => (await page.getByTestId(card).boundingBox())!.width));
  await expect.poll(async () => Math.min(...(await widths()))).toBeGreaterThan(300);
  const boxes = await Promise.all(cards.map((card) => page.getByTestId(card).boundingBox()));
  for (const [index, box] of boxes.entries()) {
    if (index > 0) expect(box!.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height - 1);
  }
  await expectTappable(page, `Today of the ${name} in ${lang} at 360 px`);
}

const figureOf = (page: Page, card: string) => page.getByTestId(`${card}-figure`).textContent();
const countOf = async (page: Page, card: string) => Number((await figureOf(page, card))!.replace(/\D/g, ''));

describe('the staff start the day on Today (decision 0053)', () => {
  test('es: the cashier supervisor sees today’s money reconciled and taps the transfers in regularisation', async () => {
    const { page } = browser;
    await landsOnToday(page, STAFF.cashierSupervisor, 'es', 'cashier-supervisor', [
      'today-money',
      'today-regularising',
    ]);
    // Today's money, written as the portal writes money, and the day said to reconcile in words.
    await expect(figureOf(page, 'today-money')).resolves.toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s?US\$$/);
    await expect(page.getByTestId('today-money-reconciliation').textContent()).resolves.toBe(
      'Cuadra con el libro mayor',
    );
    expect(await countOf(page, 'today-regularising')).toBeGreaterThanOrEqual(2);

    await page.getByTestId('today-regularising-link').tap();
    await expect.poll(() => pathOf(page)).toBe('/admin/pagos');
    await page.locator('[data-testid^="payment-row-"]').first().waitFor();
    const states = await page.getByTestId('payment-state').allTextContents();
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states.every((state) => state.startsWith('En regularización'))).toBe(true);
    await screenshot(page, 'staff-today-es-360-regularising-list');
  });

  test('en: the administrator sees every card and taps today’s money to its payments', async () => {
    const { page } = browser;
    await landsOnToday(page, STAFF.admin, 'en', 'admin', CARDS);
    await expect(figureOf(page, 'today-money')).resolves.toMatch(/^(US)?\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByTestId('today-money-reconciliation').textContent()).resolves.toBe(
      'Reconciled with the ledger',
    );
    expect(await countOf(page, 'today-prereservations')).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('today-prereservations-past').textContent()).resolves.toMatch(
      /past (its|their) hold/,
    );

    await page.setViewportSize(DESK);
    await page.getByTestId('today-money-link').tap();
    await expect.poll(() => pathOf(page)).toBe('/admin/pagos');
    await expect.poll(() => page.getByTestId('money-day-filter').inputValue()).toBe(today());
    await page.locator('[data-testid^="payment-row-"]').first().waitFor();
    await screenshot(page, 'staff-today-en-1280-money-list');
  });

  test('pt: customer service sees the procedures waiting and taps them to the new ones', async () => {
    const { page } = browser;
    await landsOnToday(page, STAFF.customerService, 'pt', 'customer-service', [
      'today-money',
      'today-regularising',
      'today-procedures',
      'today-messages',
    ]);
    await expect(page.getByTestId('today-money-reconciliation').textContent()).resolves.toBe(
      'Confere com o livro-razão',
    );
    const waiting = await countOf(page, 'today-procedures');

    await page.getByTestId('today-procedures-link').tap();
    await expect.poll(() => pathOf(page)).toBe('/admin/tramites');
    await expect.poll(() => page.getByTestId('procedures-state-filter').inputValue()).toBe('presentado');
    // The list counts what the card counted (the demo's procedures: none new, or a few).
    await expect.poll(() => page.locator('[data-testid^="procedure-row-"]').count()).toBe(Math.min(waiting, 25));
    await screenshot(page, 'staff-today-pt-360-procedures-list');
  });

  test('es: the sales manager sees the pre-reservations running out and opens the pending ones', async () => {
    const { page } = browser;
    await landsOnToday(page, STAFF.salesManager, 'es', 'sales-manager', ['today-messages', 'today-prereservations']);
    await expect(page.getByTestId('today-prereservations').textContent()).resolves.toContain('7 días');
    await page.setViewportSize(DESK);
    await page.getByTestId('today-prereservations-link').tap();
    await expect.poll(() => pathOf(page)).toBe('/admin/ventas');
    await page.locator('[data-testid^="prereservation-row-"]').first().waitFor();
    await screenshot(page, 'staff-today-es-1280-prereservations-list');
  });
});
