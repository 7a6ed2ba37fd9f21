// Fixture of tooling/boundaries.test.ts: line 3 breaks the feature boundary, line 4 is the legal way in.

import { recordFeePayment } from '../payments/settlement.ts';
import { takeCardCharge } from '../payments/index.ts';

export const used = [recordFeePayment, takeCardCharge];
