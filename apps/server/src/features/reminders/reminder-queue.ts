import { REMINDER_SWEEP_CRON } from '@vo/domain/reminders/reminders-config';
import { BUSINESS_TIME_ZONE } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { sweepReminders } from './sweep-reminders.ts';

export const REMINDER_SWEEP_QUEUE = 'reminders-sweep';
/** pg-boss keeps its tables in a schema of its own, beside ours, in the same database. */
const QUEUE_SCHEMA = 'jobs';

interface RawClient {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>;
  exec?(text: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
}

/**
 * pg-boss speaks to the database through our own connection: the PostgreSQL pool, or the embedded PGlite, which
 * hosts it too (pg-boss needs only SQL, SKIP LOCKED and advisory locks). Its schema scripts are several
 * statements without parameters, which PGlite runs with `exec`.
 */
export function queueDatabase(db: Database) {
  const client = (db as unknown as { $client: RawClient }).$client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (client.exec && !(values && values.length > 0)) {
        const results = await client.exec(text);
        const last = results.at(-1) ?? { rows: [] };
        return { rows: last.rows, rowCount: last.affectedRows ?? last.rows.length };
      }
      const answer = await client.query(text, values ?? []);
      // node-postgres answers a script of several statements with one result each: pg-boss reads the last.
      const result = Array.isArray(answer) ? answer.at(-1) : answer;
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * The reminders on the database's job queue (pg-boss; docs/decisions/0063): a cron schedule held in the
 * database makes one sweep job every few minutes whichever instances are up, a singleton queue lets one
 * instance work it at a time, and a restart finds the schedule and any job left where they were.
 */
export function startReminderQueue(app: FastifyInstance, options: { pollingSeconds: number }) {
  let boss: PgBoss | undefined;
  started.set(app, () => boss);
  app.addHook('onReady', async () => {
    boss = new PgBoss({ db: queueDatabase(app.deps.db), schema: QUEUE_SCHEMA });
    boss.on('error', (error) => app.log.warn({ err: error }, 'job queue error; it tries again'));
    await boss.start();
    await boss.createQueue(REMINDER_SWEEP_QUEUE, { name: REMINDER_SWEEP_QUEUE, policy: 'singleton' });
    await boss.schedule(REMINDER_SWEEP_QUEUE, REMINDER_SWEEP_CRON, {}, { tz: BUSINESS_TIME_ZONE });
    await boss.work(REMINDER_SWEEP_QUEUE, { pollingIntervalSeconds: options.pollingSeconds }, async () => {
      const sent = await sweepReminders(app.deps);
      if (sent > 0) app.log.info({ sent }, 'reminders sent');
      return { sent };
    });
  });
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
}

const started = new WeakMap<FastifyInstance, () => PgBoss | undefined>();

/** The queue an app started (tests and the operator ask it for a sweep now), or undefined. */
export const reminderQueueOf = (app: FastifyInstance): PgBoss | undefined => started.get(app)?.();
