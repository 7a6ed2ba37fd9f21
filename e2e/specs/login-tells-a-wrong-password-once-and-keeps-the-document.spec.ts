import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { setStoredLanguage } from '../support/api.ts';
import {
  baseURL,
  DESK,
  loginForm,
  loginToHome,
  openLogin,
  openMenu,
  press,
  screenshot,
  tick,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser({ phone: true });

type Language = 'es' | 'en' | 'pt';
const WORDS: Record<Language, { wrong: string; service: string }> = {
  es: { wrong: 'El número de documento o la contraseña no son correctos.', service: 'Atención al cliente' },
  en: { wrong: 'The document number or the password is not correct.', service: 'Customer service' },
  pt: { wrong: 'O número do documento ou a senha não estão corretos.', service: 'Atendimento ao cliente' },
};
// Nobody has this document: the story's wrong tries lock no demo person's account.
const NOBODY = '1234567';

/** A wrong password, told once: in the form, above its button, and in no toast over the page's links. */
async function tryWrongPassword(page: Page, language: Language) {
  await openLogin(page, `/?lang=${language}`);
  const form = loginForm(page);
  await form.user.fill(NOBODY);
  await form.password.fill('Wrong#2026x');
  await tick(form.ethics);
  await press(form.submit);
  await form.error.waitFor();
  await expect(form.error.textContent()).resolves.toBe(WORDS[language].wrong);
  // Give a toast the time it would take to show: none comes.
  await page.waitForTimeout(600);
  await expect(page.getByTestId('toast').count()).resolves.toBe(0);
  await expect(page.getByText(WORDS[language].wrong).count()).resolves.toBe(1);
  // "Customer service" is there to tap, covered by nothing.
  const service = page.getByRole('link', { name: WORDS[language].service });
  const box = (await service.boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop).toBe(WORDS[language].service);
}

describe('the login tells a wrong password once and keeps the document typed', () => {
  for (const language of ['es', 'en', 'pt'] as const) {
    test(`in ${language}, a wrong password is told once, in the form, and "Customer service" stays uncovered (360 px, touch)`, async () => {
      const { page } = browser;
      await tryWrongPassword(page, language);
      await screenshot(page, `login-wrong-password-${language}-360`);
      if (language === 'es') await expectAccessible(page, 'login with a wrong password');
    });
  }

  test('on a desk, the wrong password is told once too (1280 px)', async () => {
    const desk = await browser.browser.newContext({ baseURL: baseURL(), viewport: DESK, serviceWorkers: 'block' });
    try {
      const page = await desk.newPage();
      await tryWrongPassword(page, 'es');
      await screenshot(page, 'login-wrong-password-es-1280');
    } finally {
      await desk.close();
    }
  });

  test('asked to log in again after changing the language, the person finds the document already typed', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
    await openLogin(page, '/?lang=es');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await openMenu(page);
    await page.locator('.MuiDrawer-paper select[name="lenguaje"]').selectOption('en');
    await press(page.getByTestId('language-change-confirm'));
    await toastWith(page, 'Language changed');
    const form = loginForm(page);
    await form.user.waitFor();
    await expect(form.user.inputValue()).resolves.toBe('1000001');
    await screenshot(page, 'login-after-language-change-en-360');
    // Only the password is left to give.
    await form.password.fill('Cliente#2026');
    await tick(form.ethics);
    await press(form.submit);
    await page.getByTestId('home-customer').waitFor();
    await setStoredLanguage('1000001', 'Cliente#2026', 'es');
  });
});
