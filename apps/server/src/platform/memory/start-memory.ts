import { featureFlagsWire } from '@vo/domain/configuration/feature-flags.wire';
import type { FastifyInstance } from 'fastify';
import { flushTouches } from '../sessions/session-touches.ts';
import type { ReadChangeFeed } from './read-changes.ts';

/**
 * Starts the app's memories (deps.memory, docs/decisions/0055) and stops them when it closes: the feed of the
 * database's change notices, the live settings, the session memory's endings and its pending touches. Called
 * by app.ts before the routes, so that every route's answer waits for the feed (below). Answers the feed: the
 * instance is ready once it has listened (docs/decisions/0060).
 */
export async function startMemory(app: FastifyInstance): Promise<ReadChangeFeed> {
  const { deps } = app;
  const { reads, sessions, settings } = deps.memory;

  // Reads kept in memory until the database announces a change (docs/decisions/0037). A write's answer
  // leaves once its own changes are heard here, so the page that follows it never reads what it replaced.
  const feed = await reads.listen(deps.db, app.log);
  app.addHook('onSend', async (request) => {
    // A POST that only reads (the gate's scan) has nothing of its own to wait for (docs/decisions/0062).
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config.writesNothing) {
      await feed.caughtUp();
    }
  });
  app.addHook('onClose', () => feed.close());

  // Spec §9's settings, loaded before the app answers and followed while it runs (docs/decisions/0039); the
  // open pages of this instance hear of a change through the realtime channel.
  settings.begin();
  app.addHook('onReady', () =>
    settings.follow(
      reads,
      () => app.realtime.local.emit('configuracion', featureFlagsWire(deps.featureFlags)),
      (error) => app.log.error(error),
    ),
  );
  app.addHook('onClose', async () => settings.stop());

  // A session ended by a use case is forgotten at once (docs/decisions/0023); the inactivity clocks this
  // instance slid and has not written yet are written when it closes.
  const forget = ({ sessionIds }: { sessionIds: string[] }) => sessions.forget(sessionIds, deps.clock.now());
  deps.events.on('sessionsEnded', forget);
  app.addHook('onClose', async () => {
    deps.events.off('sessionsEnded', forget);
    await flushTouches(deps);
  });
  return feed;
}
