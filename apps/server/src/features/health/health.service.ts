import type { InstanceStats } from '@vo/domain/health/health.wire';

const MiB = 1024 * 1024;

/**
 * The operator's view of one instance: memory and its open realtime sockets. When the process runs with
 * --expose-gc (the realtime benchmark does), a collection runs first so heap figures are comparable.
 */
export function instanceStats(sockets: number): InstanceStats {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const memory = process.memoryUsage();
  return {
    rssMiB: Math.round(memory.rss / MiB),
    heapUsedMiB: Number((memory.heapUsed / MiB).toFixed(1)),
    externalMiB: Number(((memory.external + memory.arrayBuffers) / MiB).toFixed(1)),
    sockets,
    collected: collect !== undefined,
  };
}
