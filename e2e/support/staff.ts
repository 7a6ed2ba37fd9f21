import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { baseURL, press } from './browser.ts';

/**
 * The demo staff (README "Demo staff accounts"; apps/server/src/seed/demo-staff.ts): one per role, with the
 * TOTP secret an authenticator app would hold.
 */
export const STAFF = {
  admin: { email: 'admin@oficinavirtual.bo', secret: 'JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA' },
  customerService: { email: 'atencion@oficinavirtual.bo', secret: 'JBSWY3DPEHPK3PXPATENCIONAAAAAAAA' },
  salesManager: { email: 'ventas@oficinavirtual.bo', secret: 'JBSWY3DPEHPK3PXPVENTASAAAAAAAAAA' },
  cashierSupervisor: { email: 'cajas@oficinavirtual.bo', secret: 'JBSWY3DPEHPK3PXPCAJASAAAAAAAAAAA' },
} as const;
export const STAFF_PASSWORD = 'Personal#2026';
export type StaffMember = (typeof STAFF)[keyof typeof STAFF];

const PERIOD_MS = 30_000;

/**
 * The last 30-second step this run used per secret: the server takes each step's code once. Kept in a file
 * named by the server's port, not in memory: every spec file is a module of its own, and two files signing the
 * same member in within half a minute would otherwise send the same code twice (the second refused).
 */
const stepsFile = () => join(tmpdir(), `vo-e2e-totp-steps-${new URL(baseURL()).port}.json`);
function lastSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(stepsFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code of the authenticator for a step this run has not used yet, as a person would wait for the next code
 * when they have just used one (at most 30 s, only when one member signs in twice in the same half minute).
 */
export async function freshCode(member: StaffMember): Promise<string> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  const steps = lastSteps();
  const last = steps[member.secret] ?? -1;
  if (step <= last) {
    await new Promise((resolve) => setTimeout(resolve, (last + 1) * PERIOD_MS - Date.now() + 50));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  writeFileSync(stepsFile(), JSON.stringify({ ...steps, [member.secret]: step }));
  return new TOTP({ secret: Secret.fromBase32(member.secret) }).generate({ timestamp: step * PERIOD_MS + 1 });
}

/** Signs a staff member in at /admin, in the browser, as they would: e-mail, password, then the code. */
export async function staffSignIn(page: Page, member: StaffMember, path = '/admin?lang=es'): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  await page.getByTestId('staff-email').fill(member.email);
  await page.getByTestId('staff-password').fill(STAFF_PASSWORD);
  await press(page.getByTestId('staff-submit'));
  await page.getByTestId('staff-code').fill(await freshCode(member));
  await press(page.getByTestId('staff-submit'));
  await page.getByTestId('staff-name').waitFor();
}
