import { describe, expect, test } from 'vitest';
import {
  fieldMessage,
  login,
  loginForm,
  loginToHome,
  openLogin,
  pathOf,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();

// 2000002 (an adviser) is this story's own account: it ends with a new password.
const USER = '2000002';
const OLD_PASSWORD = 'Asesor#2026';
const NEW_PASSWORD = 'Recuperada#2026';
const PHONE = '+591-75678901';

const next = (page: import('playwright-core').Page) => page.getByRole('button', { name: 'Continue' });

describe('password recovery by SMS', () => {
  test('before recovering, the adviser is reminded to set a secure password', async () => {
    const { page } = browser;
    await loginToHome(page, USER, OLD_PASSWORD, 'adviser');
    const reminder = page.getByTestId('secure-reminder');
    await reminder.waitFor();
    await expect(reminder.textContent()).resolves.toMatch(/You have (9|10) days left to set a secure password\./);
  });

  test('forgot password → verify ID → SMS → code from the outbox → new password → log in with it', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).tap();
    await page.waitForURL(/\/recuperar-pass$/);
    await page.getByRole('heading', { name: 'Recover your password' }).waitFor();

    // Step 1: who are you?
    await page.locator('input[name="ci"]').fill(USER);
    await next(page).tap();

    // Step 2: the contacts are not shown at all (they would tell a stranger the document exists); choose SMS.
    const sms = page.getByRole('radio', { name: /^By SMS/ });
    await sms.waitFor();
    expect(await page.locator('form').textContent()).not.toMatch(/\+591|7567|@/);
    const before = (await ops.outbox(PHONE)).length;
    await sms.check();
    await next(page).tap();

    // Step 3: the code arrives by SMS (the sandbox outbox).
    const codeInput = page.locator('input[name="codigo"]');
    await codeInput.waitFor();
    await page.getByText(/If this document is registered with us, a code is on its way/).waitFor();
    await expect.poll(async () => (await ops.outbox(PHONE)).length).toBeGreaterThan(before);
    const [newest] = await ops.outbox(PHONE);
    const code = /\b(\d{6})\b/.exec(newest!.body)?.[1];
    expect(code, `no 6-digit code in "${newest!.body}"`).toBeDefined();

    // A wrong code first: the server says so.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.fill(wrong);
    await next(page).tap();
    // Next to the code field, not in a toast over the buttons.
    await page.getByText('The code is not correct or has expired.').waitFor();

    await codeInput.fill(code!);
    await next(page).tap();

    // Step 4: the new password, with the same policy as everywhere.
    const password = page.locator('input[name="password"]');
    await password.waitFor();
    await password.fill('short');
    await page.locator('input[name="confirmacion"]').fill('short');
    await page.locator('form button[type="submit"]').tap();
    await expect.poll(() => fieldMessage(page, 'password')).toBe('The password must have at least 8 characters.');
    await password.fill(NEW_PASSWORD);
    await page.locator('input[name="confirmacion"]').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').tap();

    await toastWith(page, 'Your password has been changed. You can now log in.');
    await loginForm(page).user.waitFor();
    expect(pathOf(page)).toBe('/');

    // The old password is refused, the new one opens the adviser's home.
    await login(page, USER, OLD_PASSWORD);
    await expect
      .poll(() => loginForm(page).error.textContent())
      .toBe('The document number or the password is not correct.');
    await loginToHome(page, USER, NEW_PASSWORD, 'adviser');
    await expect(page.getByTestId('home-document').textContent()).resolves.toBe(USER);
    await page.getByTestId('home-adviser-message').waitFor();
  });
});
