/**
 * The addresses of the pages a returning person most often opens first, whose reads the entry starts
 * (first-reads.ts) and whose code the page's head asks for beside the shell's (portal-preload.ts, at build time:
 * hence no imports here). first-page-addresses.test.ts holds them to the router's own paths.
 */
export const FIRST_PAGE_ADDRESSES = {
  home: /^\/$/,
  myProducts: /^\/mi-producto$/,
  payment: /^\/realizar-pago(?:-[a-z]+)?\/(\d{1,15})$/,
  lotMap: /^\/mapa\/proyecto\/(\d{1,9})$/,
} as const;
