import { communicationEndpoints } from '@vo/domain/communication/communication.endpoints';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall } from '../support/api.ts';
import { baseURL, loginToHome, PHONE_TOUCH, toastWith, useBrowser } from '../support/browser.ts';
import { laPazDateTime } from '../support/ops.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

const browser = useBrowser();
const CUSTOMER = { user: '1000005', password: 'Cliente#2026' } as const;

/** "2026-12-05T19:30" for a datetime-local field, on La Paz wall clocks (UTC-4, no daylight saving). */
const laPazLocal = (instant: Date) => {
  const [day, month, rest] = laPazDateTime(instant).split('/') as [string, string, string];
  const [year, time] = rest.split(' ') as [string, string];
  return `${year}-${month}-${day}T${time.slice(0, 5)}`;
};

/** The staff token the console keeps in sessionStorage: the clean-up closes what the story left. */
const staffTokenOf = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token?: string } | null;
      if (value && typeof value.token === 'string') return value.token;
    }
    return null;
  });

async function closeWindowsStartingAt(token: string, start: string) {
  const options = { token, headers: { agente: '1' } };
  const list = await apiCall(communicationEndpoints.windows, undefined, options);
  for (const row of list.data?.filas ?? []) {
    if (row.inicio === start && row.estado !== 'pasado') {
      await apiCall(communicationEndpoints.closeWindow, { id: row.id }, options);
    }
  }
}

describe('the back office’s communication', () => {
  // The e2e run shares one server: a window this story scheduled must never stay behind.
  let cleanUp: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanUp?.();
    cleanUp = null;
  });

  test('an administrator schedules maintenance hours ahead, sees the countdown users will see, and cancels it', async () => {
    const { page } = browser;
    await staffSignIn(page, STAFF.admin, '/admin/comunicacion?lang=en');
    // Minutes apart from any other run's window, so this one is found by its start.
    const start = new Date(Date.now() + (3 * 60 + Math.floor(Math.random() * 50)) * 60_000);
    const end = new Date(start.getTime() + 3_600_000);
    const startText = `${laPazDateTime(start).slice(0, 16)}:00`;
    const token = await staffTokenOf(page);
    cleanUp = async () => {
      if (token) await closeWindowsStartingAt(token, startText);
    };

    await page.getByTestId('maintenance-start').fill(laPazLocal(start));
    await page.getByTestId('maintenance-end').fill(laPazLocal(end));
    await page.getByTestId('maintenance-schedule').tap();
    await toastWith(page, 'Maintenance window scheduled.');
    // The row writes its start in the page's language ("December 5, 2026 at 7:30 PM"), La Paz time.
    const written = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/La_Paz',
    }).format(start);
    const row = page
      .locator('[data-testid^="maintenance-row-"]')
      .filter({ hasText: new RegExp(written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s')) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Starts in 0[23]:\d\d:\d\d/);
    await expectAccessible(page, 'communication: maintenance');

    await row.getByRole('button', { name: 'Cancel' }).tap();
    await toastWith(page, 'Maintenance window closed.');
    await expect.poll(() => row.count()).toBe(0);
  });

  test('customer service sends a notice to one customer, whose open portal shows it at once', async () => {
    const { page, browser: chromium } = browser;
    const portal = await chromium.newContext({ baseURL: baseURL(), ...PHONE_TOUCH });
    cleanUp = () => portal.close();
    const customerPage = await portal.newPage();
    await loginToHome(customerPage, CUSTOMER.user, CUSTOMER.password);
    await customerPage.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
    );

    await staffSignIn(page, STAFF.customerService, '/admin/comunicacion?lang=en');
    await page.getByTestId('communication-tab-messages').tap();
    const text = `Your new statement is ready (${Date.now()}).`;
    await page.getByTestId('message-ci').fill(CUSTOMER.user);
    await page.getByTestId('message-title').fill('Statement');
    await page.getByTestId('message-text').fill(text);
    await page.getByTestId('message-send').tap();
    await toastWith(page, 'Sent to 1 person.');
    await toastWith(customerPage, text);

    // A refusal is told next to its field.
    await page.getByTestId('message-ci').fill('999999999');
    await page.getByTestId('message-title').fill('Nobody');
    await page.getByTestId('message-text').fill('Nobody.');
    // The success toast still covers the button on a phone: Enter in the title sends the form the same way.
    await page.getByTestId('message-title').press('Enter');
    await expect
      .poll(() => page.locator('[id$="-helper-text"]').allTextContents())
      .toContain('Nobody has that document number.');

    await page.getByTestId('communication-tab-outbox').tap();
    await page.getByTestId('outbox-search').waitFor();
    await expectAccessible(page, 'communication: outbox');
  });
});
