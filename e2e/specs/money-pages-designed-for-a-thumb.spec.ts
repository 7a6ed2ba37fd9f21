import { productEndpoints } from '@vo/domain/products/products.endpoints';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { apiCall, apiLogin, routeOf, setStoredLanguage } from '../support/api.ts';
import { baseURL, loginToHome, PHONE, pathOf, screenshot, scrollWidth, useBrowser } from '../support/browser.ts';

/*
 * The money pages in a customer's hand (docs/decisions/0045): on a touch phone at 360 px, and at 1280 px, in
 * es, en and pt. Every interaction of a phone story is a tap.
 */
const browser = useBrowser();
const DESK = { width: 1280, height: 800 } as const;
const LANGUAGES = ['es', 'en', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];
const CURRENT = { user: '1000001', password: 'Cliente#2026' } as const;
const OVERDUE = { user: '1000002', password: 'Cliente#2026' } as const;

/** "Pagar 1.836,08 US$", "Pay $1,836.08", "Pagar US$ 1.836,08": the action with its amount, in each language. */
const PAY_WITH_AMOUNT: Record<Language, RegExp> = {
  es: /^Pagar \d{1,3}(\.\d{3})*,\d{2}\sUS\$$/,
  en: /^Pay (US)?\$\d{1,3}(,\d{3})*\.\d{2}$/,
  pt: /^Pagar US\$\s\d{1,3}(\.\d{3})*,\d{2}$/,
};

async function productsOf(person: { user: string; password: string }) {
  const token = await apiLogin(person.user, person.password);
  return (await apiCall(productEndpoints.list, undefined, { token })).data!.productos;
}

const brandSuffix = (marca: string) => (marca ? `-${marca}` : '');

/** A context like a person's phone: 360 × 740, touch, a mobile browser. */
async function phone(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: language === 'en' ? 'en-US' : language === 'es' ? 'es-BO' : 'pt-BR',
  });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

async function desk(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({ baseURL: baseURL(), viewport: DESK, locale: language });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, person: { user: string; password: string }, language: Language) {
  await setStoredLanguage(person.user, person.password, language);
  await page.goto(`/?lang=${language}`);
  await loginToHome(page, person.user, person.password, 'customer');
}

/**
 * Every amount of the page that is on more than one line: an element drawn as one line box has one client
 * rect, and is no taller than one line. Answers "text (rects, height/line)" for each that is not.
 */
async function wrappedAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-amount]'))
      .filter((element) => element.offsetParent !== null)
      .flatMap((element) => {
        const rects = element.getClientRects().length;
        const style = getComputedStyle(element);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const height = element.getBoundingClientRect().height;
        return rects === 1 && height <= line * 1.3 ? [] : [`${element.textContent} (${rects}, ${height}/${line})`];
      }),
  );
}

async function amountsShown(page: Page): Promise<number> {
  return page.locator('[data-amount]').count();
}

afterAll(async () => {
  // Other stories read the demo people in English, the seeded language.
  await setStoredLanguage(CURRENT.user, CURRENT.password, 'en');
  await setStoredLanguage(OVERDUE.user, OVERDUE.password, 'en');
});

