import { defineEndpoint } from '../endpoint.ts';
import { backupAnswer } from './backup.wire.ts';

/** The operator's backup of the embedded engine (docs/decisions/0060). Never imported by the web. */
export const backupOpsEndpoints = {
  embedded: defineEndpoint({ method: 'POST', path: 'ops/backup', answer: backupAnswer }),
};
