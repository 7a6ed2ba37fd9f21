// Fixture of tooling/boundaries.test.ts: a portal feature never imports the console, not even its entry (line 3).

import { staffCall } from '../../back-office/shared/index.ts';
import { isStaffRole } from '@vo/domain/back-office/staff-roles';

export const used = [staffCall, isStaffRole];