describe('the overdue customer, first screen (docs/decisions/0045)', () => {
  for (const language of LANGUAGES) {
    test(`${language}: one red full-width "Pay <amount>", no other pay action, axe clean, at 360 with touch and at 1280`, async () => {
      const products = await productsOf(OVERDUE);
      const oldest = products
        .filter((p) => p.cuotasVencidas > 0 && p.proximaCuota)
        .sort((a, b) => (a.proximaCuota!.fechaVencimiento < b.proximaCuota!.fechaVencimiento ? -1 : 1))[0]!;
      const { context, page } = await phone(language);
      try {
        await logIn(page, OVERDUE, language);
        await expect(page.getByTestId('home-greeting').textContent()).resolves.toMatch(/Juan$/);
        // Identity is in the profile: no document, e-mail or role on the home.
        await expect(page.getByTestId('home-document').count()).resolves.toBe(0);
        const card = page.getByTestId('home-overdue-banner');
        const pay = card.getByTestId('pay-overdue');
        await expect(pay.textContent()).resolves.toMatch(PAY_WITH_AMOUNT[language]);
        // The one pay action of the page, in the first screen, as wide as its card.
        await expect(page.locator('[data-testid="pay-overdue"], [data-testid="home-pay-now"]').count()).resolves.toBe(
          1,
        );
        const box = (await pay.boundingBox())!;
        const cardBox = (await card.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
        expect(box.width).toBeGreaterThan(cardBox.width * 0.8);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // White on the overdue red: a real fill, not grey on red (contrast is checked by axe below).
        const colours = await pay.evaluate((element) => {
          const style = getComputedStyle(element);
          return { color: style.color, background: style.backgroundColor };
        });
        expect(colours).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(179, 38, 30)' });
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await expectAccessible(page, `overdue home ${language}`);
        await screenshot(page, `thumb-overdue-home-${language}-360`);

        // The amount on the button is the amount the payment offers, written the same way.
        const onButton = (await pay.locator('[data-amount]').textContent())!;
        await pay.tap();
        await page.getByTestId('payment-form').waitFor();
        expect(pathOf(page)).toMatch(new RegExp(`/realizar-pago(-[a-z]+)?/${oldest.idProducto}$`));
        const field = (await page.locator('input[name="monto"]').inputValue()).replace(/\s/g, '');
        expect(onButton.replace(/\s/g, '')).toContain(field);
      } finally {
        await context.close();
      }

      const wide = await desk(language);
      try {
        await logIn(wide.page, OVERDUE, language);
        await wide.page.getByTestId('home-overdue-banner').waitFor();
        await expectAccessible(wide.page, `overdue home ${language} 1280`);
        await screenshot(wide.page, `thumb-overdue-home-${language}-1280`);
      } finally {
        await wide.context.close();
      }
    });
  }

  test('es: the cabins and the card closed by overdue instalments offer the same full-width action', async () => {
    const { context, page } = await phone('es');
    try {
      await logIn(page, OVERDUE, 'es');
      for (const [path, testId] of [
        ['/reservar-cabana', 'cabins-blocked'],
        ['/carnet-club', 'card-reason'],
      ] as const) {
        await page.goto(path);
        const blocked = page.getByTestId(testId);
        await blocked.waitFor();
        const pay = blocked.getByTestId('pay-overdue');
        await expect(pay.textContent()).resolves.toMatch(PAY_WITH_AMOUNT.es);
        const box = (await pay.boundingBox())!;
        expect(box.width).toBeGreaterThan(PHONE.width * 0.7);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await expectAccessible(page, path);
        await screenshot(page, `thumb-blocked-${testId}-es-360`);
      }
      // The card is the season pass's: its action pays the pass's overdue instalments, the ones that close it.
      const pass = (await productsOf(OVERDUE)).find((p) => p.cuotasVencidas > 0 && p.cuotasTotales < 24)!;
      await page.getByTestId('pay-overdue').tap();
      await page.getByTestId('payment-form').waitFor();
      expect(pathOf(page)).toMatch(new RegExp(`/${pass.idProducto}$`));
    } finally {
      await context.close();
    }
  });
});

describe('money pages for a phone', () => {
  test('es: the current customer leads with her first name, the total owed and "Pagar <amount>"; her identity is in the profile', async () => {
    const { context, page } = await phone('es');
    try {
      await logIn(page, CURRENT, 'es');
      await expect(page.getByTestId('home-greeting').textContent()).resolves.toBe('Hola, María');
      await expect(page.getByTestId('home-total-owed').textContent()).resolves.toMatch(/^Debe en total \d/);
      const pay = page.getByTestId('home-pay-now');
      await expect(pay.textContent()).resolves.toMatch(PAY_WITH_AMOUNT.es);
      expect((await pay.boundingBox())!.y).toBeLessThan(PHONE.height);
      await screenshot(page, 'thumb-current-home-es-360');
      await page.getByTestId('home-profile-link').tap();
      const identity = page.getByTestId('identity-card');
      await expect(identity.getByTestId('home-document').textContent()).resolves.toBe(CURRENT.user);
      await expect(identity.getByTestId('home-role').textContent()).resolves.toBe('Cliente');
    } finally {
      await context.close();
    }
  });

  for (const language of LANGUAGES) {
    test(`${language}: a customer with no products is told what to do next, at 360 with touch`, async () => {
      const { context, page } = await phone(language);
      try {
        // The demo has no customer without products: hers are answered as none.
        await page.route(routeOf(productEndpoints.list), async (route) => {
          const answer = await route.fetch();
          const body = await answer.json();
          await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, productos: [] } } });
        });
        await logIn(page, CURRENT, language);
        const empty = page.getByTestId('home-no-products');
        await empty.waitFor();
        await expect(page.getByTestId('home-pay-now').count()).resolves.toBe(0);
        await expectAccessible(page, `home without products ${language}`);
        await screenshot(page, `thumb-home-no-products-${language}-360`);
        await page.getByTestId('home-no-products-action').tap();
        await expect.poll(() => pathOf(page)).toBe('/proyectos');
      } finally {
        await context.close();
      }
    });

    test(`${language}: the house shows its next 3 instalments and "See all", its payments agree with its schedule, and its other acts are one "More" sheet`, async () => {
      const house = (await productsOf(OVERDUE)).find((p) => p.cuotasTotales >= 24)!;
      const { context, page } = await phone(language);
      try {
        await logIn(page, OVERDUE, language);
        await page.goto(`/detalle-productos${brandSuffix(house.marca)}/${house.idProducto}`);
        const next = page.getByTestId('schedule-next');
        await next.waitFor();
        await expect(next.locator(':scope > li').count()).resolves.toBe(3);
        // "14 of 48 paid" never beside "no payments yet": the paid instalments are listed.
        expect(house.cuotasPagadas).toBeGreaterThan(0);
        await expect(page.getByTestId('payments-empty').count()).resolves.toBe(0);
        await page.getByTestId('payments-on-plan').waitFor();
        await screenshot(page, `thumb-product-${language}-360`);

        const seeAll = page.getByTestId('schedule-see-all');
        await expect(seeAll.textContent()).resolves.toContain(`(${house.cuotasTotales})`);
        await seeAll.tap();
        const table = page.getByTestId('schedule-compact');
        await expect(table.locator('tbody tr').count()).resolves.toBe(house.cuotasTotales);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, `thumb-product-schedule-${language}-360`, table);

        await page.getByTestId('product-more').tap();
        const sheet = page.getByTestId('product-more-sheet');
        await sheet.waitFor();
        const labels = (await sheet.locator('a, button').allTextContents()).map((text) => text.trim());
        // Every act named for what it does: no bare "Open".
        expect(labels).not.toContain('Abrir');
        expect(labels).not.toContain('Open');
        expect(labels.length).toBeGreaterThanOrEqual(4);
        await expectAccessible(page, `product more sheet ${language}`);
        await screenshot(page, `thumb-product-more-${language}-360`);
      } finally {
        await context.close();
      }
      const wide = await desk(language);
      try {
        await logIn(wide.page, OVERDUE, language);
        await wide.page.goto(`/detalle-productos${brandSuffix(house.marca)}/${house.idProducto}`);
        await wide.page.getByTestId('schedule-next').waitFor();
        await screenshot(wide.page, `thumb-product-${language}-1280`);
      } finally {
        await wide.context.close();
      }
    });
  }

  test('es: on every money page of both customers at 360 px, no amount wraps and nothing is wider than the screen', async () => {
    for (const person of [CURRENT, OVERDUE]) {
      const products = await productsOf(person);
      const { context, page } = await phone('es');
      try {
        await logIn(page, person, 'es');
        const pages = [
          ['/', 'customer-home'],
          ['/mi-producto', 'products-page'],
          ...products.flatMap((p) => [
            [`/detalle-productos${brandSuffix(p.marca)}/${p.idProducto}`, 'product-summary'],
            [`/realizar-pago${brandSuffix(p.marca)}/${p.idProducto}`, 'payment-form'],
          ]),
        ] as const;
        let measured = 0;
        for (const [path, ready] of pages) {
          await page.goto(path);
          await page.getByTestId(ready).first().waitFor();
          if (path.startsWith('/detalle-productos')) await page.getByTestId('schedule-see-all').tap();
          measured += await amountsShown(page);
          expect(await wrappedAmounts(page), `${person.user} ${path}`).toEqual([]);
          expect(await scrollWidth(page), `${person.user} ${path}`).toBeLessThanOrEqual(PHONE.width);
        }
        expect(measured).toBeGreaterThan(20);
      } finally {
        await context.close();
      }
    }
  });
});

