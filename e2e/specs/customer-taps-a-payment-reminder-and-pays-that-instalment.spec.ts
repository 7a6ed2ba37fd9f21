import { amountInputText, parseAmountToCents } from '@vo/domain/money';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import type { InstalmentRow } from '@vo/domain/products/products.types';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import { DESK, loginToHome, openLogin, press, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';
import { TOUCH_PHONE, tapLoginToHome } from '../support/touch.ts';

type Language = 'es' | 'en' | 'pt';
// The demo customer keeps her password (e2e/README.md); she ends in Spanish, as seeded.
const CUSTOMER = { user: '1000001', password: 'Cliente#2026' };

/** Her owed instalments, oldest first, as a payment settles them. */
const OWED_FIRST = (rows: InstalmentRow[]) =>
  rows
    .filter((row) => (parseAmountToCents(row.saldo) ?? 0n) > 0n)
    .sort((a, b) => a.fechaVencimiento.localeCompare(b.fechaVencimiento) || a.nroCuota - b.nroCuota);

let product: { idProducto: number; owed: InstalmentRow[] };

/** The instalment `index` places after the first one due more than 8 days from today, and what paying it takes. */
function target(index: number) {
  const today = businessDateOf(new Date());
  const start = product.owed.findIndex((row) => row.fechaVencimiento > addDaysToDate(today, 8));
  const at = start + index;
  const upTo = product.owed.slice(0, at + 1);
  return {
    row: product.owed[at]!,
    earlier: product.owed.slice(0, at),
    totalCents: upTo.reduce((sum, row) => sum + (parseAmountToCents(row.saldo) ?? 0n), 0n),
  };
}

/**
 * The operator sweeps as if it were 10:00 La Paz `daysFromDue` days from the instalment's due date: the e2e
 * server runs on the real clock, and the night (21:00–08:00) may be now.
 */
async function remind(due: string, daysFromDue: number) {
  const swept = await ops.reminderSweep(`${addDaysToDate(due, daysFromDue)}T10:00:00-04:00`);
  expect(swept.data!.silencio).toBe(false);
}

/** From the notification list, her reminder of that instalment opens its payment, with the amount that pays it. */
async function tapReminderToPayment(page: import('playwright-core').Page, language: Language, index: number) {
  const { row, earlier, totalCents } = target(index);
  const link = `/realizar-pago/${product.idProducto}?cuota=${row.nroCuota}`;
  await press(page.getByTestId('notification-bell'));
  const open = page.locator(`[data-testid="notification-open"][href="${link}"]`).first();
  await open.waitFor();
  await open.scrollIntoViewIfNeeded();
  await screenshot(page, `reminder-notification-${language}`);
  await press(open);
  const linked = page.getByTestId('linked-instalment');
  await linked.waitFor();
  expect(new URL(page.url()).search).toBe(`?cuota=${row.nroCuota}`);
  await expect(linked.getAttribute('data-instalment')).resolves.toBe(String(row.nroCuota));
  await expect(linked.textContent()).resolves.toContain(String(row.nroCuota));
  // Payments settle the oldest first: the older ones owed are named as paid with it, and the amount pays all.
  await expect(page.getByTestId('linked-instalment-earlier').count()).resolves.toBe(earlier.length > 0 ? 1 : 0);
  await expect(page.locator('input[name="monto"]').inputValue()).resolves.toBe(amountInputText(totalCents, language));
  return { row };
}

describe('a customer taps her payment reminder and lands on the payment of that instalment (docs/decisions/0063)', () => {
  beforeAll(async () => {
    const token = await apiLogin(CUSTOMER.user, CUSTOMER.password);
    const products = (await apiCall(productEndpoints.list, undefined, { token })).data!.productos;
    for (const { idProducto } of products) {
      const detail = (await apiCall(productEndpoints.detail, { idProducto }, { token })).data!;
      const owed = OWED_FIRST(detail.cuotas);
      if (owed.filter((row) => row.fechaVencimiento > addDaysToDate(businessDateOf(new Date()), 8)).length >= 2) {
        product = { idProducto, owed };
        break;
      }
    }
    expect(product).toBeDefined();
  });
  // Shared demo customer: she ends in English, as the other stories expect her.
  afterAll(() => setStoredLanguage(CUSTOMER.user, CUSTOMER.password, 'en'));

  describe('on a phone, by touch', () => {
    const browser = useBrowser({ context: TOUCH_PHONE });
    for (const [language, index, daysFromDue] of [
      ['es', 0, -7],
      ['pt', 1, -1],
    ] as const) {
      test(`in ${language}: the reminder ${daysFromDue} days from the due date opens that instalment's payment`, async () => {
        const { page } = browser;
        await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, language);
        await remind(target(index).row.fechaVencimiento, daysFromDue);
        await tapLoginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer', `/?lang=${language}`);
        await tapReminderToPayment(page, language, index);
        await screenshot(page, `reminder-payment-phone-${language}`);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      });
    }
  });

  describe('on a desk', () => {
    const browser = useBrowser({ context: { viewport: DESK } });
    test('in en: on the due day, then a link to a paid or unknown instalment is only mentioned', async () => {
      const { page } = browser;
      await setStoredLanguage(CUSTOMER.user, CUSTOMER.password, 'en');
      await remind(target(1).row.fechaVencimiento, 0);
      await openLogin(page, '/?lang=en');
      await loginToHome(page, CUSTOMER.user, CUSTOMER.password, 'customer');
      await tapReminderToPayment(page, 'en', 1);
      await screenshot(page, 'reminder-payment-desk-en');
      await page.goto(`/realizar-pago/${product.idProducto}?cuota=999`);
      await page.getByTestId('linked-instalment-ignored').waitFor();
      await page.getByTestId('payment-form').waitFor();
      await screenshot(page, 'reminder-payment-ignored-en', page.getByTestId('payment-form'));
    });
  });
});
