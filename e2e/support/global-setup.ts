import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPathOf } from '@vo/domain/endpoint';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import type { TestProject } from 'vitest/node';

import './provided-context.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = join(repoRoot, 'apps/server/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Starts one server for the whole run: the built app on a free port, with a fresh temporary DATA_DIR (so the
 * demo data is seeded anew) and a known operator secret. Set E2E_BASE_URL (and E2E_OPS_SECRET or OPS_SECRET)
 * to run the suite against a server that is already up instead.
 */
export default async function setup(project: TestProject) {
  // Screenshots of this run only: an old failure's picture must not pass for a new one.
  const artifacts = join(repoRoot, 'e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  for (const file of readdirSync(artifacts)) if (file.endsWith('.png')) rmSync(join(artifacts, file), { force: true });

  const external = process.env.E2E_BASE_URL;
  if (external) {
    const opsSecret = process.env.E2E_OPS_SECRET ?? process.env.OPS_SECRET;
    if (!opsSecret) throw new Error('e2e: E2E_BASE_URL is set; set E2E_OPS_SECRET (or OPS_SECRET) to its secret too.');
    const baseURL = external.replace(/\/+$/, '');
    await waitUntilUp(baseURL, null, () => '');
    project.provide('baseURL', baseURL);
    project.provide('opsSecret', opsSecret);
    return;
  }

  for (const file of [serverMain, webIndex]) {
    if (!existsSync(file))
      throw new Error(`e2e: ${file} is missing: run npm run build first (at the repository root).`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'vo-e2e-'));
  const port = await freePort();
  const opsSecret = randomBytes(18).toString('base64url');
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_SECRET: opsSecret,
      LOG_LEVEL: 'warn',
      // The reminders' queue would sweep every five minutes of the day on the wall clock and add notices to the
      // demo customers that stories count; the reminder story sweeps at an instant of its own (ops.reminderSweep).
      REMINDERS: 'off',
      // The hashes at the process's own priority (docs/decisions/0071): beside three browsers and the other
      // shards' servers, the lowest one would leave each story's login waiting behind them.
      PASSWORD_HASH_NICE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseURL, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('opsSecret', opsSecret);
  return async () => {
    await teardown();
    if (process.env.E2E_SERVER_LOG) console.log(output);
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls the maintenance check (the first call the web app makes) until it answers an envelope. */
async function waitUntilUp(baseURL: string, server: ChildProcess | null, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) {
      throw new Error(`e2e: the server exited with code ${server.exitCode} before answering.\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}${apiPathOf(maintenanceEndpoints.check)}`, {
        headers: { agente: '109' },
        signal: AbortSignal.timeout(2_000),
      });
      const body = (await response.json()) as { status?: unknown };
      if (typeof body.status === 'number') return;
      lastError = `unexpected answer ${JSON.stringify(body)}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`e2e: ${baseURL} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s (${lastError}).\n${output()}`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