describe('paying and the result', () => {
  for (const language of LANGUAGES) {
    test(`${language}: the means are a visible list, QR first where it is taken, at 360 and 1280`, async () => {
      const lot = (await productsOf(CURRENT)).find((p) => p.idProducto === 1)!;
      const { context, page } = await phone(language);
      try {
        await logIn(page, CURRENT, language);
        await page.goto(`/realizar-pago${brandSuffix(lot.marca)}/${lot.idProducto}`);
        await page.getByTestId('payment-form').waitFor();
        const means = page.locator('[data-testid^="method-"]:not([data-testid$="-panel"])');
        const ids = await means.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid')));
        expect(ids[0]).toBe(lot.qrDisponible ? 'method-qr' : 'method-card');
        expect(ids).toEqual(expect.arrayContaining(['method-card', 'method-prepaid', 'method-friend']));
        // Every means in view of the page, none scrolled off sideways.
        for (const id of ids) {
          const box = (await page.getByTestId(id!).boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
        // The amount field reads the way the page writes amounts.
        const typed = await page.locator('input[name="monto"]').inputValue();
        expect(typed).toMatch(language === 'en' ? /^\d{1,3}(,\d{3})*\.\d{2}$/ : /^\d{1,3}(\.\d{3})*,\d{2}$/);
        await expectAccessible(page, `payment means ${language}`);
        await screenshot(page, `thumb-payment-means-${language}-360`);
      } finally {
        await context.close();
      }
      const wide = await desk(language);
      try {
        await logIn(wide.page, CURRENT, language);
        await wide.page.goto(`/realizar-pago${brandSuffix(lot.marca)}/${lot.idProducto}`);
        await wide.page.getByTestId('payment-form').waitFor();
        await screenshot(wide.page, `thumb-payment-means-${language}-1280`);
      } finally {
        await wide.context.close();
      }
    });
  }

  test('es: she taps the card, confirms, and lands on her own success screen: amount, what for, receipt number, where it was sent, share and download', async () => {
    const lot = (await productsOf(CURRENT)).find((p) => p.idProducto === 1)!;
    const { context, page } = await phone('es');
    try {
      await logIn(page, CURRENT, 'es');
      await page.goto(`/realizar-pago${brandSuffix(lot.marca)}/${lot.idProducto}`);
      await page.locator('input[name="monto"]').fill('1,00');
      await page.getByTestId('method-card').tap();
      await page.locator('input[name="numeroTarjeta"]').fill('4111 1111 1111 1111');
      await page.locator('input[name="mesExpiracion"]').fill('12');
      await page.locator('input[name="anioExpiracion"]').fill('2099');
      await page.locator('input[name="cvc"]').fill('123');
      await page.getByTestId('card-submit').tap();
      await expect(page.getByTestId('payment-confirmation').textContent()).resolves.toMatch(/1,00\sUS\$/);
      await page.getByTestId('payment-confirm').tap();
      const success = page.getByTestId('payment-result');
      await success.waitFor();
      // Its own screen: the form and its title are gone.
      await expect(page.getByTestId('payment-form').count()).resolves.toBe(0);
      await expect(page.locator('main h1').textContent()).resolves.toBe('Pago recibido');
      await expect(page.getByTestId('result-amount').textContent()).resolves.toMatch(/^1,00\sUS\$$/);
      await expect(page.getByTestId('result-product').textContent()).resolves.toMatch(/^Para /);
      await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/R\d+-\d{7}/);
      await expect
        .poll(() => page.getByTestId('result-sent-to').textContent())
        .toMatch(/^Le enviamos el recibo a \S+@\S+ y por SMS al \+591/);
      await page.getByTestId('result-share').waitFor();
      await page.getByTestId('result-download-receipt').waitFor();
      expect(await wrappedAmounts(page)).toEqual([]);
      await expectAccessible(page, 'payment success');
      await screenshot(page, 'thumb-payment-success-es-360');
    } finally {
      await context.close();
    }
  });

  test('es: the plan-change amount field shows and reads amounts the way the page writes them', async () => {
    const { context, page } = await phone('es');
    try {
      await logIn(page, CURRENT, 'es');
      await page.goto('/reconfigurar-plan-pago?idProducto=1');
      const field = page.locator('input[name="cuotaInicial"]');
      await field.waitFor();
      await expect(field.inputValue()).resolves.toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      await screenshot(page, 'thumb-plan-change-es-360');
    } finally {
      await context.close();
    }
  });
});
