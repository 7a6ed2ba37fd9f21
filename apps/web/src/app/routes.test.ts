import { COMPANY_BRANDS } from '@vo/domain/config';
import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/configuration/feature-flag-config';
import { describe, expect, it, vi } from 'vitest';
import { routesForSession } from './routes.tsx';

// The registry only names pages; the catalogue loader and the role gate behind the advisers' pages need a browser.
vi.mock('../lib/i18n.ts', () => ({
  loadAdviserMessages: () => Promise.resolve(),
  loadRoomMessages: () => Promise.resolve(),
  loadCatalogueMessages: () => Promise.resolve(),
  loadLeisureMessages: () => Promise.resolve(),
}));
vi.mock('./role-gate.tsx', () => ({ forRoles: (page: unknown) => page }));
// The products' shell entry also names the reads the entry starts early (docs/decisions/0061); the registry calls none.
vi.mock('../lib/api.ts', () => ({}));

import { visitorRoutes } from './visitor-routes.tsx';

describe('the logged-in routes', () => {
  const paths = routesForSession().map((route) => route.path);

  it('open my products and the account balance', () => {
    expect(paths).toContain('/mi-producto');
    expect(paths).toContain('/saldo-cuenta');
  });

  it('open a product’s detail and payment under the plain address and under every brand', () => {
    for (const base of ['/detalle-productos', '/realizar-pago']) {
      expect(paths).toContain(`${base}/:idProducto`);
      for (const brand of Object.values(COMPANY_BRANDS)) expect(paths).toContain(`${base}-${brand}/:idProducto`);
    }
  });

  it('open those pages without a product id too, instead of "not found" (docs/decisions/0028)', () => {
    for (const base of ['/detalle-productos', '/realizar-pago']) {
      expect(paths).toContain(base);
      for (const brand of Object.values(COMPANY_BRANDS)) expect(paths).toContain(`${base}-${brand}`);
    }
  });

  it('open the payment means, documents and plan pages of spec §2', () => {
    for (const path of [
      '/pago-amigo',
      '/pago-amigo/:codigo',
      '/tarjetas-prepago',
      '/tarjetas-guardadas',
      '/imprimir-documentos',
      '/generar-contrato',
      '/reconfigurar-plan-pago',
      '/mejorar-membresia',
    ])
      expect(paths).toContain(path);
  });

  it('open the advisers’ pages: network, race, bonus, incentives, compensation plan, training, recovery calculator', () => {
    for (const path of [
      '/red/clientes',
      '/ranking',
      '/bono-mejor-vendedor',
      '/informacion',
      '/plan-compensacion',
      '/capacitacion',
      '/calcular-recuperacion-producto',
    ])
      expect(paths).toContain(path);
  });

  it('open the meeting rooms with every sub-route of spec §2, and the guests’ events', () => {
    for (const path of [
      '/eventos',
      '/eventos-aci',
      '/eventos-aci/crear',
      '/eventos-aci/historial/sala',
      '/eventos-aci/historial/invitados',
      '/eventos-aci/unirse',
      '/eventos-aci/sala/:id',
      '/eventos-aci/sala/:id/invitar',
      '/eventos-aci/sala/:id/invitacion/:idinvitacion',
      '/eventos-aci/sala/:id/administrar',
      '/eventos-aci/sala/:id/administrar/presentadores',
      '/eventos-aci/sala/:id/controlasistencia',
    ])
      expect(paths).toContain(path);
  });

  it('open the catalogue, the memberships, the season passes, the promotion, the sold products, the leisure pages and the procedures of spec §2', () => {
    for (const path of [
      '/proyectos',
      '/detalle/proyecto/:idproyecto/:idempresa',
      '/detalle/proyecto-caracteristicas/:idproyecto',
      '/mapa/proyecto/:idproyecto',
      '/mapa/proyecto_caracteristicas/:idproyecto',
      '/forma-pago/lote/:idlote',
      '/formprereserva',
      '/membresias',
      '/travel-bolivia',
      '/prereserva-membresia',
      '/prereservar-abono/:tipoAbono',
      '/promocion-dos-por-uno',
      '/Producto/Vendido',
      '/reservar-cabana',
      '/Tickets',
      '/tramites',
    ])
      expect(paths).toContain(path);
  });

  it('open the international membership and its subscription only while its flag is on', () => {
    expect(paths).toContain('/membresia-internacional');
    expect(paths).toContain('/suscripcion-travel');
    const off = routesForSession({ ...DEFAULT_FEATURE_FLAGS, internationalMembership: false }).map((r) => r.path);
    expect(off).not.toContain('/membresia-internacional');
    expect(off).not.toContain('/suscripcion-travel');
    expect(off.at(-1)).toBe('*');
  });

  it('open the membership upgrade only while its flag is on (spec §9)', () => {
    expect(paths).toContain('/mejorar-membresia');
    const off = routesForSession({ ...DEFAULT_FEATURE_FLAGS, membershipUpgrade: false }).map((r) => r.path);
    expect(off).not.toContain('/mejorar-membresia');
    expect(off).not.toContain('/upgrade-membresia');
    expect(off).toContain('/membresia-internacional');
  });

  it('keep the not-found catch-all last and every path once', () => {
    expect(paths.at(-1)).toBe('*');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the visitor routes', () => {
  it('open the login page at a friend’s payment link, which then shows the code once logged in', () => {
    const login = visitorRoutes.find((route) => route.path === '/')?.page;
    expect(visitorRoutes.find((route) => route.path === '/pago-amigo/:codigo')?.page).toBe(login);
    expect(routesForSession().map((route) => route.path)).toContain('/pago-amigo/:codigo');
  });
});
