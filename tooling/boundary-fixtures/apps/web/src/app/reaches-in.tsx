// Fixture of tooling/boundaries.test.ts: the app's shell takes a feature through its two entries only
// (docs/decisions/0051). Lines 5 and 6 reach past them, the second lazily; lines 7 and 8 are the legal ways in:
// a page's loader from shell.ts, a hook from index.ts.

import { checkMaintenance } from '../features/maintenance/maintenance-check.ts';
export const loadMapPage = () => import('../features/catalogue/map-page.tsx');
import { loadLotPlanPage } from '../features/catalogue/shell.ts';
import { usePendingNovelty } from '../features/novelties/index.ts';

export const used = [checkMaintenance, loadLotPlanPage, usePendingNovelty];
