import { describe, expect, test } from 'vitest';
import { setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  fieldMessage,
  loginForm,
  loginToHome,
  openLogin,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { ops } from '../support/ops.ts';

const browser = useBrowser();

/** A room start about 25 days ahead at 19:00 La Paz, never the last day of a month (as a datetime-local field writes it). */
function roomStart(): string {
  const day = new Date(Date.now() + 25 * 86_400_000 - 4 * 3_600_000);
  if (new Date(day.getTime() + 86_400_000).getUTCDate() === 1) day.setUTCDate(day.getUTCDate() - 1);
  return `${day.toISOString().slice(0, 10)}T19:00`;
}

describe('an adviser runs a business meeting room', () => {
  test('2000001 creates a room with 2000002 presenting, invites two prospects, 2000002 sees it, attendance is marked, history shows it', async () => {
    const { page } = browser;
    await setStoredLanguage('2000001', 'Asesor#2026', 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, '2000001', 'Asesor#2026', 'adviser');
    await chooseMenu(page, 'rooms');
    await page.getByTestId('rooms-create').tap();

    // Step 1, with a name one character short first: the message shows under the field.
    await page.locator('select[name="idModelo"]').selectOption({ label: 'Presentación de proyecto' });
    await page.locator('select[name="idCiudad"]').selectOption({ label: 'Santa Cruz de la Sierra' });
    await page.locator('input[name="nombre"]').fill('Sala');
    await page.locator('input[name="direccion"]').fill('Av. Beni 320, segundo piso');
    await page.getByTestId('create-room-next').tap();
    await expect.poll(() => fieldMessage(page, 'nombre')).toBe('The event name must have 5 to 120 characters.');
    await page.locator('input[name="nombre"]').fill('Lanzamiento Las Palmeras');
    await page.getByTestId('create-room-next').tap();
    await page.locator('input[name="fechaHora"]').fill(roomStart());
    await page.locator('input[name="capacidad"]').fill('25');
    await page.getByTestId('create-room-next').tap();
    await page.locator('input[name="organizadorNombre"]').fill('Carlos Suárez');
    await page.locator('input[name="organizadorTelefono"]').fill('74567890');
    await page.getByTestId('create-room-next').tap();
    await page.locator('input[name="presentador"]').fill('2000002');
    await expect.poll(() => fieldMessage(page, 'presentador')).toBe('Adviser: Lucía Beatriz Arce Montaño');
    await page.getByTestId('create-room-next').tap();
    await page.getByTestId('create-room-review').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('create-room-submit').tap();
    await toastWith(page, 'Room created.');
    await page.getByTestId('room-page').waitFor();
    await expect(page.getByTestId('room-state').textContent()).resolves.toBe('Scheduled');
    const roomUrl = new URL(page.url()).pathname;

    // Two prospects: one by e-mail only, one by phone only; each gets the invitation.
    for (const [name, contact, field, value] of [
      ['Jimena Salvatierra', 'E-mail only', 'correo', 'jimena.salvatierra@example.com'],
      ['Óscar Mercado', 'Phone only', 'telefono', '76543210'],
    ] as const) {
      await page.getByTestId('room-invite').tap();
      await page.locator('input[name="nombre"]').fill(name);
      if (contact === 'Phone only') await page.getByLabel('Phone only').check();
      await page.locator(`input[name="${field}"]`).fill(value);
      await page.getByTestId('invite-submit').tap();
      await toastWith(page, `Invitation sent to ${name}.`);
      await page.getByTestId('room-page').waitFor();
    }
    await expect(page.getByTestId('room-seats').textContent()).resolves.toBe('2 of 25');
    await expect(page.getByTestId('room-prospects').locator('li').count()).resolves.toBe(2);
    expect((await ops.outbox('jimena.salvatierra@example.com'))[0]?.body).toContain('Lanzamiento Las Palmeras');
    expect((await ops.outbox('76543210'))[0]?.body).toContain('Carlos Eduardo Suárez Justiniano');

    // Attendance: the demo room of 2000001 starts within the hour, so it is open for marking now.
    await chooseMenu(page, 'rooms');
    await page.getByTestId('rooms-upcoming').getByText('Presentación de negocio Santa Cruz').tap();
    await page.getByTestId('room-attendance').tap();
    const ramiro = page.getByTestId('attendance-page').locator('li', { hasText: 'Ramiro Vaca Díez' });
    await ramiro.getByTestId('attendance-yes').tap();
    await expect.poll(() => ramiro.getByTestId('invitation-attended').textContent()).toBe('Came');

    // The guest history shows it, and the room history holds the new room.
    await chooseMenu(page, 'rooms');
    await page.getByTestId('rooms-guest-history').tap();
    const row = page.getByTestId('guest-history-page').locator('li', { hasText: 'Ramiro Vaca Díez' });
    await expect(row.getByTestId('invitation-attended').textContent()).resolves.toBe('Came');
    await chooseMenu(page, 'rooms');
    await page.getByTestId('rooms-history').tap();
    await page.getByTestId('room-history').getByText('Lanzamiento Las Palmeras').waitFor();
    await chooseMenu(page, 'logout');
    await loginForm(page).user.waitFor();

    // The presenter sees the room among theirs, with everyone's prospects.
    await loginToHome(page, '2000002', 'Asesor#2026', 'adviser');
    await chooseMenu(page, 'rooms');
    const theirs = page.getByTestId('rooms-upcoming').locator('li', { hasText: 'Lanzamiento Las Palmeras' });
    await expect(theirs.textContent()).resolves.toContain('Presenter');
    await page.goto(roomUrl);
    await page.getByTestId('room-prospects').getByText('jimena.salvatierra@example.com').waitFor();
  });
});
