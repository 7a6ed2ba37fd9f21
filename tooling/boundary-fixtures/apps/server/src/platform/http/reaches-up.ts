// Fixture of tooling/boundaries.test.ts: platform, in any of its rooms, never depends on a feature, not even on its public entry.

import { takeCardCharge } from '../../features/payments/index.ts';

export const used = [takeCardCharge];
