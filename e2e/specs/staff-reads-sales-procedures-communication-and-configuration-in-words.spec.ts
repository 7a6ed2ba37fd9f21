import { peopleEndpoints } from '@vo/domain/people/people.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall } from '../support/api.ts';
import { baseURL, DESK, PHONE, press, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';
import { STAFF, staffSignIn } from '../support/staff.ts';

/** What each language calls the things this story looks for (packages/domain/src/i18n/back-office). */
const WORDS = {
  es: {
    sales: 'Ventas',
    tabs: ['Prerreservas', 'Lotes de un proyecto', 'Posiciones'],
    bestSellers: ['Puesto', 'Asesor', 'Ventas', 'Monto vendido'],
    procedures: 'Trámites',
    communication: 'Comunicación',
    channels: ['Correo', 'SMS'],
    configuration: 'Funciones y límites',
  },
  en: {
    sales: 'Sales',
    tabs: ['Pre-reservations', 'Lots of a project', 'Standings'],
    bestSellers: ['Position', 'Adviser', 'Sales', 'Amount sold'],
    procedures: 'Procedures',
    communication: 'Communication',
    channels: ['E-mail', 'SMS'],
    configuration: 'Flags and limits',
  },
  pt: {
    sales: 'Vendas',
    tabs: ['Pré-reservas', 'Lotes de um projeto', 'Classificação'],
    bestSellers: ['Posição', 'Assessor', 'Vendas', 'Valor vendido'],
    procedures: 'Trâmites',
    communication: 'Comunicação',
    channels: ['E-mail', 'SMS'],
    configuration: 'Funções e limites',
  },
} as const;
type Language = keyof typeof WORDS;

/** The wire's raw forms this story must never find on a page: a La Paz wall clock, a month as "2026-11". */
const WALL_CLOCK = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/;
const YEAR_MONTH = /\b\d{4}-\d{2}\b/;

/** The staff token the console keeps in sessionStorage, for the one call a person would make elsewhere. */
const staffTokenOf = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token?: string } | null;
      if (value && typeof value.token === 'string') return value.token;
    }
    return null;
  });

/**
 * The outbox starts empty on a fresh server: customer service sends 1000001 a recovery code (as people-admin's act
 * does), so the outbox has a row whose channel and dates the story reads.
 */
async function aMessageInTheOutbox(page: Page) {
  const token = (await staffTokenOf(page)) ?? '';
  const found = await apiCall(peopleEndpoints.search, { buscar: '1000001' }, { token });
  const idPersona = found.data?.filas?.[0]?.idPersona;
  expect(idPersona, JSON.stringify(found)).toBeTypeOf('number');
  const sent = await apiCall(
    peopleEndpoints.sendRecoveryCode,
    { idPersona: idPersona!, motivo: 'La clienta pidió un código nuevo por teléfono' },
    { token },
  );
  expect(sent.status).toBe(0);
}

/** The bounding boxes of a field's label and of its control do not cross: the label sits above the value. */
async function labelClearOfValue(page: Page, testId: string) {
  const control = page.getByTestId(testId);
  const id = await control.getAttribute('id');
  const label = page.locator(`label[for="${id}"]`);
  const [field, words] = [await control.boundingBox(), await label.boundingBox()];
  expect(field && words, testId).toBeTruthy();
  // Shrunk, the label straddles the outline's top edge; across the value, its bottom would fall far inside.
  expect(words!.y + words!.height).toBeLessThanOrEqual(field!.y + 12);
}

