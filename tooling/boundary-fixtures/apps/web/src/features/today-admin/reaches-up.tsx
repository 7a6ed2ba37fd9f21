// Fixture of tooling/boundaries.test.ts: a console section never imports the app's shell (line 4); the design's
// tokens are shared components (line 5, docs/decisions/0051).

import { TYPE_SCALE as FromApp } from '../../app/design-tokens.ts';
import { TYPE_SCALE } from '../../components/design-tokens.ts';

export const used = [FromApp, TYPE_SCALE];
