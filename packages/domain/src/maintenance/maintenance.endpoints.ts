import { defineEndpoint } from '../endpoint.ts';
import { maintenanceCheckAnswer } from './maintenance.wire.ts';

/** Spec §7: the portal asks whether maintenance is on before it shows anything. */
export const maintenanceEndpoints = {
  check: defineEndpoint({ method: 'GET', path: 'user/verificar/mantenimiento', answer: maintenanceCheckAnswer }),
};
