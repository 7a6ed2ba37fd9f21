// Fixture of tooling/boundaries.test.ts: tests keep the boundary too; line 3 breaks it.

import { recordFeePayment } from '../payments/settlement.ts';

export const used = [recordFeePayment];
