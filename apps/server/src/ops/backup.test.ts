import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupOpsEndpoints } from '@vo/domain/backup/backup-ops.endpoints';
import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/configuration/feature-flag-config';
import { DEFAULT_LIMITS } from '@vo/domain/configuration/settings';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentsAdminEndpoints as money } from '@vo/domain/payments/payments-admin.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/database.ts';
import { DEMO_PRODUCT } from '../../test/route-fixtures/index.ts';
import {
  callerFor,
  DEMO,
  loginAs,
  OPS_SECRET,
  senderFor,
  staffToken,
  type TestContext,
  useTestApp,
} from '../../test/test-app.ts';
import { receiptFile } from '../adapters/pdf/receipt-file.ts';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { withMemory } from '../platform/deps.ts';
import { DomainEvents } from '../platform/events.ts';
import { backUpPostgres, restoreEmbedded, restorePostgres } from './backup.ts';

/**
 * A backup you can trust (docs/decisions/0060): taken while card payments commit, restored into a fresh
 * database, it holds every payment answered before the backup began with its receipt, its ledger reconciles
 * with the payments day by day, and people log in. The embedded engine's dump on PGlite, pg_dump and
 * pg_restore on PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

describe(`a backup taken under load, restored into a fresh ${url ? 'PostgreSQL' : 'PGlite'} database`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'vo-backup-'));
  const t = useTestApp({ backupDir: join(folder, 'backups') });
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds every payment answered before it began, with its receipt; the ledger reconciles and people log in', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const answered: { id: number; receipt: string }[] = [];
    let paying = true;
    const payer = async () => {
      while (paying) {
        const answer = await t.send(
          paymentEndpoints.card,
          { idProducto: DEMO_PRODUCT.lot, monto: '1.00', ...CARD },
          { token, headers: { 'idempotency-key': `backup-${randomUUID()}` } },
        );
        expect(answer.status, answer.message).toBe(0);
        answered.push({ id: answer.data.idPago, receipt: answer.data.nroRecibo });
      }
    };
    const payers = [payer(), payer(), payer()];
    const paid = async (count: number) => {
      while (answered.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await paid(6);

    const beforeBackup = [...answered];
    const backupStarted = performance.now();
    const file = join(folder, url ? 'portal.dump' : 'portal.tar');
    const backup = url ? backUpPostgres(databaseUrlOf(t), file) : embeddedBackup(t, file);
    const payingDuringBackup = answered.length;
    await backup;
    const backupMs = performance.now() - backupStarted;
    await paid(payingDuringBackup + 3);
    paying = false;
    await Promise.all(payers);

    const restored = await restoreIntoFresh(file);
    cleanups.push(restored.close);
    const db = restored.handle.db;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows as any[];

    // Every payment answered before the backup began is there, confirmed, with its receipt and its PDF.
    const ids = sql.join(
      beforeBackup.map(({ id }) => sql`${id}`),
      sql`, `,
    );
    const found = await rows(sql`select p.id::int as id, p.state, p.receipt_number, r.number, r.pdf, r.facts,
        r.created_at from payments p left join receipts r on r.payment_id = p.id where p.id in (${ids})`);
    expect(found.map((row) => row.id).sort()).toEqual(beforeBackup.map(({ id }) => id).sort());
    for (const { pdf, facts, created_at, ...row } of found) {
      const receipt = beforeBackup.find(({ id }) => id === row.id)!.receipt;
      expect(row).toMatchObject({ state: 'confirmed', receipt_number: receipt, number: receipt });
      // Its PDF as written, or drawn from the facts its payment wrote (docs/decisions/0066).
      const file = await receiptFile({ pdf, facts, createdAt: new Date(created_at) });
      expect(Buffer.from(file).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // No payment of this test is there half-written: each has its receipt and a balanced ledger.
    const first = Math.min(...beforeBackup.map(({ id }) => id));
    const [unfinished] = await rows(sql`select count(*)::int as n from payments p
      where p.id >= ${first} and (p.state <> 'confirmed' or p.receipt_number is null or not exists (select 1 from receipts r where r.payment_id = p.id)
        or (select sum(debit_cents) - sum(credit_cents) from ledger_entries e where e.payment_id = p.id) <> 0)`);
    expect(unfinished.n).toBe(0);

    // The console's reconciliation of payments against the ledger, every day of the month: a difference of 0.
    const send = senderFor(callerFor(restored.app));
    const supervisor = await staffToken({ ...t, db, deps: restored.app.deps }, 'cashier_supervisor');
    const totals = await send(money.dayTotals, {}, { token: supervisor });
    expect(totals.status).toBe(0);
    expect(totals.data.dias.length).toBeGreaterThan(0);
    expect(totals.data.dias.filter((day: any) => day.diferencia !== '0.00')).toEqual([]);

    // People log in, and see their home.
    const restoredToken = await loginAs(callerFor(restored.app), DEMO.customer.user, DEMO.customer.password);
    expect((await send(sessionEndpoints.home, undefined, { token: restoredToken })).data.ci).toBe(DEMO.customer.user);
    expect((await send(sessionEndpoints.home, undefined, { token: restoredToken })).status).toBe(0);
    console.info(
      `backup: ${beforeBackup.length} payments before it, ${answered.length - payingDuringBackup} after it began, all ${beforeBackup.length} restored; the backup took ${Math.round(backupMs)} ms`,
    );
  }, 120_000);

  /** POST /api/ops/backup as `npm run ops -- backup` sends it: the server writes its dump, the command moves it. */
  async function embeddedBackup(context: TestContext, file: string) {
    const answer = await context.send(backupOpsEndpoints.embedded, undefined, {
      headers: { 'x-ops-secret': OPS_SECRET },
    });
    expect(answer.status, answer.message).toBe(0);
    expect(answer.data.bytes).toBeGreaterThan(0);
    const { renameSync } = await import('node:fs');
    renameSync(answer.data.file, file);
  }

  /** A fresh database from the backup, and the portal on it. */
  async function restoreIntoFresh(
    file: string,
  ): Promise<{ handle: DatabaseHandle; app: FastifyInstance; close: () => Promise<void> }> {
    let handle: DatabaseHandle;
    let drop = async () => {};
    if (url) {
      const name = `vo_restored_${randomUUID().replaceAll('-', '')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await restorePostgres(withDatabase(url, name), file);
      handle = await openDatabase({ engine: 'postgres', url: withDatabase(url, name), poolSize: 2 });
    } else {
      const dataDir = join(folder, 'restored');
      await restoreEmbedded(file, dataDir);
      handle = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
    }
    // Its own memories (what is kept, sessions, settings) and settings: nothing shared with the app backed up.
    const { memory: _kept, ...given } = t.deps;
    const app = await buildApp(
      withMemory({
        ...given,
        db: handle.db,
        events: new DomainEvents(),
        featureFlags: { ...DEFAULT_FEATURE_FLAGS },
        limits: structuredClone(DEFAULT_LIMITS),
        backupDir: undefined,
      }),
    );
    await app.ready();
    return {
      handle,
      app,
      close: async () => {
        await app.close();
        await handle.close();
        await drop();
      },
    };
  }
});

function databaseUrlOf(context: TestContext): string {
  return ((context.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string })
    .connectionString;
}
