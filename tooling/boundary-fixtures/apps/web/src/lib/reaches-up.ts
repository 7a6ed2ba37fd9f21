// Fixture of tooling/boundaries.test.ts: lib never depends on a feature (line 3) nor on the staff console (line 4).

import { productKeys } from '../features/products/index.ts';
import { staffCall } from '../back-office/shared/index.ts';

export const used = [productKeys, staffCall];
