import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { describe, expect, test } from 'vitest';
import { isCallTo } from '../support/api.ts';
import { login, loginForm, loginToHome, openLogin, pathOf, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const USER = '1000001';
/** The calls that log a person in: with a password, or with a device's key. */
const LOGIN_CALLS = [authEndpoints.login, deviceKeyEndpoints.challenge];

describe('a wrong password shows the server message', () => {
  test('in English', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await login(page, USER, 'Wrong#Password1');
    await expect
      .poll(() => loginForm(page).error.textContent())
      .toBe('The document number or the password is not correct.');
    expect(pathOf(page)).toBe('/');
    await expect(loginForm(page).user.inputValue()).resolves.toBe(USER);
  });

  test('in Spanish', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=es');
    await page.getByRole('heading', { name: 'Ingrese a su Oficina Virtual' }).waitFor();
    await login(page, USER, 'Wrong#Password1');
    await expect
      .poll(() => loginForm(page).error.textContent())
      .toBe('El número de documento o la contraseña no son correctos.');
  });

  test('the right password afterwards still opens the home page', async () => {
    const { page } = browser;
    await loginToHome(page, USER, 'Cliente#2026', 'customer');
  });

  test('without accepting the code of ethics the person is told to accept it, and nothing is sent', async () => {
    const { page } = browser;
    await openLogin(page);
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (LOGIN_CALLS.some((call) => isCallTo(request.url(), call))) loginCalls.push(request.url());
    });
    await login(page, USER, 'Cliente#2026', { ethics: false });
    await page.getByText('You must accept the code of ethics to continue.').waitFor();
    expect(loginCalls).toEqual([]);
    expect(pathOf(page)).toBe('/');
  });

  test('an empty form says under each field what is missing, and a message goes once its field is filled', async () => {
    const { page } = browser;
    await openLogin(page);
    const form = loginForm(page);
    await form.submit.tap();
    const userMissing = page.getByText('The document number is required.');
    const passwordMissing = page.getByText('The password is required.');
    await userMissing.waitFor();
    await passwordMissing.waitFor();
    await page.getByText('You must accept the code of ethics to continue.').waitFor();
    // The first field to fix takes the focus, so a keyboard or screen-reader user starts there.
    await expect(form.user.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await form.user.fill('1000001');
    await userMissing.waitFor({ state: 'hidden' });
    await expect(passwordMissing.isVisible()).resolves.toBe(true);
    expect(pathOf(page)).toBe('/');
  });

  test('accepting the code of ethics from its dialog ticks the box', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.getByRole('button', { name: 'Read the code of ethics' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('We act with honesty').waitFor();
    await dialog.getByRole('button', { name: 'I accept the code of ethics' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await expect(loginForm(page).ethics.isChecked()).resolves.toBe(true);
  });
});
