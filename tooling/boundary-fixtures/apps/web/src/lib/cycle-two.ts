// Fixture of tooling/boundaries.test.ts: this file and cycle-one.ts import each other.

import { one } from './cycle-one.ts';

export const two = () => one;
