import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { EndpointInput } from '@vo/domain/endpoint';
import { invoiceEndpoints } from '@vo/domain/invoice/invoice.endpoints';
import { membershipEndpoints } from '@vo/domain/memberships/memberships.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, setStoredLanguage } from '../support/api.ts';
import {
  chooseMenu,
  loginToHome,
  openLogin,
  pathOf,
  screenshot,
  scrollWidth,
  toastWith,
  useBrowser,
} from '../support/browser.ts';
import { fillBuyer } from '../support/buyer-form.ts';
import { ops } from '../support/ops.ts';

// Phone stories are touched, not clicked.
const browser = useBrowser({ context: { hasTouch: true, isMobile: true } });

/** This story's own buyer: nobody else knows her, so what she finds is what the adviser sold her. */
const BUYER = { ci: '8860001', email: 'valeria.rivero@example.com', password: 'Compradora#2026' };
const ADVISER = { ci: '2000001', password: 'Asesor#2026' };

const key = (what: string) => ({ 'idempotency-key': `e2e-sells-${what}-${Date.now()}` });

/** Reserve and buy one of the adviser's pre-reservations through the API, as the page would. */
async function reserveAndBuy(token: string, id: number) {
  const steps = [
    ['reservar', prereservationEndpoints.reserve],
    ['comprar', prereservationEndpoints.purchase],
  ] as const;
  for (const [step, endpoint] of steps) {
    const done = await apiCall(endpoint, { idPrereserva: id }, { token, headers: key(`${step}-${id}`) });
    expect(done.status, `${step} ${id}: ${done.message}`).toBe(0);
  }
}

/** The buyer as the API forms send her (the same person the page typed in). */
const buyerWire: EndpointInput<typeof membershipEndpoints.prereserve>['cliente'] = {
  nombres: 'Valeria',
  apellidoPaterno: '',
  apellidoMaterno: 'Rivero',
  nacionalidad: 'Boliviana',
  tipoDocumento: 1,
  nroDocumento: BUYER.ci,
  complemento: '',
  expedidoEn: 'Santa Cruz',
  fechaNacimiento: '1987-07-21',
  genero: 'F',
  paisResidencia: 1,
  ciudadResidencia: 1003,
  celular: '77788899',
  correo: BUYER.email,
  direccion: 'Av. Alemana 4to anillo 1200',
  ciudadNacimiento: 'Santa Cruz',
  profesion: 'Ingeniera',
  actividadComercial: 'Construcción',
  funcionarioPublico: false,
};

