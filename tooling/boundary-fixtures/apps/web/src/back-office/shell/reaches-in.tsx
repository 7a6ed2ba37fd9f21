// Fixture of tooling/boundaries.test.ts: the shell reaches past the shared entry (line 3); line 4 is the way in.

import { setStaffSession } from '../shared/staff-session.ts';
import { staffCall } from '../shared/index.ts';

export const used = [setStaffSession, staffCall];
