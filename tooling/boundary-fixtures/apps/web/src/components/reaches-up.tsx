// Fixture of tooling/boundaries.test.ts: shared components never import the app's shell (line 4), nor does the
// console's shared code (back-office/shared/reaches-into-app.tsx); line 5 is their own.

import { theme } from '../app/theme.ts';
import { TYPE_SCALE } from './design-tokens.ts';

export const used = [theme, TYPE_SCALE];
