import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { baseURL, PHONE, scrollWidth, useBrowser } from '../support/browser.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

const browser = useBrowser({ phone: true });

describe('customer service in the back office (decision 0038)', () => {
  test('finds a person by name, reads their account, ends their sessions with a reason, then answers a procedure', async () => {
    const { page } = browser;
    await staffSignIn(page, STAFF.customerService);
    // The console opens on Today (docs/decisions/0053); People is one section away.
    await page.goto(`${baseURL()}/admin/personas?lang=es`);

    // People: the server searches by the start of any word of the name.
    await page.getByTestId('people-search').fill('mamani');
    await page.getByTestId('people-search-submit').tap();
    await page.getByTestId('person-row-1000002').waitFor();
    // At 360 px the list scrolls inside its own box: the page itself never scrolls sideways.
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('person-open-1000002').tap();
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Juan Carlos Mamani Quispe');
    await expect.poll(() => page.getByTestId('person-products').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('person-payments').waitFor();
    await expectAccessible(page, 'a person in the back office');

    // A reason too short is refused next to the field, and nothing happens.
    await page.getByTestId('person-act-endSessions').tap();
    await page.getByTestId('reason-field').fill('no');
    await page.getByTestId('reason-confirm').tap();
    await expect.poll(() => page.getByTestId('reason-help').textContent()).toContain('Escriba un motivo de 5 a 300');
    await page.getByTestId('reason-field').fill('El cliente perdió su celular');
    await page.getByTestId('reason-confirm').tap();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('Juan Carlos Mamani Quispe');
    await expect
      .poll(() => page.getByTestId('person-trail').locator('tbody tr').first().textContent())
      .toContain('staff.people.endSessions');

    // Procedures: move procedure 1 of 1000001 back to review, with a note she reads.
    await page.goto(`${baseURL()}/admin/tramites?lang=es`);
    const row = page.getByTestId('procedure-row-1');
    await row.waitFor();
    await row.getByTestId('procedure-move').tap();
    await page.getByTestId('procedure-new-state').selectOption('en_revision');
    await page.getByTestId('procedure-note').fill('Recibimos su carnet, lo revisamos.');
    // Once the dialog has faded in: its colours are checked at rest.
    await expectAccessible(page, 'moving a procedure');
    await page.getByTestId('procedure-confirm').tap();
    await expect.poll(() => row.getByTestId('procedure-state').textContent()).toBe('En revisión');
    await expect.poll(() => row.textContent()).toContain('Recibimos su carnet, lo revisamos.');
  });
});
