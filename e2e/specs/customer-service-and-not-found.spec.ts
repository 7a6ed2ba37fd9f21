import { describe, expect, test } from 'vitest';
import { loginToHome, openLogin, PHONE, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('customer service, not found and the 360 px screen', () => {
  test('customer service shows the WhatsApp line with the +591 prefix', async () => {
    const { page } = browser;
    await page.goto('/atencion-cliente');
    await page.getByRole('heading', { name: 'Customer service' }).waitFor();
    const link = page.getByTestId('whatsapp-link');
    await expect(link.textContent()).resolves.toBe('Chat on WhatsApp');
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/591\d{8}$/);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByTestId('whatsapp-number').textContent()).resolves.toMatch(/^\+591\s?\d{8}$/);
  });

  test('the login page links to customer service', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.getByRole('link', { name: 'Customer service' }).tap();
    await page.getByTestId('whatsapp-link').waitFor();
  });

  test('an unknown address shows the not-found page, with a way back', async () => {
    const { page } = browser;
    await page.goto('/this/page/does-not-exist');
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await page.getByRole('link', { name: 'Back to the start' }).tap();
    await page.locator('input[name="user"]').waitFor();
  });

  test('a logged-in person at an unknown address also sees the not-found page', async () => {
    const { page } = browser;
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await page.goto('/no-such-page');
    await page.getByTestId('not-found').waitFor();
  });

  test('a 360 px screen has no horizontal scroll on login, home, recovery and customer service', async () => {
    const { page } = browser;
    expect(page.viewportSize()?.width).toBe(PHONE.width);

    await openLogin(page);
    await screenshot(page, 'login-360');
    await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);

    await page.goto('/recuperar-pass');
    await page.locator('input[name="ci"]').waitFor();
    await screenshot(page, 'recovery-360');
    await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);

    await page.goto('/atencion-cliente');
    await page.getByTestId('whatsapp-link').waitFor();
    await screenshot(page, 'customer-service-360');
    await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);

    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await page.getByTestId('home-adviser-message').waitFor();
    await screenshot(page, 'home-adviser-360');
    await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
  });
});
