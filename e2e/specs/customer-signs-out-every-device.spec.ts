import { apiPathOf } from '@vo/domain/endpoint';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { describe, expect, test } from 'vitest';
import {
  chooseMenu,
  loginForm,
  loginToHome,
  openLogin,
  storedToken,
  toastWith,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

// 1000005: her passwords stay; only her sessions end, and this story opens the only one it ends.
const CUSTOMER = { user: '1000005', password: 'Cliente#2026' };

describe('a customer who lost her phone signs out every device (docs/decisions/0041)', () => {
  test('from her profile, once she types her password; she is back at login and her old session is over', async () => {
    const { page } = browser;
    await openLogin(page);
    await loginToHome(page, CUSTOMER.user, CUSTOMER.password);
    const token = await storedToken(page);

    await chooseMenu(page, 'profile');
    await page.getByTestId('sign-out-everywhere-button').tap();
    const dialog = page.getByTestId('sign-out-everywhere-dialog');
    const password = dialog.locator('input[name="actual"]');
    await password.fill('Equivocada#2031');
    await page.getByTestId('sign-out-everywhere-submit').tap();
    await expect.poll(() => dialog.textContent()).toContain('The current password is not correct');
    expect(await storedToken(page)).toBe(token);

    await password.fill(CUSTOMER.password);
    await page.getByTestId('sign-out-everywhere-submit').tap();
    await toastWith(page, 'Every device is signed out');
    await loginForm(page).user.waitFor();
    expect(await storedToken(page)).toBeNull();

    // The token the page held opens nothing any more.
    const home = await page.evaluate(
      async ({ old, path }) => {
        const answer = await fetch(path, { headers: { agente: '109', token: old ?? '' } });
        return (await answer.json()).status;
      },
      { old: token, path: apiPathOf(sessionEndpoints.home) },
    );
    expect(home).toBe(7);
  });
});
