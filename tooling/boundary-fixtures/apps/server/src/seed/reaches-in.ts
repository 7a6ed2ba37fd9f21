// Fixture of tooling/boundaries.test.ts: the demo seed uses a feature only through its public entry
// (docs/decisions/0051): line 4 reaches into the pre-reservations' rows, line 5 is the legal way in.

import { insertPrereservation } from '../features/prereservations/prereservation-rows.repo.ts';
import { recordStep } from '../features/prereservations/index.ts';

export const used = [insertPrereservation, recordStep];
