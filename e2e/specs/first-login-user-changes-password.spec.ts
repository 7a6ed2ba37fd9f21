import { describe, expect, test } from 'vitest';
import { fieldMessage, login, loginForm, loginToHome, pathOf, toastWith, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

// 1000003 is the first-login account; no other story uses it, since this one changes its password.
const USER = '1000003';
const TEMPORARY = 'Temporal#2026';
const NEW_PASSWORD = 'Primera#Clave2026';

describe('a first-login user changes the temporary password', () => {
  test('is sent to change the password, is told what is wrong, sets a good one and logs in with it', async () => {
    const { page } = browser;
    await login(page, USER, TEMPORARY);
    await page.waitForURL(/\/cambiar-pass\/[^/]+$/);
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    const password = page.locator('input[name="password"]');
    const confirmation = page.locator('input[name="confirmacion"]');
    const submit = page.locator('form button[type="submit"]');

    // A weak password: the policy message appears right under the field.
    await password.fill('weak');
    await confirmation.fill('weak');
    await submit.click();
    await expect.poll(() => fieldMessage(page, 'password')).toBe('The password must have at least 8 characters.');

    await password.fill('longenough');
    await confirmation.fill('longenough');
    await submit.click();
    await expect.poll(() => fieldMessage(page, 'password')).toBe('The password must have an upper-case letter.');

    // A good password typed twice differently: the mismatch message is under the confirmation.
    await password.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect.poll(() => fieldMessage(page, 'confirmacion')).toBe('The passwords do not match.');
    await expect(fieldMessage(page, 'password')).resolves.toBeNull();

    // The good one, confirmed: back to login with the confirmation.
    await confirmation.fill(NEW_PASSWORD);
    await submit.click();
    await toastWith(page, 'Your password has been changed. You can now log in.');
    await loginForm(page).user.waitFor();
    expect(pathOf(page)).toBe('/');

    // The temporary password no longer works…
    await login(page, USER, TEMPORARY);
    await expect
      .poll(() => loginForm(page).error.textContent())
      .toBe('The document number or the password is not correct.');
    expect(pathOf(page)).toBe('/');

    // …the new one opens her home.
    await loginToHome(page, USER, NEW_PASSWORD, 'customer');
    await expect(page.getByTestId('home-document').textContent()).resolves.toBe(USER);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Hello, Ana Lucía Gutiérrez Flores',
    );
  });
});
