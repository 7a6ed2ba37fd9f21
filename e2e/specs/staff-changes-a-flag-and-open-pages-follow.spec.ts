import { describe, expect, test } from 'vitest';
import { expectAccessible, expectTappable } from '../support/accessibility.ts';
import { baseURL, loginToHome, menuEntries, openLogin, screenshot, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

const browser = useBrowser();

describe('configuration in the back office', () => {
  test('the administrator turns the membership upgrade off with a reason; 1000001’s open page loses it from the menu at once, and the history says who and why', async () => {
    const customerContext = await browser.browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    });
    const customer = await customerContext.newPage();
    try {
      await openLogin(customer, '/?lang=en');
      await loginToHome(customer, '1000001', 'Cliente#2026', 'customer');
      await expect.poll(() => menuEntries(customer)).toContain('upgrade');

      const { page } = browser;
      await staffSignIn(page, STAFF.admin, '/admin/configuracion?lang=en');
      await page.getByTestId('settings-list').waitFor();
      await expectAccessible(page, 'configuration');
      await expectTappable(page, 'configuration');
      await page.getByTestId('setting-edit-membershipUpgrade').tap();
      await page.getByTestId('setting-switch').tap();
      await page.getByTestId('reason-field').fill('no');
      await page.getByTestId('reason-confirm').tap();
      await expect
        .poll(() => page.locator('[id$="-helper-text"]').allTextContents())
        .toContainEqual(expect.stringContaining('Write a reason of 5 to 300 characters.'));
      await page.getByTestId('reason-field').fill('Upgrades paused for the year-end audit');
      await page.getByTestId('reason-confirm').tap();
      await expect.poll(() => page.getByTestId('setting-value-membershipUpgrade').textContent()).toBe('Off');
      await expect
        .poll(() => page.getByTestId('settings-history').textContent())
        .toContain('Upgrades paused for the year-end audit');
      await screenshot(page, 'back-office-configuration');

      // Pushed through the realtime channel: no reload.
      await expect.poll(() => menuEntries(customer), { timeout: 15_000 }).not.toContain('upgrade');
    } finally {
      // The run shares one server: the operator's script sets it back (and is stored in the history too).
      await ops.flags('membershipUpgrade=on');
      await customerContext.close();
    }
  });
});
