// Fixture of tooling/boundaries.test.ts: the console's shared pieces never import the app's shell (line 3); line 4 is the design's tokens, shared below both.

import { COLOURS } from '../../app/design-tokens.ts';
import { COLOURS as Shared } from '../../components/design-tokens.ts';

export const used = [COLOURS, Shared];
