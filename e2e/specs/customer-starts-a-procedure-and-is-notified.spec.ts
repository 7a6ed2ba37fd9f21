import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  loginToHome,
  openLogin,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { ops, runOpsCli } from '../support/ops.ts';

const browser = useBrowser();
const NOTE = 'Your certificate is ready at the Santa Cruz office.';

/** The detail is a text area, which the shared fieldMessage (inputs only) does not read. */
async function detailMessage(page: Page): Promise<string | null> {
  const helperId = await page.locator('textarea[name="detalle"]').getAttribute('aria-describedby');
  return helperId ? page.locator(`[id="${helperId}"]`).textContent() : null;
}
/** Toasts queue one after another: close one so the next shows at once. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.getByRole('button').tap();
  await toast.waitFor({ state: 'detached' });
}
const unreadShown = async (page: Page) =>
  Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('procedures', () => {
  test('1000001 starts a document request on her phone, the back office resolves it, and she is told at once', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'procedures');
    await page.getByTestId('procedure-form').waitFor();
    await page.locator('select[name="tipo"]').selectOption('solicitud_documento');
    await expect(page.locator('select[name="idProducto"]').inputValue()).resolves.not.toBe('');

    // Too short a detail is refused next to its field.
    await page.locator('textarea[name="detalle"]').fill('A certificate');
    await page.getByTestId('procedure-submit').tap();
    await expect.poll(() => detailMessage(page)).toBe('Tell us what you need in at least 20 characters.');

    await page.locator('textarea[name="detalle"]').fill('I need a certificate that my lot instalments are up to date.');
    await page.getByTestId('procedure-submit').tap();
    const started = await toastWith(page, 'started');
    const id = Number(/no\. (\d+)/.exec(started)![1]);
    await dismissToast(page, 'started');
    const card = page.getByTestId(`procedure-${id}`);
    await expect.poll(() => card.getByTestId('procedure-state').textContent()).toBe('Submitted');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The realtime channel is open before the back office acts.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
    );
    await page.waitForTimeout(500);
    const bell = await unreadShown(page);
    const review = await runOpsCli(['procedure', String(id), 'en_revision']);
    expect(review.code, review.stdout + review.stderr).toBe(0);
    await toastWith(page, 'is now: In review');
    await dismissToast(page, 'is now: In review');
    await ops.moveProcedure(id, 'resuelto', NOTE);

    await toastWith(page, 'is now: Resolved');
    await expect.poll(() => unreadShown(page)).toBe(bell + 2);
    await expect.poll(() => card.getByTestId('procedure-state').textContent()).toBe('Resolved');
    await card.getByTestId('procedure-history-toggle').tap();
    const history = card.getByTestId('procedure-history');
    await history.waitFor();
    await expect
      .poll(() => history.getByTestId('procedure-event').allTextContents())
      .toEqual([
        expect.stringContaining('Submitted'),
        expect.stringContaining('In review'),
        expect.stringContaining(NOTE),
      ]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'procedure-resolved');
  });
});
