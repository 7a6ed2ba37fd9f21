import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { kill9, type ServerProcess, startServer } from '../../../test/server-process.ts';
import { SANDBOX_CARDS } from '../../adapters/payment-gateway/sandbox-gateway.ts';
import type { JournalEntry } from '../../adapters/payment-gateway/sandbox-journal.ts';
import { PGLITE_OPTIONS } from '../../db/client.ts';

/**
 * A card payment across a kill -9 between the acquirer's approval and the payment's commit (docs/decisions/0069):
 * the first server holds every approved charge uncommitted (CARD_COMMIT_PAUSE_MS) and is killed there; the
 * restarted one's sweep voids the charge no payment recorded, the customer pays again under the same
 * Idempotency-Key and is charged once, and that payment is never voided. Embedded database only: the real server
 * owns it, and the sandbox acquirer's journal lives beside it in DATA_DIR.
 */
const embedded = !process.env.TEST_DATABASE_URL;

describe.runIf(embedded)('a card payment killed between the approval and the commit', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vo-card-crash-'));
  // The sweep every 2 s (and its grace as short) rather than every minute: the poll below sees it.
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'card-crash-secret-0123456789-abcdef',
    OPS_SECRET: 'card-crash-ops',
    REFUND_RETRY_SECONDS: '2',
  };
  // A failed run must not leave its server running: the next one on this machine would share its CPU.
  let running: ServerProcess | undefined;
  afterAll(async () => {
    if (running) await kill9(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (
    server: ServerProcess,
    endpoint: EndpointDefinition,
    body: object,
    headers: Record<string, string> = {},
  ) =>
    (await (
      await fetch(`${server.url}/api/${endpoint.path}`, {
        method: 'POST',
        headers: { agente: '109', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as { status: number; code?: string; data?: any };
  const journal = () => {
    try {
      return readFileSync(join(dataDir, 'sandbox-acquirer.jsonl'), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as JournalEntry);
    } catch {
      return [];
    }
  };
  const charges = () => journal().flatMap((e) => (e.op === 'charge' ? [e.reference] : []));
  const voided = () => new Set(journal().flatMap((e) => (e.op === 'void' ? [e.reference] : [])));
  const payment = { idProducto: 1, monto: '3.00', numeroTarjeta: SANDBOX_CARDS.visaApproves, mesExpiracion: '12' };
  const card = { ...payment, anioExpiracion: '2099', cvc: '123' };
  const key = { 'idempotency-key': 'card-crash-0001' };

  it('voids the charge after the restart, charges once when paid again, and the ledger agrees', async () => {
    let server = await startServer({ ...env, CARD_COMMIT_PAUSE_MS: '120000' });
    running = server;
    const login = await post(server, authEndpoints.login, { user: '1000001', password: 'Cliente#2026' });
    const token = login.data.token as string;
    // The answer is lost with the server: nothing was promised.
    void post(server, paymentEndpoints.card, card, { token, ...key }).catch(() => {});
    await expect.poll(() => charges().length, { timeout: 30_000, interval: 50 }).toBe(1);
    const [lost] = charges() as [string];
    await kill9(server.child);

    server = await startServer(env);
    running = server;
    await expect
      .poll(() => voided().has(lost), { timeout: 30_000, interval: 250 })
      .toBe(true)
      .catch((error) => {
        throw new Error(`${error}\n${server.output().slice(-3000)}`);
      });

    // The same key again: the first attempt never committed, so this one pays, and is charged once.
    const token2 = (await post(server, authEndpoints.login, { user: '1000001', password: 'Cliente#2026' })).data
      .token as string;
    const again = await post(server, paymentEndpoints.card, card, { token: token2, ...key });
    expect(again.status, JSON.stringify(again)).toBe(0);
    expect(charges()).toHaveLength(2);
    const paid = charges()[1]!;
    // Rounds of the sweep pass (every 2 s): the paid charge stays charged.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(voided().has(paid)).toBe(false);
    await kill9(server.child);
    running = undefined;

    const db = await PGlite.create(join(dataDir, 'pglite'), PGLITE_OPTIONS);
    try {
      const payments = (
        await db.query<{ id: number; reference: string }>(
          `select id, external_reference as reference from payments where method = 'card' and external_reference = any($1)`,
          [[lost, paid]],
        )
      ).rows;
      expect(payments.map((p) => p.reference)).toEqual([paid]);
      expect(Number(payments[0]!.id)).toBe(again.data.idPago);
      const intents = (
        await db.query<{ reference: string; state: string }>(
          'select reference, state from card_charge_intents where reference = any($1) order by id',
          [[lost, paid]],
        )
      ).rows;
      expect(intents).toEqual([
        { reference: lost, state: 'voided' },
        { reference: paid, state: 'recorded' },
      ]);
      // What the card kept is what the database holds: 3.00 once, in the ledger's card clearing account too.
      const clearing = (
        await db.query<{ cents: string }>(
          `select coalesce(sum(debit_cents - credit_cents), 0)::text as cents from ledger_entries
           where account = 'clearing:card' and payment_id = $1`,
          [again.data.idPago],
        )
      ).rows[0]!;
      expect(clearing.cents).toBe('300');
      const balance = (
        await db.query<{ d: string; c: string }>(
          'select sum(debit_cents)::text as d, sum(credit_cents)::text as c from ledger_entries',
        )
      ).rows[0]!;
      expect(balance.d).toBe(balance.c);
    } finally {
      await db.close();
    }
  }, 240_000);
});
