import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { chooseMenu, loginToHome, openLogin, PHONE, scrollWidth, useBrowser } from '../support/browser.ts';

// A phone-sized screen with a mouse: this story's point is a double press on "Pay" and on the confirmation,
// which a mouse's double click sends as two presses; a touch screen's double tap is a zoom gesture instead.
const browser = useBrowser({ context: { viewport: PHONE } });
const HOUSE = 3;

interface Instalment {
  nroCuota: number;
  saldo: string;
  estado: string;
}

describe('paying by card', () => {
  test('the overdue customer pays his oldest overdue instalment on a phone, after a wrong and a declined card, and sees it paid with its receipt', async () => {
    const { page } = browser;
    // Stories share the demo people: this one reads English messages, whatever another left (it ends his sessions).
    await setStoredLanguage('1000002', 'Cliente#2026', 'en');
    // Where his house stands now (another story may have paid something already): pay the oldest overdue one.
    const token = await apiLogin('1000002', 'Cliente#2026');
    const before = (await apiCall(productEndpoints.detail, { idProducto: HOUSE }, { token })).data!;
    const oldest = (before.cuotas as Instalment[]).find((c) => c.estado === 'VENCIDA')!;
    expect(oldest).toBeDefined();

    await openLogin(page, '/?lang=en');
    await loginToHome(page, '1000002', 'Cliente#2026');
    await chooseMenu(page, 'products');
    const card = page.getByTestId(`product-card-${HOUSE}`);
    await card.waitFor();
    await expect(card.getByTestId('product-overdue').textContent()).resolves.toContain('$');
    await card.getByTestId(`product-pay-${HOUSE}`).click();
    await page.getByTestId('payment-page').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await page.locator('input[name="monto"]').fill(oldest.saldo);
    await page.getByTestId('method-card').click();
    const form = page.getByTestId('card-form');
    await page.locator('input[name="numeroTarjeta"]').fill('4111 1111 1111 1111');
    await expect(page.getByTestId('card-brand').textContent()).resolves.toMatch(/visa/i);
    await page.locator('input[name="mesExpiracion"]').fill('12');
    await page.locator('input[name="anioExpiracion"]').fill('2020');
    await page.locator('input[name="cvc"]').fill('123');
    await page.getByTestId('card-submit').click();
    await expect.poll(() => form.textContent()).toContain('This card has expired.');

    // A card the bank declines: the message says so and nothing is charged.
    await page.locator('input[name="numeroTarjeta"]').fill('4000 0000 0000 0002');
    await page.locator('input[name="anioExpiracion"]').fill('2099');
    await page.getByTestId('card-submit').click();
    // Nothing is charged before he has seen what and with what (docs/decisions/0032).
    await expect(page.getByRole('dialog').textContent()).resolves.toMatch(
      /You will pay \$[\d,]+\.\d{2} with Visa\s••\s0002\./,
    );
    await page.getByTestId('payment-confirm').click();
    await expect.poll(() => page.getByTestId('card-refusal').textContent()).toContain('declined');
    const unchanged = (await apiCall(productEndpoints.detail, { idProducto: HOUSE }, { token })).data!;
    expect(unchanged.pagos).toHaveLength(before.pagos.length);

    await page.locator('input[name="numeroTarjeta"]').fill('4111 1111 1111 1111');
    await page.getByTestId('card-submit').dblclick();
    // A double press on the confirmation still charges once (pressed once it is on screen, as a person would).
    await page.getByRole('dialog').waitFor();
    // The page's busy backdrop (spec §2) covers everything while an action is under way: a person waits for it.
    await page.getByTestId('loading-backdrop').waitFor({ state: 'hidden' });
    await page.getByTestId('payment-confirm').dblclick();
    const receipt = (await page.getByTestId('receipt-number').textContent())!.trim();
    expect(receipt).toMatch(/R3-\d{7}/);

    // The schedule shows it paid, with that receipt; one payment was made, not two.
    await page.getByTestId('result-back').click();
    await page.getByTestId('product-detail-page').waitFor();
    // The schedule shows the next instalments; "See all" opens every one of them (docs/decisions/0045).
    await page.getByTestId('schedule-see-all').click();
    const row = page.getByTestId(`instalment-${oldest.nroCuota}`);
    await expect.poll(() => row.getAttribute('data-state')).toBe('PAGADA');
    await expect(row.textContent()).resolves.toContain(receipt.match(/R3-\d{7}/)![0]);
    const after = (await apiCall(productEndpoints.detail, { idProducto: HOUSE }, { token })).data!;
    expect(after.pagos).toHaveLength(before.pagos.length + 1);
    expect(after.cuotasVencidas).toBe(before.cuotasVencidas - 1);

    // The receipt downloads as a PDF.
    const download = page.waitForEvent('download');
    await page.getByTestId('payment-receipt-download').first().click();
    expect((await download).suggestedFilename()).toMatch(/^recibo-R3-\d{7}\.pdf$/);
  });
});
