import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { configurationOpsEndpoints } from '@vo/domain/configuration/configuration-ops.endpoints';
import { type EndpointAnswer, type EndpointInput, type EnvelopeEndpoint, wireRequestOf } from '@vo/domain/endpoint';
import { maintenanceOpsEndpoints } from '@vo/domain/maintenance/maintenance-ops.endpoints';
import { notificationOpsEndpoints } from '@vo/domain/notifications/notifications-ops.endpoints';
import { outboxOpsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import { paymentOpsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { procedureOpsEndpoints } from '@vo/domain/procedures/procedures-ops.endpoints';
import { reminderOpsEndpoints } from '@vo/domain/reminders/reminders-ops.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { inject } from 'vitest';
import type { Envelope } from './api.ts';
import { baseURL } from './browser.ts';

import './provided-context.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** La Paz has no daylight saving time: always UTC-4. */
const LA_PAZ_OFFSET_MS = -4 * 3_600_000;

/** DD/MM/YYYY HH:mm:ss on La Paz wall clocks: how operators write maintenance end dates. */
export function laPazDateTime(instant: Date): string {
  const local = new Date(instant.getTime() + LA_PAZ_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
  );
}

/** An operator call through its endpoint (docs/decisions/0020, 0057), with the operator's secret; throws when refused. */
async function opsCall<E extends EnvelopeEndpoint>(
  endpoint: E,
  ...[input]: EndpointInput<E> extends undefined ? [] : [input: EndpointInput<E>]
): Promise<Envelope<EndpointAnswer<E>>> {
  const request = wireRequestOf(endpoint, input);
  const response = await fetch(`${baseURL()}${request.path}`, {
    method: request.method,
    headers: {
      'x-ops-secret': inject('opsSecret'),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body,
  });
  const envelope = (await response.json()) as Envelope<EndpointAnswer<E>>;
  if (envelope.status !== 0) throw new Error(`ops ${endpoint.path} refused: ${JSON.stringify(envelope)}`);
  return envelope;
}

/** The operator's API (header x-ops-secret). */
export const ops = {
  maintenanceOn: (until: Date) => opsCall(maintenanceOpsEndpoints.on, { hasta: laPazDateTime(until) }),
  maintenanceOff: () => opsCall(maintenanceOpsEndpoints.off),
  /** Stores a notification for one person (or "all") and pushes it to their open pages. */
  notify: (to: string, title: string, text: string) =>
    opsCall(notificationOpsEndpoints.notify, { para: to, titulo: title, texto: text }),
  /** The back office moves a customer's procedure to a state (wire name), with a note; the customer is notified. */
  moveProcedure: (idTramite: number, estado: EndpointInput<typeof procedureOpsEndpoints.move>['estado'], nota = '') =>
    opsCall(procedureOpsEndpoints.move, { idTramite, estado, nota }),
  /** The back office asks a person for their ID card at the next login (mostrarModalCarnet), or stops asking. */
  idCardAsk: (ci: string) => opsCall(userOpsEndpoints.idCardAsk, { ci }),
  idCardReceived: (ci: string) => opsCall(userOpsEndpoints.idCardReceived, { ci }),
  /** The sandbox bank pays a pending payment QR, as the customer's banking app would; the bank then calls our webhook. */
  qrPay: (reference: string) => opsCall(paymentOpsEndpoints.sandboxQrPay, { referencia: reference }),
  /** Turns spec §9 flags on or off on the running server ("resortMembershipPurchase=on,noveltyModal=off"). */
  flags: (changes: string) => opsCall(configurationOpsEndpoints.setFlags, { cambios: changes }),
  /** Sends the payment reminders due at that instant (ISO with its offset), each (instalment, stage) once. */
  reminderSweep: (at: string) => opsCall(reminderOpsEndpoints.sweep, { en: at }),
  /** Messages the messaging sandbox "sent" to an e-mail or phone, newest first. */
  outbox: async (recipient: string) =>
    (await opsCall(outboxOpsEndpoints.messages, { destinatario: recipient })).data ?? [],
};

/** Runs `npm run ops -- <args>` at the repository root against the test server, as an operator would. */
export function runOpsCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const url = new URL(baseURL());
  // PORT and OPS_SECRET as an operator on the server's machine sets them; OPS_URL only for a remote server.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: url.port, OPS_SECRET: inject('opsSecret') };
  delete env.OPS_URL;
  if (process.env.E2E_BASE_URL) env.OPS_URL = baseURL();
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'ops', '--', ...args],
      {
        cwd: repoRoot,
        timeout: 30_000,
        env,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
