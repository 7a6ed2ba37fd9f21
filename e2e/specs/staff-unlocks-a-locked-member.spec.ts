import { staffAuthEndpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { STAFF, STAFF_PASSWORD, staffSignIn } from '../support/staff.ts';

const browser = useBrowser();
const signInStep = (clave: string) =>
  apiCall(staffAuthEndpoints.login, { correo: STAFF.salesManager.email, clave }, { language: 'es' });

describe('a staff member locked out by wrong passwords (docs/decisions/0042)', () => {
  test('five wrong passwords lock the sales manager; the administrator sees it in Configuration and unlocks it with a reason', async () => {
    for (let i = 0; i < 5; i++) await signInStep(`Equivocada#${i}`);
    const locked = await signInStep(STAFF_PASSWORD);
    expect(locked.code).toBe('staff.locked');
    expect(locked.message).toContain('pida a un administrador que desbloquee su acceso');

    const { page } = browser;
    await staffSignIn(page, STAFF.admin, '/admin/configuracion?lang=es');
    await page.getByTestId('staff-members').waitFor();
    const unlock = page.locator('[data-testid^="staff-unlock-"]');
    await expect.poll(() => unlock.count()).toBe(1);
    await expect.poll(() => page.getByTestId('staff-members').textContent()).toContain('Bloqueado hasta');
    await expectAccessible(page, 'configuration, a staff member locked');
    await unlock.tap();
    await page.getByTestId('reason-field').fill('Llamó desde su interno y confirmó quién es');
    await page.getByTestId('reason-confirm').tap();
    await expect.poll(() => unlock.count()).toBe(0);

    expect((await signInStep(STAFF_PASSWORD)).status).toBe(0);
  });
});
