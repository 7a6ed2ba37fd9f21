import { invoiceEndpoints } from '@vo/domain/invoice/invoice.endpoints';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin } from '../support/api.ts';
import { fieldMessage, login, PHONE, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** "Step X of N" and why, as each language says them for the first step (docs/decisions/0036). */
const firstStep = {
  es: {
    count: 'Paso 1 de 3',
    why: 'Le pedimos confirmar sus datos para poder contactarle sobre sus productos y pagos.',
  },
  pt: {
    count: 'Passo 1 de 3',
    why: 'Pedimos que confirme seus dados para podermos contatá-lo sobre seus produtos e pagamentos.',
  },
  en: {
    count: 'Step 1 of 3',
    why: 'We ask you to confirm your details so we can reach you about your products and payments.',
  },
} as const;
const stepCount = (page: import('playwright-core').Page) => page.getByTestId('first-step-count').textContent();
const stepWhy = (page: import('playwright-core').Page) => page.getByTestId('first-step-why').textContent();

/** The value a native select shows (its selected option's text). */
const selectedText = (page: import('playwright-core').Page, name: string) =>
  page.locator(`select[name="${name}"]`).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');

describe('a customer on her first steps', () => {
  test('confirms her profile (country → cities → prefix), then gives invoice data, then reads her notification', async () => {
    const { page } = browser;
    await login(page, '1000004', 'Cliente#2026');
    await page.getByTestId('home-customer').waitFor();

    // 1. The profile dialog opens by itself and cannot be skipped.
    const profile = page.getByTestId('profile-dialog');
    await profile.waitFor();
    await page.keyboard.press('Escape');
    await expect(profile.isVisible()).resolves.toBe(true);
    await expect(page.locator('input[name="correo"]').inputValue()).resolves.toBe('sofia.ribera@example.com');

    // Her first steps are three (profile, invoice data, an unread notice): each says where she is and why.
    // Nothing is saved yet, so a reload in another language asks again; English last, as the story reads it.
    for (const lang of ['es', 'pt', 'en'] as const) {
      await page.evaluate((language) => localStorage.setItem('vo.language', language), lang);
      await page.reload();
      await profile.waitFor();
      await expect.poll(() => stepCount(page)).toBe(firstStep[lang].count);
      await expect(stepWhy(page)).resolves.toBe(firstStep[lang].why);
      await screenshot(page, `first-steps-${lang}-360`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `first-steps-${lang}-1280`);
      await page.setViewportSize(PHONE);
    }

    // Choosing a country sets its prefix (with the "+" the data lacks) and loads its cities.
    await page.selectOption('select[name="paisId"]', { label: 'Argentina' });
    await expect.poll(() => page.locator('input[name="prefijo"]').inputValue()).toBe('+54');
    await page.selectOption('select[name="ciudadId"]', { label: 'Córdoba' });
    // Another country clears the city and brings its own cities.
    await page.selectOption('select[name="paisId"]', { label: 'Bolivia' });
    await expect.poll(() => page.locator('input[name="prefijo"]').inputValue()).toBe('+591');
    await expect.poll(() => selectedText(page, 'ciudadId')).not.toBe('Córdoba');
    await page.selectOption('select[name="ciudadId"]', { label: 'Cochabamba' });

    // A wrong phone is explained next to the field, and the dialog will not save.
    const phone = page.locator('input[name="telefono"]');
    await phone.fill('7789');
    await phone.blur();
    await expect
      .poll(() => fieldMessage(page, 'telefono'))
      .toBe('The cell phone number must have between 5 and 10 digits.');
    await expect(page.getByTestId('profile-submit').isDisabled()).resolves.toBe(true);
    // The decimal point and the letter e cannot even be typed.
    await phone.fill('');
    await phone.pressSequentially('7.7e890123');
    await expect(phone.inputValue()).resolves.toBe('77890123');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await page.getByTestId('profile-submit').tap();
    await page.getByTestId('profile-saved').waitFor();
    await page.getByTestId('profile-close').tap();

    // 2. Then the invoice-data form, with nothing saved yet: no cancel button.
    const invoice = page.getByTestId('invoice-dialog');
    await invoice.waitFor();
    await page.getByTestId('invoice-banner').waitFor();
    await expect(stepCount(page)).resolves.toBe('Step 2 of 3');
    await expect(stepWhy(page)).resolves.toBe('We need your invoice data to issue your receipts.');
    await expect(page.getByTestId('invoice-cancel').count()).resolves.toBe(0);
    await expect(page.locator('input[name="prefijo"]').inputValue()).resolves.toBe('+591');
    await page.selectOption('select[name="tipoDocumento"]', { value: '1' });
    const number = page.locator('input[name="nroDocumento"]');
    await number.fill('1000004A');
    await number.blur();
    await expect
      .poll(() => fieldMessage(page, 'nroDocumento'))
      .toBe('For this document type the number may only hold digits.');
    await number.fill('1000004');
    await page.locator('input[name="complemento"]').fill('1b');
    await page.locator('input[name="razonSocial"]').fill('Sofía Ribera Paz');
    await page.getByTestId('invoice-submit').tap();
    await page.getByTestId('invoice-confirmation').waitFor();
    await page.getByTestId('invoice-accept').tap();

    // 3. Then her unread notification, which is marked read once seen.
    await page.getByTestId('notification-popup').waitFor();
    await expect(stepCount(page)).resolves.toBe('Step 3 of 3');
    await expect(page.getByTestId('notification-popup-item').textContent()).resolves.toContain('Bienvenida');
    await page.getByTestId('notification-popup-close').tap();
    await page.getByTestId('welcome-done').waitFor({ state: 'attached' });

    // What the server kept: her residence and phone, and the invoice data in upper case with prefix-number.
    const token = await apiLogin('1000004', 'Cliente#2026');
    const saved = await apiCall(profileEndpoints.contactData, undefined, { token });
    expect(saved.data).toMatchObject({ actualizacionRealizada: true, paisId: 1, telefono: '77890123' });
    const data = await apiCall(invoiceEndpoints.invoiceData, undefined, { token });
    expect(data.data).toMatchObject({
      nroDocumento: '1000004',
      complemento: '1B',
      razonSocial: 'SOFÍA RIBERA PAZ',
      telefono: '+591-77890123',
    });
    expect(data.data!.idDatosFactura).toBeGreaterThan(0);
    const unread = await apiCall(notificationEndpoints.unreadCount, undefined, { token });
    expect(unread.data!.cantidad).toBe(0);

    // Next login: nothing left to ask.
    await page.reload();
    await page.getByTestId('welcome-done').waitFor({ state: 'attached' });
    await expect(profile.count()).resolves.toBe(0);
  });
});
