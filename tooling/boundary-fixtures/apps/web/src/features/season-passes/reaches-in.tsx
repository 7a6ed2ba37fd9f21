// Fixture of tooling/boundaries.test.ts: lines 3 and 4 break a boundary, line 5 is the legal way in.

import { BuyerFields } from '../catalogue/buyer-fields.tsx';
import { buildApp } from '../../../../server/src/app.ts';
import { useBuyerForm } from '../catalogue/index.ts';

export const used = [BuyerFields, buildApp, useBuyerForm];