async function readsTheSections(page: Page, language: Language, width: number) {
  const words = WORDS[language];
  const shot = (name: string) => screenshot(page, `console-sections-${width}-${language}-${name}`);
  const go = async (path: string) => {
    await page.goto(`${baseURL()}/admin/${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  };

  // Sales: three tabs, the first without a `vista`; each tab is an address of its own.
  await go('ventas');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.sales);
  const tabs = page.getByRole('tablist', { name: words.sales, exact: true }).getByRole('tab');
  await expect.poll(() => tabs.allTextContents()).toEqual([...words.tabs]);
  await page.getByTestId('sales-chart-summary').waitFor();
  await page.locator('figure svg').first().waitFor();
  // The by-project chart's legend names its three series, each its own swatch (colour and pattern).
  const legend = page.locator('figure').first().locator('ul li');
  await expect.poll(() => legend.count()).toBe(3);
  const fills = await legend
    .locator('svg > rect')
    .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
  expect(new Set(fills).size).toBe(3);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
  await expectAccessible(page, `sales, pre-reservations (${language}, ${width} px)`);
  await shot('sales-prereservations');

  await press(page.getByTestId('sales-tab-lotes'));
  await expect.poll(() => new URL(page.url()).searchParams.get('vista')).toBe('lotes');
  await press(page.getByTestId('sales-lots-project'));
  await press(page.getByRole('option', { name: 'Urbanización Las Palmeras' }));
  await page.getByTestId('lot-map').waitFor();
  await page.getByTestId('sales-lot-counts').waitFor();
  await expectAccessible(page, `sales, lots (${language}, ${width} px)`);
  await shot('sales-lots');

  await press(page.getByTestId('sales-tab-posiciones'));
  await expect.poll(() => new URL(page.url()).searchParams.get('vista')).toBe('posiciones');
  await page.getByTestId('sales-race-over-time').locator('svg').first().waitFor();
  const bestSellers = page.getByTestId('sales-best-sellers');
  await expect.poll(() => bestSellers.locator('th').allTextContents()).toEqual([...words.bestSellers]);
  // The month is words ("noviembre de 2026"), never the wire's "2026-11".
  const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.join(' ')).not.toMatch(YEAR_MONTH);
  await expectAccessible(page, `sales, standings (${language}, ${width} px)`);
  await shot('sales-standings');
  // A reload opens the same tab.
  await page.reload();
  await expect
    .poll(() => page.getByTestId('sales-tab-posiciones').getAttribute('aria-selected'), { timeout: 10_000 })
    .toBe('true');

  // Procedures: the state filter's label stays above "all states"; the total is a counted noun.
  await go('tramites');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.procedures);
  await page.getByTestId('procedures-total').waitFor();
  await labelClearOfValue(page, 'procedures-state-filter');
  await expectAccessible(page, `procedures (${language}, ${width} px)`);
  await shot('procedures');

  // Communication: the outbox says its channels in words and its moments in the language.
  await go('comunicacion');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.communication);
  await press(page.getByTestId('communication-tab-outbox'));
  const firstRow = page.locator('[data-testid^="outbox-row-"]').first();
  await firstRow.waitFor();
  const channel = await firstRow.locator('.MuiChip-label').first().textContent();
  expect(words.channels as readonly string[]).toContain(channel);
  expect(await firstRow.textContent()).not.toMatch(WALL_CLOCK);
  await expectAccessible(page, `communication, outbox (${language}, ${width} px)`);
  await shot('communication-outbox');

  // Configuration: companies by name, amounts in dollars, blackout windows with their dates in words.
  await go('configuracion');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.configuration);
  await expect
    .poll(() => page.getByTestId('setting-value-companiesWithoutQr').textContent())
    .toContain('Club Deportivo Oriente Abonos');
  const blackouts = (await page.getByTestId('setting-value-paymentBlackouts').textContent()) ?? '';
  expect(blackouts).toContain('Parque de Aguas y Cabañas S.A.');
  expect(blackouts).not.toMatch(WALL_CLOCK);
  expect(await page.getByTestId('setting-value-cardTransactionLimitCents').textContent()).toMatch(/3[.,]500[.,]00/);
  expect(await page.getByTestId('settings-list').textContent()).not.toMatch(/especificación|specification|Spec value/);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
  await expectAccessible(page, `configuration (${language}, ${width} px)`);
  await shot('configuration');
}

/** Signs the administrator in, gives the outbox a row, and reads every section in the three languages. */
async function readsEverySectionIn(languages: readonly Language[], page: Page, width: number) {
  // The charts honour a person's "reduce motion": drawn at once, the pictures show them whole, not growing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await staffSignIn(page, STAFF.admin, '/admin?lang=es');
  await aMessageInTheOutbox(page);
  for (const language of languages) await readsTheSections(page, language, width);
}

// Each language is walked once, at one width or the other: the desk in es and en, the phone in pt (the longest
// words, on the narrowest screen). Every width and every language is read; the catalogue's own test holds the
// three languages to the same keys. Walking all three at both widths took 40–60 s a test alone and up to 150 s
// beside two other shards on a slow day, the most of any story (docs/decisions/0011).
const WALK = { timeout: 300_000 };

describe('the console’s sections read as words in es, en and pt (es and en at a desk, pt on a phone)', () => {
  describe('on a desk at 1280 px', () => {
    const desk = useBrowser({ context: { viewport: DESK } });
    test('the administrator reads Sales in tabs, Procedures, the outbox and Configuration', WALK, async () => {
      await readsEverySectionIn(['es', 'en'], desk.page, DESK.width);
    });
  });

  describe('on a phone at 360 px, by touch', () => {
    const phone = useBrowser({ phone: true });
    test('the administrator reads Sales in tabs, Procedures, the outbox and Configuration', WALK, async () => {
      await readsEverySectionIn(['pt'], phone.page, PHONE.width);
    });
  });
});
