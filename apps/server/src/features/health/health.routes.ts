import type { FastifyInstance } from 'fastify';

const MiB = 1024 * 1024;

/**
 * The operator's view of one instance: memory and open realtime sockets. When the process runs with
 * --expose-gc (the realtime benchmark does), a collection runs first so heap figures are comparable.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/ops/stats',
    { config: { access: 'ops', maintenanceExempt: true }, schema: { tags: ['ops'] } },
    async (_request, reply) => {
      const collect = (globalThis as { gc?: () => void }).gc;
      collect?.();
      const memory = process.memoryUsage();
      return reply.ok({
        rssMiB: Math.round(memory.rss / MiB),
        heapUsedMiB: Number((memory.heapUsed / MiB).toFixed(1)),
        externalMiB: Number(((memory.external + memory.arrayBuffers) / MiB).toFixed(1)),
        sockets: app.realtime.engine.clientsCount,
        collected: collect !== undefined,
      });
    },
  );
}
