import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { baseURL, screenshot, useBrowser } from '../support/browser.ts';
import { STAFF, STAFF_PASSWORD, staffSignIn } from '../support/staff.ts';

const browser = useBrowser({ phone: true });

describe('the back office sign-in', () => {
  test('a wrong password is told next to the field; the password and the authenticator code open the console, which shows the role’s sections', async () => {
    const { page } = browser;
    await page.goto(`${baseURL()}/admin?lang=en`);
    await page.getByTestId('staff-email').fill(STAFF.cashierSupervisor.email);
    await page.getByTestId('staff-password').fill('Equivocada#2026');
    await page.getByTestId('staff-submit').tap();
    await expect
      .poll(() => page.locator('[id$="-helper-text"]').allTextContents())
      .toContain('The e-mail or the password is not correct.');
    await page.getByTestId('staff-password').fill(STAFF_PASSWORD);
    await page.getByTestId('staff-submit').tap();
    await page.getByTestId('staff-code').fill('000000');
    await page.getByTestId('staff-submit').tap();
    await expect
      .poll(() => page.locator('[id$="-helper-text"]').allTextContents())
      .toContainEqual(expect.stringContaining('That code is not valid'));
    await expectAccessible(page, 'staff code step');
    await staffSignIn(page, STAFF.cashierSupervisor, '/admin?lang=en');
    await expect.poll(() => page.getByTestId('staff-role').textContent()).toBe('Cashier supervisor');
    await screenshot(page, 'back-office-cashier-supervisor');
  });
});
