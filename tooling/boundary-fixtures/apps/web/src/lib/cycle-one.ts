// Fixture of tooling/boundaries.test.ts: this file and cycle-two.ts import each other.

import { two } from './cycle-two.ts';

export const one = () => two;
