// Fixture of tooling/boundaries.test.ts: a console section reaches past the shared entry (line 4) and into the
// shell (line 5); line 6 is the legal way in, line 7 the domain's back-office contracts, open to all.

import { TableRegion } from '../../back-office/shared/table-region.tsx';
import { SECTION_PAGES } from '../../back-office/shell/sections.tsx';
import { staffCall } from '../../back-office/shared/index.ts';
import { isStaffRole } from '@vo/domain/back-office/staff-roles';

export const used = [TableRegion, SECTION_PAGES, staffCall, isStaffRole];
