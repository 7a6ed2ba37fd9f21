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
