import { subscriptionEndpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginToHome,
  openLogin,
  pathOf,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { runOpsCli } from '../support/ops.ts';

const browser = useBrowser();

async function fillCard(page: Page, number: string) {
  await page.locator('input[name="numeroTarjeta"]').fill(number);
  await page.locator('input[name="mesExpiracion"]').fill('12');
  await page.locator('input[name="anioExpiracion"]').fill('2099');
  await page.locator('input[name="cvc"]').fill('123');
}

/** A La Paz calendar day as the page writes it in Portuguese. */
const inPortuguese = (day: string) =>
  new Intl.DateTimeFormat('pt', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

describe('the international membership subscription', () => {
  test('1000001, in Portuguese on a phone, subscribes monthly by card, sees it active until the period ends, and cancels', async () => {
    const { page } = browser;
    await setStoredLanguage('1000001', 'Cliente#2026', 'pt');
    await openLogin(page, '/?lang=pt');
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');
    await chooseMenu(page, 'subscription');
    const subscriptionPage = page.getByTestId('subscription-page');
    await subscriptionPage.waitFor();
    expect(pathOf(page)).toBe('/suscripcion-travel');
    await page.getByTestId('subscription-plan-mensual').tap();

    // A mistyped card number is refused at its field; nothing is charged.
    await fillCard(page, '4111 1111 1111 1112');
    await page.getByTestId('card-submit').tap();
    await expect.poll(() => fieldMessage(page, 'numeroTarjeta')).toBe('O número do cartão não é válido.');

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByTestId('card-submit').tap();
    // The first period is confirmed like every charge (docs/decisions/0045), its amount said before the card is charged.
    await expect(page.getByTestId('payment-confirmation').textContent()).resolves.toMatch(/US\$.*Visa\s••\s1111/);
    await page.getByTestId('payment-confirm').tap();
    await toastWith(page, 'Assinatura feita');
    const status = page.getByTestId('subscription-status');
    await expect.poll(() => status.getAttribute('data-state')).toBe('activa');
    const token = await apiLogin('1000001', 'Cliente#2026');
    const { finPeriodo } = (await apiCall(subscriptionEndpoints.home, { marca: 'travel' }, { token })).data!
      .suscripcion!;
    const until = inPortuguese(finPeriodo);
    await expect(page.getByTestId('subscription-state').textContent()).resolves.toBe('Ativa');
    await expect(page.getByTestId('subscription-period').textContent()).resolves.toContain(`Paga até ${until}`);
    await expect(page.getByTestId('subscription-card').textContent()).resolves.toBe('Cartão VISA terminado em 1111');
    await expect(page.getByTestId('subscription-payments').locator('li').count()).resolves.toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'subscription-active');

    // Cancelled, it stays active until the paid period ends, and is not charged again.
    await page.getByTestId('subscription-cancel').tap();
    await page.getByTestId('subscription-confirm').tap();
    await toastWith(page, 'Assinatura cancelada');
    await expect.poll(() => status.getAttribute('data-state')).toBe('cancelada');
    await expect(page.getByTestId('subscription-period').textContent()).resolves.toContain(`Ativa até ${until}`);
    await expect(page.getByTestId('subscription-resume').isVisible()).resolves.toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'subscription-cancelled');

    // The operator's renewal run finds nothing due today: a period is charged only once it has ended.
    const run = await runOpsCli(['subscriptions-renew']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).data).toEqual({ renovadas: 0, rechazadas: 0, finalizadas: 0, fallidas: 0 });
    // Other stories read 1000001 in English.
    await setStoredLanguage('1000001', 'Cliente#2026', 'en');
  });
});
