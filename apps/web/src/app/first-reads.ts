import { mapKeys, readProjectGeometry, readTakenLots } from '../features/catalogue/shell.ts';
import {
  PAYMENT_BASE,
  PRODUCTS_LIST_PATH,
  productKeys,
  readMyProducts,
  readProductDetail,
} from '../features/products/shell.ts';
import { homeKey, readHome } from '../features/session/shell.ts';
import { readEarly } from '../lib/early-reads.ts';
import { getSession } from '../lib/session-store.ts';

const PAYMENT = new RegExp(`^${PAYMENT_BASE}(?:-[a-z]+)?/(\\d{1,15})$`);
const LOT_MAP = /^\/mapa\/proyecto\/(\d{1,9})$/;

/**
 * The data reads of the page a returning person opens, started by the entry before anything draws
 * (lib/early-reads.ts, docs/decisions/0061): the home, My products, a product's payment page and a lot map.
 * Other pages read when they mount, as before. Which page the address is stays the router's business; a
 * read started for an address the person may not open is answered with a refusal nobody shows.
 */
export function startFirstReads(pathname: string): void {
  const session = getSession();
  if (!session || !navigator.onLine) return;
  const payment = PAYMENT.exec(pathname);
  const map = LOT_MAP.exec(pathname);
  if (pathname === '/') {
    readEarly(homeKey, readHome);
    // A customer's home waits for both (home-page.tsx); the others' home shows its parts as they come.
    if (session.role === 'customer') readEarly(productKeys.list, readMyProducts);
  } else if (pathname === PRODUCTS_LIST_PATH) {
    readEarly(productKeys.list, readMyProducts);
  } else if (payment) {
    const idProducto = Number(payment[1]);
    readEarly(productKeys.detail(idProducto), () => readProductDetail(idProducto));
  } else if (map) {
    const idProyecto = Number(map[1]);
    readEarly(mapKeys.geometry(idProyecto), () => readProjectGeometry(idProyecto));
    readEarly(mapKeys.takenLots(idProyecto), () => readTakenLots(idProyecto));
  }
}
