import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The server bundled as `npm run build` bundles it, into a folder of its own under node_modules/.cache (where
 * its npm packages resolve): it starts in a fraction of the time tsx takes to compile the sources, for a test
 * that starts instances again and again. Answers the bundle's main.js; its folder is the caller's to remove.
 */
export async function bundleServer(): Promise<string> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const cache = join(root, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'vo-server-'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  await build({
    entryPoints: { main: MAIN },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });
  cpSync(join(root, 'src/db/migrations'), join(outdir, 'db/migrations'), { recursive: true });
  cpSync(join(root, 'src/platform/sessions/password-hash.worker.mjs'), join(outdir, 'password-hash.worker.mjs'));
  return join(outdir, 'main.js');
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The real server in its own process (from source through tsx, or a bundle of it), as `npm start` runs it. */
export function spawnServer(env: Record<string, string>, main = MAIN): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [...(main.endsWith('.ts') ? ['--import', 'tsx'] : []), main], {
    // No reminders' job queue unless a test asks for it (docs/decisions/0063): its sweep writes to every demo
    // customer whose instalment falls due, which a test about something else must not find in its counts.
    // Hashes at the process's own priority (docs/decisions/0071): on a box shared by the whole test run, the
    // lowest one could leave a restarted instance's logins waiting seconds behind the other test files.
    env: { ...process.env, LOG_LEVEL: 'warn', REMINDERS: 'off', PASSWORD_HASH_NICE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** On a free port, or on env.PORT (an instance restarted on its own address). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  main = MAIN,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1' }, main);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    try {
      const response = await fetch(`${url}/api/user/verificar/mantenimiento`, { headers: { agente: '109' } });
      if (response.ok) return { child, url, output };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${timeoutMs} ms: ${output()}`);
}

export async function kill9(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}
