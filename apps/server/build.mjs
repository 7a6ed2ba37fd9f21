// Bundles the server (and the ops command) into dist/, with @vo/domain inlined and npm packages left external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'ops/cli': 'src/ops/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
// The hashing thread's file (docs/decisions/0071), loaded by Node beside the bundle that starts it.
cpSync('src/platform/sessions/password-hash.worker.mjs', 'dist/password-hash.worker.mjs');
