import { describe, expect, test } from 'vitest';
import {
  fieldMessage,
  finishWelcome,
  login,
  loginForm,
  loginToHome,
  openLogin,
  PHONE,
  pathOf,
  screenshot,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

// 1000003 is the first-login account; no other story uses it, since this one changes its password.
const USER = '1000003';
const TEMPORARY = 'Temporal#2026';
const NEW_PASSWORD = 'Primera#Clave2026';

/** The change page's title, as each language says it. */
const TITLE = { es: 'Cambie su contraseña', pt: 'Troque sua senha', en: 'Change your password' } as const;

describe('a first-login user changes the temporary password', () => {
  test('is sent to change the password, is told what is wrong, sets a good one and is logged in with it', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await login(page, USER, TEMPORARY);
    await page.waitForURL(/\/cambiar-pass\/[^/]+$/);
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();

    // Both fields are marked required, in every language; a reload keeps the login's hand-over (the history
    // entry), so the change still logs her in. English last, as the story reads it.
    for (const lang of ['es', 'pt', 'en'] as const) {
      await page.evaluate((language) => localStorage.setItem('vo.language', language), lang);
      await page.reload();
      await page.getByRole('heading', { name: TITLE[lang] }).waitFor();
      for (const name of ['password', 'confirmacion'])
        await expect(
          page.locator(`input[name="${name}"]`).evaluate((input: HTMLInputElement) => input.required),
        ).resolves.toBe(true);
      await screenshot(page, `first-login-change-${lang}-360`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `first-login-change-${lang}-1280`);
      await page.setViewportSize(PHONE);
    }
    const password = page.locator('input[name="password"]');
    const confirmation = page.locator('input[name="confirmacion"]');
    const submit = page.locator('form button[type="submit"]');

    // A weak password: the policy message appears right under the field.
    await password.fill('weak');
    await confirmation.fill('weak');
    await submit.tap();
    await expect.poll(() => fieldMessage(page, 'password')).toBe('The password must have at least 8 characters.');

    await password.fill('longenough');
    await confirmation.fill('longenough');
    await submit.tap();
    await expect.poll(() => fieldMessage(page, 'password')).toBe('The password must have an upper-case letter.');

    // A good password typed twice differently: the mismatch message is under the confirmation.
    await password.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await submit.tap();
    await expect.poll(() => fieldMessage(page, 'confirmacion')).toBe('The passwords do not match.');
    await expect(fieldMessage(page, 'password')).resolves.toBeNull();

    // The good one, confirmed: she is logged in with it, on her home, without typing it again.
    await confirmation.fill(NEW_PASSWORD);
    await submit.tap();
    await toastWith(page, 'Your password has been changed. Hello, Ana!');
    await page.getByTestId('home-customer').waitFor();
    expect(pathOf(page)).toBe('/');
    await finishWelcome(page);
    // Her home greets her by her first name (her document is in her profile, docs/decisions/0045).
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hello, Ana');
    await screenshot(page, 'first-login-home-en-360');

    // She logs out (a new browser session: nothing kept)…
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('vo.language', 'en');
    });
    await openLogin(page, '/?lang=en');

    // The temporary password no longer works…
    await login(page, USER, TEMPORARY);
    await expect
      .poll(() => loginForm(page).error.textContent())
      .toBe('The document number or the password is not correct.');
    expect(pathOf(page)).toBe('/');

    // …the new one opens her home.
    await loginToHome(page, USER, NEW_PASSWORD, 'customer');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hello, Ana');
  });
});
