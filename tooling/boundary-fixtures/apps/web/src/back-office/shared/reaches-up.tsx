// Fixture of tooling/boundaries.test.ts: the console's shared pieces never import a section (line 4) nor the
// shell (line 5); lib is below them (line 6).

import { PersonSearch } from '../../features/people-admin/index.ts';
import { SECTION_PAGES } from '../shell/sections.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export const used = [PersonSearch, SECTION_PAGES, useTranslation];
