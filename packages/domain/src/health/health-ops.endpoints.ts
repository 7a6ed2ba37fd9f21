import { defineEndpoint } from '../endpoint.ts';
import { instanceStatsAnswer } from './health.wire.ts';

/** One instance's memory and sockets (the realtime benchmark reads it); never imported by the web. */
export const healthOpsEndpoints = {
  stats: defineEndpoint({ method: 'GET', path: 'ops/stats', answer: instanceStatsAnswer }),
};
