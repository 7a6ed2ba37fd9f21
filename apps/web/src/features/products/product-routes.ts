import { COMPANY_BRANDS } from '@vo/domain/config';

/**
 * Spec §2: the product-detail and payment pages have a variant per brand (`/detalle-productos-parque/7`).
 * React Router cannot match part of a segment, so each brand is a route of its own.
 */
export const PRODUCT_DETAIL_BASE = '/detalle-productos';
export const PRODUCTS_LIST_PATH = '/mi-producto';
export const PAYMENT_BASE = '/realizar-pago';

const BRANDS = Object.values(COMPANY_BRANDS);

/** The plain route and one per brand, each ending in `/:idProducto`. */
export function brandRoutePaths(base: string): string[] {
  return [base, ...BRANDS.map((brand) => `${base}-${brand}`)].map((path) => `${path}/:idProducto`);
}

/** The same pages opened without a product id (`/realizar-pago`, `/realizar-pago-club`): see productWithoutId. */
export function brandBasePaths(base: string): string[] {
  return [base, ...BRANDS.map((brand) => `${base}-${brand}`)];
}

/**
 * Where `/detalle-productos[-brand]` or `/realizar-pago[-brand]` without an id leads (docs/decisions/0028): the
 * only product there is to open (of that brand when the address names one), else the product list, which
 * also says when there is none. `pathname` is the address opened.
 */
export function productWithoutId(pathname: string, products: readonly { idProducto: number; marca: string }[]): string {
  const payment = pathname.startsWith(PAYMENT_BASE);
  const base = payment ? PAYMENT_BASE : PRODUCT_DETAIL_BASE;
  const brand = pathname.slice(base.length + 1).replace(/\/+$/, '');
  const ofBrand = BRANDS.includes(brand) ? products.filter((p) => p.marca === brand) : [];
  const only = ofBrand.length === 1 ? ofBrand[0] : products.length === 1 ? products[0] : undefined;
  if (!only) return PRODUCTS_LIST_PATH;
  return payment ? paymentPath(only.marca, only.idProducto) : productDetailPath(only.marca, only.idProducto);
}

/** A product's page under its brand; a brand the portal does not know falls back to the plain route. */
function brandPath(base: string, marca: string, idProducto: number): string {
  return BRANDS.includes(marca) ? `${base}-${marca}/${idProducto}` : `${base}/${idProducto}`;
}

export const productDetailPath = (marca: string, idProducto: number) =>
  brandPath(PRODUCT_DETAIL_BASE, marca, idProducto);
export const paymentPath = (marca: string, idProducto: number) => brandPath(PAYMENT_BASE, marca, idProducto);

/** The `:idProducto` or `?idProducto=` of the address, or null when it is not a product id (the page then says "not found"). */
export function productIdOf(param: string | null | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** Pages about one product that take it as `?idProducto=` (spec §2 routes without a parameter). */
export const CONTRACT_PATH = '/generar-contrato';
export const DOCUMENTS_PATH = '/imprimir-documentos';
export const RECONFIGURE_PLAN_PATH = '/reconfigurar-plan-pago';
export const UPGRADE_MEMBERSHIP_PATH = '/mejorar-membresia';
export const PREPAID_CARDS_PATH = '/tarjetas-prepago';
export const FRIEND_PAYMENT_PATH = '/pago-amigo';

/** One of those pages, opened on a product. */
export const withProduct = (path: string, idProducto: number) => `${path}?idProducto=${idProducto}`;

/** The address a customer sends a friend: it opens the code ready to pay once the friend has logged in. */
export const friendPaymentLink = (origin: string, codigo: string) =>
  `${origin}${FRIEND_PAYMENT_PATH}/${encodeURIComponent(codigo)}`;