describe('an adviser sells each kind of product, and the customer finds each with what it brings', () => {
  test('2000001 pre-reserves and buys a season pass on the phone, and a lot and a membership for the same buyer', async () => {
    const { page } = browser;
    await setStoredLanguage(ADVISER.ci, ADVISER.password, 'en');
    await openLogin(page, '/?lang=en');
    await loginToHome(page, ADVISER.ci, ADVISER.password, 'adviser');
    const token = await apiLogin(ADVISER.ci, ADVISER.password);

    await chooseMenu(page, 'memberships');
    await page.getByTestId('season-pass-links').getByRole('link', { name: 'Special pass' }).tap();
    await page.getByTestId('season-pass-page').waitFor();
    await fillBuyer(page, {
      nroDocumento: BUYER.ci,
      correo: BUYER.email,
      nombres: 'Valeria',
      apellidoMaterno: 'Rivero',
    });
    await page.getByRole('radio', { name: /general/ }).tap();
    await page.getByTestId('pass-submit').tap();
    await toastWith(page, 'Season pass pre-reserved for Valeria Rivero');
    expect(pathOf(page)).toBe('/Producto/Vendido');

    const sold = (await apiCall(prereservationEndpoints.soldProducts, undefined, { token })).data!;
    const pass = sold.prereservas.find((p) => p.documentoCliente === BUYER.ci)!;
    const card = page.getByTestId(`prereservation-${pass.idPrereserva}`);
    await card.getByTestId('step-reservar').tap();
    await page.getByTestId('step-confirm').tap();
    await card.getByTestId('step-comprar').tap();
    await page.getByTestId('step-confirm').tap();
    // The answer names what was bought: a season pass, not "the lot".
    await toastWith(page, 'Purchase recorded: Abono especial · general now belongs to Valeria Rivero');
    await screenshot(page, 'adviser-sold-a-season-pass-360');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // A lot on credit and a Platinum membership in cash, through the same calls the pages make.
    const lots = (await apiCall(catalogueEndpoints.map, { idProyecto: 101 }, { token })).data!.lotes as any[][];
    const lotId = lots.find((lot) => lot[3] === 0)?.[0];
    const lot = await apiCall(
      prereservationEndpoints.prereserve,
      { idLote: lotId, formaPago: 'credito', cuotaInicial: '2000.00', plazo: 24, cliente: buyerWire },
      { token, headers: key('lot') },
    );
    expect(lot.status, lot.message).toBe(0);
    await reserveAndBuy(token, lot.data!.idPrereserva);
    const membership = await apiCall(
      membershipEndpoints.prereserve,
      { cliente: buyerWire, membresias: [{ codigo: 'PLATINO', formaPago: 'contado' }] },
      { token, headers: key('membership') },
    );
    expect(membership.status, membership.message).toBe(0);
    const [line] = membership.data!.lineas;
    if (line?.estado !== 'prerreservada') throw new Error(`membership not pre-reserved: ${JSON.stringify(line)}`);
    await reserveAndBuy(token, line.idPrereserva);

    // The buyer had no account: she sets her password through "forgot password", then her first steps.
    expect((await apiCall(authEndpoints.sendRecoveryCode, { ci: BUYER.ci, metodo: 'correo' })).status).toBe(0);
    const [mail] = await ops.outbox(BUYER.email);
    const code = /\b(\d{6})\b/.exec(mail!.body)?.[1];
    const link = await apiCall(authEndpoints.checkRecoveryCode, { ci: BUYER.ci, codigo: code! });
    const set = await apiCall(authEndpoints.setPasswordByLink, {
      usuario: link.data!.usuario,
      password: BUYER.password,
      confirmacion: BUYER.password,
    });
    expect(set.status, set.message).toBe(0);
    const her = await apiLogin(BUYER.ci, BUYER.password);
    const profile = await apiCall(
      profileEndpoints.updateContactData,
      { correo: BUYER.email, paisId: 1, ciudadId: 1003, telefono: '+591-77788899' },
      { token: her },
    );
    expect(profile.status, profile.message).toBe(0);
    const invoice = await apiCall(
      invoiceEndpoints.save,
      {
        tipoDocumento: 1,
        nroDocumento: BUYER.ci,
        complemento: '',
        razonSocial: 'Valeria Rivero',
        correo: BUYER.email,
        telefono: '+591-77788899',
      },
      { token: her },
    );
    expect(invoice.status, invoice.message).toBe(0);
  });

  test('the customer finds the pass with its schedule, its passes and coupons, its card and its documents', async () => {
    const { page } = browser;
    await openLogin(page, '/?lang=en');
    await loginToHome(page, BUYER.ci, BUYER.password, 'customer');
    await chooseMenu(page, 'products');
    const products = (
      await apiCall(productEndpoints.list, undefined, { token: await apiLogin(BUYER.ci, BUYER.password) })
    ).data!.productos as any[];
    expect(products.map((p) => p.tipo).sort()).toEqual(['abono', 'lote', 'membresia']);
    const pass = products.find((p) => p.tipo === 'abono');
    await page.getByTestId(`product-card-${pass.idProducto}`).waitFor();
    await screenshot(page, 'customer-finds-three-products-360');

    // The pass: one instalment of its whole price, due today.
    await page.getByTestId(`product-detail-${pass.idProducto}`).tap();
    await page.getByTestId('instalment-schedule').waitFor();
    await expect(page.getByTestId('instalment-schedule').textContent()).resolves.toMatch(/612\.50/);
    await screenshot(page, 'customer-season-pass-schedule-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'customer-season-pass-schedule-1280');
    await page.setViewportSize({ width: 360, height: 740 });

    // Its documents: the contract and the payment plan, in the product's "More" sheet (docs/decisions/0045).
    await page.getByTestId('product-more').tap();
    await page.getByTestId('product-documents-link').tap();
    await expect.poll(() => page.locator('body').textContent()).toContain(`Contrato ${pass.nroContrato}`);
    await screenshot(page, 'customer-season-pass-documents-360');

    // Its 10 park passes a year, 10% at the spa and 5% on hospitalisation (spec §9), among the membership's.
    await page.goto(new URL('/Tickets', page.url()).toString());
    await expect.poll(() => page.locator('body').textContent()).toContain('Pases al parque del abono');
    const tickets = (await page.locator('body').textContent()) ?? '';
    expect(tickets).toContain('Descuento en hospitalización');
    expect(tickets).toContain('Noche de hotel');
    await screenshot(page, 'customer-season-pass-tickets-360');

    // Its accreditation card: issued, not enabled until its first fee is paid.
    await page.goto(new URL('/carnet-club', page.url()).toString());
    await page.getByTestId('accreditation-page').waitFor();
    await expect.poll(() => page.locator('[data-testid^="card-"][data-state]').count()).toBeGreaterThan(0);
    await screenshot(page, 'customer-season-pass-card-360');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });
});
