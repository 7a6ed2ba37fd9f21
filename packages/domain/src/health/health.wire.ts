import { z } from 'zod';

/*
 * The operator's view of one instance (docs/decisions/0020): English names on the wire too, it is a
 * read-out for operators and the realtime benchmark, not a call of spec §7.
 */

/** Inside: memory in MiB, open realtime sockets, and whether a collection ran first. */
export interface InstanceStats {
  rssMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  sockets: number;
  collected: boolean;
}

export const instanceStatsAnswer = z.object({
  rssMiB: z.number(),
  heapUsedMiB: z.number(),
  externalMiB: z.number(),
  sockets: z.number().int(),
  collected: z.boolean(),
});

export const instanceStatsWire = (stats: InstanceStats): z.output<typeof instanceStatsAnswer> => ({
  rssMiB: stats.rssMiB,
  heapUsedMiB: stats.heapUsedMiB,
  externalMiB: stats.externalMiB,
  sockets: stats.sockets,
  collected: stats.collected,
});

/** Liveness: the process is up and its event loop answers; nothing else is asked (docs/decisions/0060). */
export const livenessAnswer = z.object({ state: z.literal('live') });

/**
 * Readiness: whether a load balancer may send this instance requests, and if not, why in one word
 * (docs/decisions/0060). HTTP 200 when `ready`, 503 otherwise, so a balancer's plain HTTP check reads it.
 */
export const READINESS_STATES = ['ready', 'starting', 'database-unreachable', 'stopping'] as const;
export const readinessAnswer = z.object({ ready: z.boolean(), state: z.enum(READINESS_STATES) });
