import { mapKeys, readProjectGeometry, readTakenLots } from '../features/catalogue/shell.ts';
import { productKeys, readMyProducts, readProductDetail } from '../features/products/shell.ts';
import { homeKey, readHome } from '../features/session/shell.ts';
import { readEarly } from '../lib/early-reads.ts';
import { getSession } from '../lib/session-store.ts';
import { FIRST_PAGE_ADDRESSES } from './first-page-addresses.ts';

/**
 * The data reads of the page a returning person opens, started by the entry before anything draws
 * (lib/early-reads.ts, docs/decisions/0061): the home, My products, a product's payment page and a lot map.
 * Other pages read when they mount, as before. Which page the address is stays the router's business; a
 * read started for an address the person may not open is answered with a refusal nobody shows.
 */
export function startFirstReads(pathname: string): void {
  const session = getSession();
  if (!session || !navigator.onLine) return;
  const payment = FIRST_PAGE_ADDRESSES.payment.exec(pathname);
  const map = FIRST_PAGE_ADDRESSES.lotMap.exec(pathname);
  if (FIRST_PAGE_ADDRESSES.home.test(pathname)) {
    readEarly(homeKey, readHome);
    // A customer's home waits for both (home-page.tsx); the others' home shows its parts as they come.
    if (session.role === 'customer') readEarly(productKeys.list, readMyProducts);
  } else if (FIRST_PAGE_ADDRESSES.myProducts.test(pathname)) {
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
