// Fixture of tooling/boundaries.test.ts: a page never imports the app's shell above it (line 4); the not-found
// page comes from its own feature's entry (line 5, docs/decisions/0051).

import { NotFoundPage as FromApp } from '../../app/visitor-routes.tsx';
import { NotFoundPage } from '../not-found/index.ts';

export const used = [FromApp, NotFoundPage];
