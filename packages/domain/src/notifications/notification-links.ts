/*
 * The page a notification is about (its optional `enlace` on the wire): a path inside the portal, set by the
 * server when it makes a notification about something. The web follows only such paths, so a stored or
 * injected "https://…" or "//host" never takes a person off the portal.
 */

/** The product detail page of one of the person's products (the web's /detalle-productos/:idProducto). */
export const productLink = (productId: number) => `/detalle-productos/${productId}`;
/** The person's products (a pre-reservation or sale made for them shows there). */
export const PRODUCTS_LINK = '/mi-producto';
export const PROCEDURES_LINK = '/tramites';
export const CABINS_LINK = '/reservar-cabana';

const MAX_LINK_LENGTH = 300;

/**
 * The link when it is one the portal may follow: a relative path ("/…"), not protocol-relative ("//host"),
 * without a backslash (browsers read "/\host" as "//host") or control characters; null otherwise.
 */
export function followableLink(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || link.length === 0 || link.length > MAX_LINK_LENGTH) return null;
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(link)) return null;
  return link;
}
