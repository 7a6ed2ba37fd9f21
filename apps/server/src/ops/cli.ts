/**
 * `npm run ops -- <command>`: operator commands. The embedded database has one owner (the running
 * server), so every command is an authenticated call to that server, never a direct database write; only a
 * restore opens a database itself, a fresh one no server uses yet (docs/decisions/0060).
 */

import { copyFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupOpsEndpoints as backups } from '@vo/domain/backup/backup-ops.endpoints';
import { configurationOpsEndpoints as configuration } from '@vo/domain/configuration/configuration-ops.endpoints';
import { clientMethod, type EndpointAddress, sendsQuery } from '@vo/domain/endpoint';
import { maintenanceOpsEndpoints as maintenance } from '@vo/domain/maintenance/maintenance-ops.endpoints';
import { notificationOpsEndpoints as notices } from '@vo/domain/notifications/notifications-ops.endpoints';
import { outboxOpsEndpoints as outbox } from '@vo/domain/outbox/outbox-ops.endpoints';
import { paymentOpsEndpoints as payments } from '@vo/domain/payments/payments-ops.endpoints';
import { procedureOpsEndpoints as procedures } from '@vo/domain/procedures/procedures-ops.endpoints';
import { reminderOpsEndpoints as reminders } from '@vo/domain/reminders/reminders-ops.endpoints';
import { subscriptionOpsEndpoints as subscriptions } from '@vo/domain/subscriptions/subscriptions-ops.endpoints';
import { userOpsEndpoints as users } from '@vo/domain/users/users-ops.endpoints';
import { loadStoredSecrets } from '../platform/env.ts';
import { backUpPostgres, restoreEmbedded, restorePostgres } from './backup.ts';

const USAGE = `usage: npm run ops -- <command>
  maintenance on --until "DD/MM/YYYY HH:mm:ss"   start a maintenance window (La Paz time)
  maintenance off                               end it now
  outbox <recipient>                            messages the sandbox sent to an e-mail or phone
  logout <ci> (or users logout <ci>)            end every session of that person now
  users disable <ci> | users enable <ci>        bar or let a person enter (disable also logs out)
  users land-button restrict|allow <ci>         keep a person from pre-reserving, reserving or buying lots, or
                                                let them (the console's setting landButtonRestricted, with its
                                                history)
  users id-card ask|received <ci>               ask a person for their ID card at login, or stop asking
  notify <ci|all> "<title>" "<text>"            store a notification and push it to open browsers
  promo <ci|all> "<title>" "<text>"             store a promotion and push it to open browsers
  qr-pay <referencia>                           sandbox bank: pay a pending payment QR (it calls the webhook)
  qr-refund <referencia>                        sandbox bank: the transfer back of an owed QR refund reached the
                                                customer (its reference is in the console's refunds of the payment)
  procedure <id> <estado> ["<nota>"]            move a customer's procedure (en_revision, observado, resuelto,
                                                rechazado) and notify them
  subscriptions-renew                           charge the subscriptions due today (each period once), end the
                                                cancelled or unpaid ones, notify the declined
  reminders sweep [--at <ISO date-time>]        send the payment reminders due at that instant (default now;
                                                e.g. 2026-12-08T10:00:00-04:00): each stage of each instalment
                                                is sent once however often it runs, nothing in the quiet hours
  flags <name>=on|off[,…]                       turn spec §9 flags on or off: stored with their history like
                                                the console's changes, every instance follows at once and a
                                                restart keeps them (names as in FEATURE_FLAGS, README)
  backup <file>                                 a backup you can restore, taken while the portal serves: with
                                                DATABASE_URL pg_dump's custom format, else the running server's
                                                own dump of the embedded database (docs/operations.md)
  restore <file>                                into a fresh database only: with DATABASE_URL an empty one
                                                (createdb) by pg_restore, else an empty DATA_DIR with the server
                                                stopped; then start the servers on it
environment: PORT (3000), DATA_DIR (./data) or OPS_SECRET, OPS_URL (http://localhost:$PORT), DATABASE_URL`;

function opsSecret(): string {
  if (process.env.OPS_SECRET) return process.env.OPS_SECRET;
  return loadStoredSecrets(resolve(process.env.DATA_DIR ?? './data')).opsSecret;
}

/** An operator call through its endpoint contract (docs/decisions/0020): the input in its query or its body. */
function send(endpoint: EndpointAddress, input?: Record<string, string>) {
  if (!sendsQuery(endpoint)) return call(clientMethod(endpoint), `/${endpoint.path}`, input);
  return call(clientMethod(endpoint), `/${endpoint.path}${input ? `?${new URLSearchParams(input)}` : ''}`);
}

