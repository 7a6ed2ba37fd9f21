// Fixture of tooling/boundaries.test.ts: lib never depends on a feature.

import { productKeys } from '../features/products/index.ts';

export const used = [productKeys];
