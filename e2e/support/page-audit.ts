import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, smallTapTargets } from './accessibility.ts';
import { setStoredLanguage } from './api.ts';
import { chooseMenu, loginToHome, menuEntries, openLogin, pathOf } from './browser.ts';

/*
 * Every page of a role's menu walked on a Spanish phone with axe and a finger's size (decision 0030): what the
 * two "every page … is accessible" stories share, one for the visitor and the customer, one for the adviser and
 * the cashier (two files, so the run can share them between its two browsers).
 */

export const AUDITED_PEOPLE = {
  customer: { who: 'the customer', user: '1000001', password: 'Cliente#2026', role: 'customer' },
  adviser: { who: 'the adviser', user: '2000001', password: 'Asesor#2026', role: 'adviser' },
  cashier: { who: 'the cashier', user: '3000001', password: 'Cajero#2026', role: 'cashier' },
} as const;
export type AuditedPerson = (typeof AUDITED_PEOPLE)[keyof typeof AUDITED_PEOPLE];

/** Waits until the page has drawn its data: no spinner left for a moment. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  const spinners = page.locator('[role="progressbar"]:visible');
  let quietSince = Date.now();
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if ((await spinners.count()) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 400) return;
    await page.waitForTimeout(100);
  }
}

/** Axe's serious and critical findings and the controls smaller than a finger, each line saying where. */
export async function problemsOf(page: Page, name: string): Promise<string[]> {
  const axe = await axeViolations(page);
  const small = await smallTapTargets(page);
  return [...axe.map((line) => `${name}: ${line}`), ...small.map((control) => `${name}: small target ${control}`)];
}

/** Logs the person in on the Spanish login page and waits for their home. */
export async function logInInSpanish(page: Page, person: AuditedPerson): Promise<void> {
  await openLogin(page, '/?lang=es');
  // Stories share the demo people: the stored language (which wins at login) is set here, not assumed.
  await setStoredLanguage(person.user, person.password, 'es');
  await loginToHome(page, person.user, person.password, person.role);
}

/** Logs the person in (in Spanish) and checks their home, their menu and every page of it. */
export async function auditEveryPageOf(page: Page, person: AuditedPerson): Promise<void> {
  await logInInSpanish(page, person);
  await settled(page);
  const problems = await problemsOf(page, 'home');

  // The drawer stays open: the first entry followed below is home, chosen from it.
  const entries = (await menuEntries(page)).filter((id) => id !== 'logout');
  problems.push(...(await problemsOf(page, 'menu')));

  for (const id of entries) {
    await chooseMenu(page, id);
    await settled(page);
    problems.push(...(await problemsOf(page, `${id} (${pathOf(page)})`)));
  }
  expect(problems).toEqual([]);
}

/** Other stories read these people in English (the seeded language): put it back. */
export async function restoreEnglish(people: readonly AuditedPerson[]): Promise<void> {
  for (const person of people) await setStoredLanguage(person.user, person.password, 'en');
}
