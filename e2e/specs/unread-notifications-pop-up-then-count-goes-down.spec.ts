import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, markAllNotificationsRead } from '../support/api.ts';
import { chooseMenu, loginToHome, scrollWidth, toastWith, useBrowser } from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();
// Other stories log this adviser in too (never changing his password): each story here sets up what it counts.
const ADVISER = '2000001';
const PASSWORD = 'Asesor#2026';
/** The unread count the bell shows (its badge hides at 0, keeping its last text while it fades out). */
const unreadShown = async (page: import('playwright-core').Page) =>
  Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('unread notifications', () => {
  test('pop up after login one at a time; each one seen is marked read and the count goes down', async () => {
    const { page } = browser;
    // The adviser starts with none unread: give him three.
    await markAllNotificationsRead(ADVISER, PASSWORD);
    for (const title of ['Primera', 'Segunda', 'Tercera']) {
      await ops.notify(ADVISER, title, `Texto de la ${title.toLowerCase()}`);
    }
    await loginToHome(page, ADVISER, PASSWORD, 'adviser', { welcome: 'keep' });
    const popup = page.getByTestId('notification-popup');
    await popup.waitFor();
    // Newest first: the third one sent is the first shown, and it is read at once.
    await expect(page.getByTestId('notification-popup-item').textContent()).resolves.toContain('Tercera');
    await expect.poll(() => page.getByTestId('notification-popup-position').textContent()).toBe('1 of 3');
    await expect.poll(() => unreadShown(page)).toBe(2);
    await page.getByTestId('notification-popup-next').tap();
    await expect.poll(() => unreadShown(page)).toBe(1);
    await page.getByTestId('notification-popup-next').tap();
    await expect(page.getByTestId('notification-popup-item').textContent()).resolves.toContain('Primera');
    await expect.poll(() => unreadShown(page)).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('notification-popup-close').tap();
    await page.getByTestId('welcome-done').waitFor({ state: 'attached' });

    const token = await apiLogin(ADVISER, PASSWORD);
    expect((await apiCall(notificationEndpoints.unreadCount, undefined, { token })).data!.cantidad).toBe(0);
  });

  test('the list pages ten at a time; one is marked read from the list; offline it says so', async () => {
    const { page, context } = browser;
    for (let n = 1; n <= 11; n++) await ops.notify(ADVISER, `Aviso ${n}`, `Detalle ${n}`);
    await loginToHome(page, ADVISER, PASSWORD, 'adviser');
    await chooseMenu(page, 'notifications');
    await page.getByTestId('notifications-page').waitFor();
    await expect.poll(() => page.getByTestId('notification-row').count()).toBe(10);
    await page
      .getByTestId('notifications-pagination')
      .getByRole('button', { name: /page 2/i })
      .tap();
    const token = await apiLogin(ADVISER, PASSWORD);
    const total = (await apiCall(notificationEndpoints.page, { tipo: 1, pagina: 1 }, { token })).data!.count;
    expect(total).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('notification-row').count()).toBe(Math.min(10, total - 10));

    const before = await unreadShown(page);
    await page
      .getByTestId('notifications-pagination')
      .getByRole('button', { name: /page 1/i })
      .tap();
    await page.getByTestId('notification-mark-read').first().tap();
    await expect.poll(() => unreadShown(page)).toBe(before - 1);

    // Offline, the page warns instead of trying (spec §8).
    await context.setOffline(true);
    await chooseMenu(page, 'home');
    await chooseMenu(page, 'notifications');
    await page.getByTestId('notifications-offline').waitFor();
    await context.setOffline(false);
  });

  test('an operator notice arrives as a toast and raises the unread count of the open page', async () => {
    const { page } = browser;
    await loginToHome(page, ADVISER, PASSWORD, 'adviser');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
    );
    await page.waitForTimeout(500);
    const before = await unreadShown(page);
    await ops.notify(ADVISER, 'Reunión', 'Reunión de equipo a las 19:00');
    await toastWith(page, 'Reunión de equipo a las 19:00');
    await expect.poll(() => unreadShown(page)).toBe(before + 1);
  });
});
