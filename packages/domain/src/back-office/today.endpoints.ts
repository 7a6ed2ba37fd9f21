import { defineEndpoint } from '../endpoint.ts';
import { todayAnswer } from './today.wire.ts';

/** The console's "Today" (docs/decisions/0053): any staff member; each part follows the role's sections. */
export const todayEndpoints = {
  today: defineEndpoint({ method: 'GET', path: 'admin/hoy', answer: todayAnswer }),
};
