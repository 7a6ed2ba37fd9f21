import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import { chooseMenu, loginToHome, openLogin, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('tickets and coupons', () => {
  test('1000001 finds her tickets from My products, uses a park pass and sees its count go down; expired and pending ones offer no use', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'products');
    await page.getByTestId('products-tickets-link').tap();
    await page.getByTestId('tickets-page').waitFor();

    const pass = page.locator('[data-testid^="ticket-"]').filter({ hasText: 'Pase al parque' }).first();
    const before = Number((await pass.getByTestId('ticket-uses').textContent())!.match(/^(\d+) of/)![1]);
    await pass.getByTestId('ticket-use').tap();
    await page.getByTestId('ticket-use-confirm').tap();
    // The proof stays on screen, with its code and time, until she closes it at the gate.
    const proof = page.getByTestId('ticket-use-proof');
    await proof.waitFor();
    await expect(page.getByTestId('ticket-use-code').textContent()).resolves.toMatch(/^USO-\d{6}$/);
    await expect(proof.textContent()).resolves.toContain(`Uses left: ${before - 1}`);
    await page.waitForTimeout(7_000);
    await expect(proof.isVisible()).resolves.toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('ticket-use-proof-close').tap();
    await proof.waitFor({ state: 'detached' });
    await expect
      .poll(() => pass.getByTestId('ticket-uses').textContent())
      .toMatch(new RegExp(`^${before - 1} of 3 uses left`));

    const expired = page.locator('[data-testid^="ticket-"]').filter({ hasText: 'Pase de cortesía' }).first();
    await expect(expired.getByTestId('ticket-state').textContent()).resolves.toBe('Expired');
    await expect(expired.getByTestId('ticket-use').count()).resolves.toBe(0);
    const pending = page.locator('[data-testid^="ticket-"]').filter({ hasText: 'Pase de temporada 2027' }).first();
    await expect(pending.getByTestId('ticket-state').textContent()).resolves.toBe('Pending');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });
});
