import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isApiRequest } from '../http/request-path.ts';

/** How many API calls the embedded engine works on at once, and the longest anyone waits for a turn. */
export interface RequestQueueOptions {
  concurrency: number;
  maxWaitMs: number;
}

/** The embedded default (README "Which database"): PGlite runs one query at a time in this process. */
export const EMBEDDED_REQUEST_QUEUE: RequestQueueOptions = { concurrency: 8, maxWaitMs: 2_000 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Bounded by the password-hash pool instead: a login waiting for its hash must not keep a reader waiting. */
    boundedByHashPool?: boolean;
  }
}

interface Waiter {
  since: number;
  admit: () => void;
  refuse: () => void;
}

/**
 * A queue in front of the API for the embedded engine: a few calls run, the next ones wait their turn in
 * order, and nobody waits longer than `maxWaitMs` — past that the call is answered "busy, try again" at
 * once (status 1), instead of hundreds of requests getting no answer at all (bench/RESULTS.md). PostgreSQL
 * runs without it: its pool is the queue, and its server works on many queries at once.
 */
export function registerRequestQueue(app: FastifyInstance, options: RequestQueueOptions): { waiting(): number } {
  let running = 0;
  const waiting: Waiter[] = [];
  const busy = () => new AppError('platform.busyTryAgain');

  const admitNext = () => {
    while (running < options.concurrency && waiting.length > 0) {
      const waiter = waiting.shift() as Waiter;
      running++;
      waiter.admit();
    }
  };
  /** Whose turn is held, and how to give it back (once). */
  const turns = new WeakMap<FastifyRequest, () => void>();
  /** The turns held by the calls of each connection, all given back when it closes (one listener per connection). */
  const turnsOfConnection = new WeakMap<Socket, Set<() => void>>();
  const onConnectionClose = (connection: Socket) => {
    let held = turnsOfConnection.get(connection);
    if (!held) {
      const created = new Set<() => void>();
      connection.once('close', () => {
        for (const giveBack of [...created]) giveBack();
      });
      turnsOfConnection.set(connection, created);
      held = created;
    }
    return held;
  };
  /**
   * The turn ends when the answer has left, the caller went away, or the connection closed, whichever
   * comes first. All are listened to: a pipelined request still queued behind another on a connection
   * that closes hears neither its response's close nor, always, Fastify's abort (the bench leaked every
   * turn that way and then answered only "busy").
   */
  const holdTurn = (request: FastifyRequest, reply: FastifyReply) => {
    const connection = request.raw.socket;
    const ofConnection = connection ? onConnectionClose(connection) : undefined;
    let held = true;
    const giveBack = () => {
      if (!held) return;
      held = false;
      ofConnection?.delete(giveBack);
      running--;
      admitNext();
    };
    turns.set(request, giveBack);
    ofConnection?.add(giveBack);
    reply.raw.once('close', giveBack);
    // A caller who left while waiting: the call runs (it is cheap to let it) but holds no turn.
    if (connection?.destroyed || request.raw.destroyed) giveBack();
  };
  const giveBackTurn = (request: FastifyRequest) => turns.get(request)?.();
  app.addHook('onResponse', async (request) => giveBackTurn(request));
  app.addHook('onRequestAbort', async (request) => giveBackTurn(request));

  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const { access, boundedByHashPool } = request.routeOptions.config;
    if (!access || boundedByHashPool || !isApiRequest(request)) return done();
    if (running < options.concurrency && waiting.length === 0) {
      running++;
      holdTurn(request, reply);
      return done();
    }
    const now = performance.now();
    // The queue is already older than anyone should wait: say so now, not two seconds from now.
    if (waiting.length > 0 && now - (waiting[0] as Waiter).since >= options.maxWaitMs) return done(busy());
    const waiter: Waiter = {
      since: now,
      admit: () => {
        clearTimeout(timer);
        holdTurn(request, reply);
        done();
      },
      refuse: () => done(busy()),
    };
    const timer = setTimeout(() => {
      const at = waiting.indexOf(waiter);
      if (at === -1) return;
      waiting.splice(at, 1);
      waiter.refuse();
    }, options.maxWaitMs);
    waiting.push(waiter);
  });
  // The operator's figure of calls waiting for the embedded engine (platform/metrics, docs/decisions/0059).
  return { waiting: () => waiting.length };
}
