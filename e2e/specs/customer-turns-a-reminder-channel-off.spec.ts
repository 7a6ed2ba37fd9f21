import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { DESK, loginToHome, openLogin, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { tapLoginToHome } from '../support/touch.ts';

type Language = 'es' | 'en' | 'pt';
const CUSTOMER = { user: '1000005', password: 'Cliente#2026' };

/** The card's title as each language reads it. */
const TITLE: Record<Language, string> = {
  es: 'Recordatorios de pago',
  en: 'Payment reminders',
  pt: 'Lembretes de pagamento',
};

/** Her channels as the server keeps them (one API session per test: the login limit counts every login). */
const channels = async (token: string) =>
  (await apiCall(profileEndpoints.reminderChannels, undefined, { token })).data!;

describe('a customer turns a payment-reminder channel off in her profile (docs/decisions/0063)', () => {
  // The demo people are shared by every story: she ends with every channel on, in English as the others expect her.
  afterAll(async () => {
    const token = await apiLogin(CUSTOMER.user, CUSTOMER.password);
    await apiCall(
      profileEndpoints.updateReminderChannels,
      { correo: true, sms: true, portal: true, push: true },
      { token },
    );
    await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, 'en');
  });

  describe('on a phone, by touch', () => {
    const browser = useBrowser();
    for (const language of ['es', 'en', 'pt'] as const) {
      test(`in ${language}: SMS off, then on again, kept by the server`, async () => {
        const { page } = browser;
        const token = await apiLogin(CUSTOMER.user, CUSTOMER.password);
        // Her stored language wins over the address's once she is in: another story may have left it in English.
        await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, language);
        await tapLoginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer', `/?lang=${language}`);
        await page.goto('/usuario');
        const card = page.getByTestId('reminder-channels-card');
        await card.waitFor();
        await expect(card.textContent()).resolves.toContain(TITLE[language]);
        const sms = page.getByTestId('reminder-channel-sms');
        await expect.poll(() => sms.isEnabled()).toBe(true);
        await sms.tap();
        await expect.poll(async () => (await channels(token)).sms).toBe(false);
        // The switch shows the server's answer once it reaches the page, which may be after the server kept it.
        await expect.poll(() => sms.isChecked()).toBe(false);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `reminder-channels-phone-${language}`, card);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
        await expect.poll(() => sms.isEnabled()).toBe(true);
        await sms.tap();
        await expect.poll(async () => (await channels(token)).sms).toBe(true);
      });
    }
  });

  describe('on a desk', () => {
    const browser = useBrowser({ context: { viewport: DESK } });
    test('e-mail off with the mouse, the other channels left on', async () => {
      const { page } = browser;
      const token = await apiLogin(CUSTOMER.user, CUSTOMER.password);
      await openLogin(page, '/?lang=es');
      await loginToHome(page, CUSTOMER.user, CUSTOMER.password);
      await page.goto('/usuario');
      const email = page.getByTestId('reminder-channel-correo');
      await expect.poll(() => email.isEnabled()).toBe(true);
      await email.click();
      await expect.poll(() => channels(token)).toEqual({ correo: false, sms: true, portal: true, push: true });
      await screenshot(page, 'reminder-channels-desk-es', page.getByTestId('reminder-channels-card'));
    });
  });
});
