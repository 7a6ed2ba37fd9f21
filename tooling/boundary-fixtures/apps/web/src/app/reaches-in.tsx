// Fixture of tooling/boundaries.test.ts: the app's shell takes a feature through its entries only
// (docs/decisions/0051). Lines 5 and 6 reach past them, the second lazily; lines 7 to 9 are the legal ways in:
// a page's loader from pages.ts, a query key from shell.ts, a hook from index.ts.

import { useMyProducts } from '../features/products/products-api.ts';
export const loadMapPage = () => import('../features/catalogue/map-page.tsx');
import { loadLotPlanPage } from '../features/catalogue/pages.ts';
import { productKeys } from '../features/products/shell.ts';
import { usePendingNovelty } from '../features/novelties/index.ts';

export const used = [useMyProducts, loadLotPlanPage, productKeys, usePendingNovelty];
