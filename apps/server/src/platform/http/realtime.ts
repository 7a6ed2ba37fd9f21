import { createAdapter } from '@socket.io/redis-adapter';
import { ApiStatus } from '@vo/domain/envelope';
import { projectHoldsWire } from '@vo/domain/prereservations/lot-holds.wire';
import { LOT_HOLD_GRACE_AFTER_LEAVING_SECONDS } from '@vo/domain/prereservations/prereservation-config';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { type SessionContext, SessionEnded, sessionFromToken } from '../sessions/sessions.ts';
import { ADVISERS_ROOM, pushStandingsMoved } from './standings-push.ts';

/**
 * socket.io on the API's own server (ARCHITECTURE §6). A socket proves its session with the same
 * token as HTTP calls (handshake `auth.token`, or a `token` header), joins a room for its person and
 * one for its session, and hears: `unlogin` when that session ends anywhere, `notification` and
 * `promocion` when one is stored for that person, `pago` when a bank confirms one of their payments,
 * an adviser `carrera` when the standings move (docs/decisions/0065), and `retenciones` when a project's held lots
 * change (docs/decisions/0064). With REDIS_URL the Redis adapter carries every emit to all instances.
 */
export function attachRealtime(app: FastifyInstance, deps: AppDeps): Server {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  let redis: Redis[] = [];
  if (deps.redisUrl) {
    const publisher = new Redis(deps.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    redis = [publisher, subscriber];
    io.adapter(createAdapter(publisher, subscriber));
  }

  io.use(async (socket, next) => {
    const { auth, headers } = socket.handshake;
    const token = typeof auth?.token === 'string' ? auth.token : headers.token;
    try {
      socket.data.session = await sessionFromToken(typeof token === 'string' ? token : null, deps);
      next();
    } catch (error) {
      // A page that connects after its session ended (logged out in another tab while this one reconnected) missed
      // the `unlogin` push: the refusal says why it ended instead. A failure that is not about the session (the
      // database unreachable) says so, and the page tries again later, still logged in.
      if (!(error instanceof AppError) || error.status !== ApiStatus.sessionExpired) {
        next(new Error('realtime.unavailable'));
        return;
      }
      const reason = error instanceof SessionEnded ? error.endReason : null;
      next(Object.assign(new Error('session.expired'), { data: { reason } }));
    }
  });

  // A session of an adviser whose every page closed lets go of the lots it held (docs/decisions/0064): told once its
  // last connection, on any instance, has been gone a grace long, so that a dropped signal or a reload keeps them.
  const leaving = new Set<NodeJS.Timeout>();
  io.on('connection', (socket) => {
    const session = socket.data.session as SessionContext;
    const rooms = [`user:${session.userId}`, `session:${session.sessionId}`];
    // An adviser's open home follows the standings (docs/decisions/0065).
    void socket.join(session.role === 'adviser' ? [...rooms, ADVISERS_ROOM] : rooms);
    if (session.role !== 'adviser') return;
    socket.on('disconnect', () => {
      const timer = setTimeout(() => {
        leaving.delete(timer);
        io.in(`session:${session.sessionId}`)
          .fetchSockets()
          .then((left) => {
            if (left.length === 0) deps.events.emit('pagesClosed', { sessionId: session.sessionId });
          })
          .catch(() => {});
      }, LOT_HOLD_GRACE_AFTER_LEAVING_SECONDS * 1000);
      timer.unref();
      leaving.add(timer);
    });
  });

  // The other instances forget an ended session's token at once (their session memory, docs/decisions/0023); the Redis
  // adapter carries this between servers, so it reaches them in milliseconds.
  if (deps.redisUrl) {
    io.on('sessionsEnded', (sessionIds: unknown) => {
      if (Array.isArray(sessionIds)) deps.memory.sessions.forget(sessionIds.map(String), deps.clock.now());
    });
  }
  deps.events.on('sessionsEnded', ({ sessionIds, reason }) => {
    if (deps.redisUrl && sessionIds.length > 0) io.serverSideEmit('sessionsEnded', sessionIds);
    for (const sessionId of sessionIds) {
      const room = io.to(`session:${sessionId}`);
      room.emit('unlogin', { reason });
      // Give the message a moment to leave before the channel closes.
      setTimeout(() => io.in(`session:${sessionId}`).disconnectSockets(true), 250).unref();
    }
  });
  // A page told of a change reads again at once: the reads this instance keeps must have heard of it first
  // (docs/decisions/0037). Every instance hears the database's notice when it commits; this message takes a
  // Redis hop more to reach a page held by another.
  const onceHeard = (emit: () => void) => void deps.memory.reads.caughtUp().then(emit);
  deps.events.on('notice', ({ userId, kind, ...payload }) => {
    onceHeard(() => (userId === null ? io : io.to(`user:${userId}`)).emit(kind, payload));
  });
  deps.events.on('payment', ({ userId, ...payload }) => {
    onceHeard(() => io.to(`user:${userId}`).emit('pago', payload));
  });

  // Every instance hears the database's notice of a change of holds and tells only its own pages (lot-holds-live.ts):
  // everyone sees which lots are held, each holder sees her own marked.
  deps.events.on('lotHolds', ({ projectId, holds, now }) => {
    const holders = [...new Set(holds.map((hold) => hold.adviserId))];
    const rooms = holders.map((id) => `user:${id}`);
    (rooms.length > 0 ? io.local.except(rooms) : io.local).emit(
      'retenciones',
      projectHoldsWire(projectId, holds, null, now),
    );
    for (const id of holders)
      io.local.to(`user:${id}`).emit('retenciones', projectHoldsWire(projectId, holds, id, now));
  });

  const stopStandings = pushStandingsMoved(io, deps);

  app.addHook('onClose', async () => {
    stopStandings();
    for (const timer of leaving) clearTimeout(timer);
    await io.close();
    await Promise.all(redis.map((client) => client.quit().catch(() => {})));
  });
  return io;
}
