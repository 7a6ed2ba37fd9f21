import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  baseURL,
  DESK,
  loginToHome,
  openLogin,
  PHONE,
  PHONE_TOUCH,
  press,
  screenshot,
  useBrowser,
} from '../support/browser.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

/*
 * Issue 37, point 2 (docs/decisions/0064): two advisers, two browser contexts (their own storage, their own
 * realtime channel). 2000001 opens a free lot's payment plans; 2000002's open map shows it held with its countdown
 * and offers him no plans; 2000001 leaves, and 2000002's map shows it free again, without reloading.
 */
const browser = useBrowser({ phone: true });

const ANA = { user: '2000001', password: 'Asesor#2026' };
// The recovery story (its own account) may have changed 2000002's password before this one runs.
const BRUNO_PASSWORDS = ['Asesor#2026', 'Recuperada#2026'];
/** San Lorenzo, open with free lots (the seed's project 110); its last free lot, which the map stories leave alone. */
const MAP = '/mapa/proyecto/110';

const WORDS = {
  es: {
    back: 'Volver al mapa',
    list: 'Retenidos ahora',
    other: /^Otro asesor está mostrando este lote\. Vuelve a estar libre en \d+:\d\d/,
    state: 'Retenido por otro asesor',
  },
  en: {
    back: 'Back to the map',
    list: 'Held right now',
    other: /^Another adviser is showing this lot\. It is free again in \d+:\d\d/,
    state: 'Held by another adviser',
  },
  pt: {
    back: 'Voltar ao mapa',
    list: 'Retidos agora',
    other: /^Outro assessor está mostrando este lote\. Volta a estar livre em \d+:\d\d/,
    state: 'Retido por outro assessor',
  },
} as const;
type Language = keyof typeof WORDS;

/** The password that opens this adviser's account now (2000002's may have been changed by the recovery story). */
async function passwordOf(user: string, passwords: readonly string[]) {
  for (const candidate of passwords) {
    if (
      await apiLogin(user, candidate).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return passwords[0]!;
}

async function adviserOn(language: Language, user: string, passwords: readonly string[], phone: boolean) {
  let password = passwords[0]!;
  for (const candidate of passwords) {
    const works = await apiLogin(user, candidate).then(
      () => true,
      () => false,
    );
    if (works) {
      password = candidate;
      break;
    }
  }
  await setStoredLanguage(user, password, language);
  const context = await browser.browser.newContext({
    baseURL: baseURL(),
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(phone ? PHONE_TOUCH : { viewport: DESK }),
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await openLogin(page, `/?lang=${language}`);
  await loginToHome(page, user, password, 'adviser');
  return page;
}

/** The lot drawn on the map, in the hold layer over it, and in the list under it. */
const held = (page: Page, lotId: string) => ({
  layer: page.locator(`[data-held-lot="${lotId}"]`),
  line: page.getByTestId(`held-lot-${lotId}`),
});

const STORIES: { language: Language; phone: boolean; leaves: 'back to the map' | 'closes the page' }[] = [
  { language: 'es', phone: true, leaves: 'back to the map' },
  { language: 'en', phone: false, leaves: 'closes the page' },
  { language: 'pt', phone: true, leaves: 'back to the map' },
];

describe('a lot held live on two advisers’ maps', () => {
  // The demo advisers are shared by every story: they end in English, as the other stories expect them.
  afterAll(async () => {
    await setStoredLanguage(ANA.user, await passwordOf(ANA.user, [ANA.password]), 'en');
    await setStoredLanguage('2000002', await passwordOf('2000002', BRUNO_PASSWORDS), 'en');
  });
  for (const { language, phone, leaves } of STORIES) {
    const screen = phone ? '360' : '1280';
    test(`${language} at ${screen} px: 2000001 opens a lot's plans, 2000002's map shows it held and counting down with no plans for him; 2000001 ${leaves} and it is free again`, async () => {
      const [ana, bruno] = await Promise.all([
        adviserOn(language, ANA.user, [ANA.password], phone),
        adviserOn(language, '2000002', BRUNO_PASSWORDS, phone),
      ]);
      try {
        await bruno.goto(MAP);
        await bruno.getByTestId('lot-map').waitFor();
        const lot = bruno.locator('[data-lot][data-state="libre"]').last();
        const lotId = (await lot.getAttribute('data-lot'))!;

        // 2000001 opens its plans: the lot is hers for ten minutes, and she is told so.
        await ana.goto(`/forma-pago/lote/${lotId}`);
        await expect.poll(() => ana.getByTestId('lot-hold-own').textContent()).toMatch(/\d+:\d\d/);
        await screenshot(ana, `lot-held-own-${language}-${screen}`);

        // 2000002's open map, read before: the lot turns held over the realtime channel, counting down.
        const mark = held(bruno, lotId);
        await mark.layer.waitFor({ state: 'attached' });
        await expect(bruno.getByTestId('held-lots').getByRole('heading').textContent()).resolves.toBe(
          WORDS[language].list,
        );
        const first = Number(await mark.layer.getAttribute('data-seconds'));
        expect(first).toBeGreaterThan(9 * 60);
        await expect.poll(() => mark.layer.getAttribute('data-seconds').then(Number)).toBeLessThan(first);
        await expect(mark.line.textContent()).resolves.toMatch(/\d+:\d\d$/);

        // He taps it: its panel says who has it and for how long, and offers no payment plans.
        await press(bruno.locator(`[data-lot="${lotId}"]`));
        await expect.poll(() => bruno.getByTestId('lot-panel-held').textContent()).toMatch(WORDS[language].other);
        await expect(bruno.getByTestId('lot-state').textContent()).resolves.toBe(WORDS[language].state);
        await expect(bruno.getByTestId('lot-plans').count()).resolves.toBe(0);
        await screenshot(bruno, `lot-held-other-${language}-${screen}`);
        if (phone) {
          // The same moment on a desk's width, for the eye.
          await bruno.setViewportSize(DESK);
          await screenshot(bruno, `lot-held-other-${language}-1280-wide`);
          await bruno.setViewportSize(PHONE);
        }

        if (!phone) {
          // The console's Sales says who holds which lot of which project until when.
          const desk = await browser.browser.newContext({ viewport: DESK, serviceWorkers: 'block' });
          const staff = await desk.newPage();
          await staffSignIn(staff, STAFF.salesManager, '/admin?lang=en');
          await staff.goto(`${baseURL()}/admin/ventas?vista=lotes&lang=en`);
          const row = staff.getByTestId(`sales-held-lot-${lotId}`);
          await expect.poll(() => row.textContent()).toMatch(/^B-\d+Urbanización San Lorenzo.+· 2000001\d{1,2}:\d\d/);
          await screenshot(staff, `lot-held-console-${language}-${screen}`, staff.getByTestId('sales-held-lots'));
          await desk.close();
        }

        // 2000001 leaves the plans: the lot is free again on his map, with its plans, without a reload.
        if (leaves === 'closes the page') await ana.close();
        else await press(ana.getByRole('link', { name: WORDS[language].back }));
        await mark.layer.waitFor({ state: 'detached' });
        await expect(mark.line.count()).resolves.toBe(0);
        await bruno.getByTestId('lot-plans').waitFor();
        await expect(bruno.locator(`[data-lot="${lotId}"]`).getAttribute('data-state')).resolves.toBe('libre');
        await screenshot(bruno, `lot-free-again-${language}-${screen}`);
      } finally {
        await Promise.all([ana.context().close(), bruno.context().close()]);
      }
    });
  }
});
