import { defineEndpoint } from '../endpoint.ts';
import { maintenanceClosedAnswer, maintenanceOnRequest, maintenanceWindowAnswer } from './maintenance.wire.ts';

/** The operator's maintenance windows (`npm run ops -- maintenance on|off`); never imported by the web. */
export const maintenanceOpsEndpoints = {
  on: defineEndpoint({
    method: 'POST',
    path: 'ops/maintenance/on',
    body: maintenanceOnRequest,
    answer: maintenanceWindowAnswer,
  }),
  off: defineEndpoint({ method: 'POST', path: 'ops/maintenance/off', answer: maintenanceClosedAnswer }),
};