async function call(method: string, path: string, body?: unknown) {
  const envelope = await envelopeOf(method, path, body);
  console.log(JSON.stringify(envelope, null, 2));
  return envelope.status === 0;
}

async function envelopeOf(method: string, path: string, body?: unknown) {
  const base = process.env.OPS_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'x-ops-secret': opsSecret(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { status: number; message?: string; data?: unknown };
}

/** PostgreSQL: pg_dump from here. Embedded: the server that owns the folder dumps it; the file is moved to `file`. */
async function backup(file: string): Promise<boolean> {
  const target = resolve(file);
  if (process.env.DATABASE_URL) {
    const { bytes } = await backUpPostgres(process.env.DATABASE_URL, target);
    console.log(JSON.stringify({ engine: 'postgres', file: target, bytes }, null, 2));
    return true;
  }
  const envelope = await envelopeOf(clientMethod(backups.embedded), `/${backups.embedded.path}`);
  if (envelope.status !== 0) {
    console.log(JSON.stringify(envelope, null, 2));
    return false;
  }
  const taken = envelope.data as { file: string; bytes: number; tookMs: number };
  // The server wrote it into its DATA_DIR on this machine; a copy and a removal also cross file systems.
  copyFileSync(taken.file, target);
  rmSync(taken.file);
  console.log(JSON.stringify({ engine: 'pglite', file: target, bytes: taken.bytes, tookMs: taken.tookMs }, null, 2));
  return true;
}

async function restore(file: string): Promise<boolean> {
  if (process.env.DATABASE_URL) await restorePostgres(process.env.DATABASE_URL, resolve(file));
  else await restoreEmbedded(resolve(file), resolve(process.env.DATA_DIR ?? './data'));
  console.log(JSON.stringify({ restored: resolve(file) }, null, 2));
  return true;
}

async function main(args: string[]): Promise<boolean> {
  const [command, sub, ...rest] = args;
  if (command === 'maintenance' && sub === 'on') {
    const index = rest.indexOf('--until');
    const until = index >= 0 ? rest[index + 1] : undefined;
    if (!until) break_(USAGE);
    return send(maintenance.on, { hasta: until });
  }
  if (command === 'maintenance' && sub === 'off') return send(maintenance.off);
  if (command === 'outbox' && sub) return send(outbox.messages, { destinatario: sub });
  if ((command === 'notify' || command === 'promo') && sub && rest[0] && rest[1]) {
    return send(command === 'notify' ? notices.notify : notices.promote, {
      para: sub,
      titulo: rest[0],
      texto: rest[1],
    });
  }
  if (command === 'qr-pay' && sub) return send(payments.sandboxQrPay, { referencia: sub });
  if (command === 'qr-refund' && sub) return send(payments.sandboxQrTransferConfirm, { referencia: sub });
  if (command === 'procedure' && sub && rest[0]) {
    return send(procedures.move, { idTramite: sub, estado: rest[0], nota: rest[1] ?? '' });
  }
  if (command === 'flags' && sub) return send(configuration.setFlags, { cambios: [sub, ...rest].join(',') });
  if (command === 'subscriptions-renew') return send(subscriptions.renew);
  if (command === 'reminders' && sub === 'sweep') {
    const index = rest.indexOf('--at');
    if (index >= 0 && !rest[index + 1]) break_(USAGE);
    return send(reminders.sweep, { en: index >= 0 ? rest[index + 1]! : new Date().toISOString() });
  }
  if (command === 'backup' && sub) return backup(sub);
  if (command === 'restore' && sub) return restore(sub);
  if (command === 'logout' && sub) return send(users.logout, { ci: sub });
  if (command === 'users' && (sub === 'logout' || sub === 'disable' || sub === 'enable') && rest[0]) {
    return send(users[sub], { ci: rest[0] });
  }
  if (command === 'users' && sub === 'land-button' && (rest[0] === 'restrict' || rest[0] === 'allow') && rest[1]) {
    return send(rest[0] === 'restrict' ? users.landButtonRestrict : users.landButtonAllow, { ci: rest[1] });
  }
  if (command === 'users' && sub === 'id-card' && (rest[0] === 'ask' || rest[0] === 'received') && rest[1]) {
    return send(rest[0] === 'ask' ? users.idCardAsk : users.idCardReceived, { ci: rest[1] });
  }
  return break_(USAGE);
}

function break_(message: string): never {
  console.error(message);
  process.exit(2);
}

main(process.argv.slice(2)).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // fetch fails with a TypeError when nothing answers; a backup's or a restore's own failure says what it is.
    console.error(error instanceof TypeError ? `ops: could not reach the server (${message})` : `ops: ${message}`);
    process.exit(1);
  },
);
