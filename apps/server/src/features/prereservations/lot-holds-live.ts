import type { FastifyInstance } from 'fastify';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { deleteHoldsOfSession, liveHoldsOfProject } from './lot-holds.repo.ts';

/** The database's notice of a change of holds: "holds:3" or "holds:3,7" (the projects; migration's trigger). */
const NOTICE = /^holds:([\d,]+)$/;

/**
 * Every instance hears the database announce a change of holds (channel read_changes, docs/decisions/0037), reads
 * that project's live holds and tells its own open pages (event `lotHolds`, realtime.ts): so a hold taken on one
 * instance reaches a map open on another with or without Redis. A project's reads are told in the order they were
 * heard, so an older list never lands after a newer one. And when a session's last page closed (the realtime
 * channel's `pagesClosed`), the holds it took go.
 */
export function followLotHolds(app: FastifyInstance): void {
  const { deps } = app;
  const queue = new Map<number, Promise<void>>();
  const announce = (projectId: number) => {
    const previous = queue.get(projectId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const now = deps.clock.now();
      const holds = await liveHoldsOfProject(deps.db, projectId, now);
      deps.events.emit('lotHolds', { projectId, holds, now });
    });
    const settled = next.catch((error) => app.log.warn({ err: error }, 'lot holds: not announced'));
    queue.set(projectId, settled);
    void settled.then(() => {
      if (queue.get(projectId) === settled) queue.delete(projectId);
    });
  };
  const stop = deps.memory.reads.onChange((notice) => {
    const projects = NOTICE.exec(notice)?.[1];
    if (projects) for (const id of projects.split(',')) announce(Number(id));
  });

  const letGo = ({ sessionId }: { sessionId: string }) => {
    runTransaction(deps.db, (tx) => deleteHoldsOfSession(tx, sessionId)).catch((error) =>
      app.log.warn({ err: error }, 'lot holds: not let go'),
    );
  };
  deps.events.on('pagesClosed', letGo);
  app.addHook('onClose', async () => {
    stop();
    deps.events.off('pagesClosed', letGo);
    await Promise.all(queue.values());
  });
}
