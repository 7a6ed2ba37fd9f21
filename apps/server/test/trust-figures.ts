import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import './provided-context.ts';

/** Each harness test leaves its figures here; the global teardown writes them into docs/security.md. */
export function recordFigures(section: string, figures: unknown) {
  writeFileSync(join(inject('reportDir'), `${section}.json`), JSON.stringify(figures, null, 2));
}
