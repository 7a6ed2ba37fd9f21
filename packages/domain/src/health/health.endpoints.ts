import { defineEndpoint } from '../endpoint.ts';
import { livenessAnswer, readinessAnswer } from './health.wire.ts';

/**
 * What a load balancer or an orchestrator asks an instance (docs/decisions/0060): no agent, no session, no
 * secret, and nothing of anyone's in the answer. Never imported by the web.
 */
export const healthEndpoints = {
  live: defineEndpoint({ method: 'GET', path: 'health/live', answer: livenessAnswer }),
  ready: defineEndpoint({ method: 'GET', path: 'health/ready', answer: readinessAnswer }),
};
