// Fixture of tooling/boundaries.test.ts: lines 3 and 4 break the feature boundary, line 5 is the legal way in.

import { recordFeePayment } from '../payments/settlement.ts';
import { refundIfNotRecorded } from '../../features/payments/refund-on-failure.ts';
import { takeCardCharge } from '../payments/index.ts';

export const used = [recordFeePayment, refundIfNotRecorded, takeCardCharge];
