import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin } from '../support/api.ts';
import {
  chooseMenu,
  loginForm,
  loginToHome,
  openLogin,
  openMenu,
  pathOf,
  storedToken,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

// Changing the language while logged in stores it for the person: this story uses 1000002 and puts English back.
const USER = '1000002';
const PASSWORD = 'Cliente#2026';

const title = (page: import('playwright-core').Page) => page.getByRole('heading', { level: 1 });
const languageSelect = (page: import('playwright-core').Page) => page.locator('select[name="lenguaje"]');

describe('language switch', () => {
  afterAll(async () => {
    const token = await apiLogin(USER, PASSWORD);
    await apiCall(sessionEndpoints.changeLanguage, { lenguaje: 'en' }, { token });
  });

  test('?lang=pt shows the login page in Portuguese', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=pt');
    await expect(title(page).textContent()).resolves.toBe('Entre no seu Escritório Virtual');
    await page.getByText('Aceito o código de ética').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect(languageSelect(page).inputValue()).resolves.toBe('pt');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pt');

    // ?lang= is for that visit only: the next visit without it is in the browser's language again.
    await openLogin(page, '/');
    await expect(title(page).textContent()).resolves.toBe('Log in to your Virtual Office');
  });

  test('a visitor chooses Spanish: the texts switch at once and the choice survives a reload', async () => {
    const { page } = browser;
    await openLogin(page);
    await expect(title(page).textContent()).resolves.toBe('Log in to your Virtual Office');

    await languageSelect(page).selectOption('es');
    await expect.poll(() => title(page).textContent()).toBe('Ingrese a su Oficina Virtual');
    await page.getByText('¿Olvidó su contraseña?').waitFor();

    await page.reload();
    await loginForm(page).user.waitFor();
    await expect(title(page).textContent()).resolves.toBe('Ingrese a su Oficina Virtual');
    await expect(languageSelect(page).inputValue()).resolves.toBe('es');
  });

  test('a logged-in person is warned, changes the language, logs in again in it and is back on the same page', async () => {
    const { page } = browser;
    await loginToHome(page, USER, PASSWORD, 'customer');
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    await chooseMenu(page, 'profile');
    await page.getByTestId('profile-language').waitFor();
    await expect(page.getByTestId('profile-language').textContent()).resolves.toContain('English');

    // On a phone the language control is in the menu drawer. Spec §4 ends the session: she is told first.
    const choose = async () => {
      await openMenu(page);
      await page.locator('.MuiDrawer-paper select[name="lenguaje"]').selectOption('es');
      await page.getByRole('dialog').filter({ hasText: 'Switch to Español?' }).waitFor();
    };
    await choose();
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await expect(page.getByRole('dialog').filter({ hasText: 'Switch to' }).count()).resolves.toBe(0);
    await expect(apiCall(sessionEndpoints.home, undefined, { token: token! })).resolves.toMatchObject({ status: 0 });
    await choose();
    await page.getByTestId('language-change-confirm').tap();

    await toastWith(page, 'Idioma cambiado. Inicie sesión nuevamente.');
    await loginForm(page).user.waitFor();
    expect(pathOf(page)).toBe('/');
    await expect(title(page).textContent()).resolves.toBe('Ingrese a su Oficina Virtual');
    await expect(storedToken(page)).resolves.toBeNull();
    // The old token is dead on the server too.
    await expect(apiCall(sessionEndpoints.home, undefined, { token: token! })).resolves.toMatchObject({ status: 7 });

    // Logging in again: back on the profile page, in Spanish (the choice is stored on the server).
    await loginForm(page).user.fill(USER);
    await loginForm(page).password.fill(PASSWORD);
    await loginForm(page).ethics.check();
    await loginForm(page).submit.tap();
    await expect.poll(() => pathOf(page)).toBe('/usuario');
    await expect.poll(() => page.getByTestId('profile-language').textContent()).toContain('Español');
    await page.goto(new URL('/', page.url()).toString());
    await expect(title(page).textContent()).resolves.toBe('Hola, Juan');
    // The role is told in the profile's account card, in Spanish too (docs/decisions/0045).
    await page.goto(new URL('/usuario', page.url()).toString());
    await expect.poll(() => page.getByTestId('home-role').textContent()).toBe('Cliente');
  });

  test('the stored choice follows the person to another browser', async () => {
    const { page } = browser;
    // A fresh browser in English: after login the person's stored language (Spanish, from the story above) wins.
    await loginToHome(page, USER, PASSWORD, 'customer');
    await expect(title(page).textContent()).resolves.toBe('Hola, Juan');
  });
});
