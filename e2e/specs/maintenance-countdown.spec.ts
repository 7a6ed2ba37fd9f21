import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chooseMenu, loginForm, loginToHome, useBrowser } from '../support/browser.ts';
import { laPazDateTime, ops, runOpsCli } from '../support/ops.ts';

const browser = useBrowser();

const countdown = (page: import('playwright-core').Page) => ({
  days: page.getByTestId('countdown-days'),
  hours: page.getByTestId('countdown-hours'),
  minutes: page.getByTestId('countdown-minutes'),
  seconds: page.getByTestId('countdown-seconds'),
});

describe('maintenance countdown', () => {
  beforeAll(async () => {
    await ops.maintenanceOff();
  });
  // Maintenance blocks every other story: it must be off when this file ends, whatever happened.
  afterAll(async () => {
    await ops.maintenanceOff();
  });

  test('the operator starts a 2-day window with the CLI: a fresh page shows the countdown ticking', async () => {
    const { page } = browser;
    // Two days and 90 seconds from now, written on La Paz clocks as the operator would.
    const until = laPazDateTime(new Date(Date.now() + 2 * 86_400_000 + 90_000));
    const cli = await runOpsCli(['maintenance', 'on', '--until', until]);
    expect(cli.stderr).not.toMatch(/could not reach/);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain(until);

    await page.goto('/');
    await page.getByTestId('maintenance-screen').waitFor();
    await page.getByRole('heading', { name: 'In maintenance' }).waitFor();
    await page.getByText('We will be back in').waitFor();
    // 2 days, 0 hours and one minute and some seconds left when the page opens (well under 90 s after the CLI).
    const { days, hours, minutes, seconds } = countdown(page);
    await expect(days.textContent()).resolves.toBe('02');
    await expect(hours.textContent()).resolves.toBe('00');
    await expect(minutes.textContent()).resolves.toMatch(/^0[01]$/);
    await expect(loginForm(page).user.count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);

    // The seconds tick.
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3_000 }).not.toBe(first);
  });

  test('a short window counts down to zero; "Try again", pressed as soon as it appears, shows the login page', async () => {
    const { page } = browser;
    await ops.maintenanceOff();
    await ops.maintenanceOn(new Date(Date.now() + 5_000));

    await page.goto('/');
    await page.getByTestId('maintenance-screen').waitFor();
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor({ timeout: 15_000 });
    const { days, hours, minutes, seconds } = countdown(page);
    for (const part of [days, hours, minutes, seconds]) await expect(part.textContent()).resolves.toBe('00');

    // The window is over when the countdown says so: the portal must be back.
    await retry.tap();
    await loginForm(page).user.waitFor({ timeout: 5_000 });
    await expect(page.getByTestId('maintenance-screen').count()).resolves.toBe(0);
  });

  test('a logged-in person is taken to the maintenance screen, and back to the portal when it ends', async () => {
    const { page } = browser;
    await loginToHome(page, '1000001', 'Cliente#2026', 'customer');

    await ops.maintenanceOn(new Date(Date.now() + 3_600_000));
    // The next call to the API answers status 5: the whole app becomes the maintenance screen.
    await chooseMenu(page, 'customer-service');
    await chooseMenu(page, 'home');
    await page.getByTestId('maintenance-screen').waitFor();
    await expect(countdown(page).hours.textContent()).resolves.toMatch(/^0[01]$/);

    await ops.maintenanceOff();
    await page.reload();
    await page.getByTestId('home-customer').waitFor();
  });

  test('the operator ends maintenance with the CLI: a reload shows the login page again', async () => {
    const { page } = browser;
    await ops.maintenanceOn(new Date(Date.now() + 3_600_000));
    await page.goto('/');
    await page.getByTestId('maintenance-screen').waitFor();

    const cli = await runOpsCli(['maintenance', 'off']);
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ status: 0 });

    await page.reload();
    await loginForm(page).user.waitFor();
    await expect(page.getByTestId('maintenance-screen').count()).resolves.toBe(0);
  });
});
