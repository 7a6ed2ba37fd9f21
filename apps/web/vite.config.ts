import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointAddressesPlugin } from './endpoint-addresses.ts';

const server = 'http://localhost:3000';

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

const sourcePath = (file: string) => new URL(file, import.meta.url).pathname;

/** Every module the given source files reach through static imports: what the browser loads together with them. */
function staticClosure(graph: ModuleGraph, ...files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = files.map((file) => (file.startsWith('.') ? sourcePath(file) : file));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Computed once per build from the module graph (reset by the plugin below).
let closures: { shell: Set<string>; login: Set<string>; visitor: Set<string>; portal: Set<string> } | undefined;
const resetClosures: Plugin = {
  name: 'vo:reset-chunk-closures',
  buildStart() {
    closures = undefined;
  },
};

/**
 * Left alone, the bundler cuts what the login route loads into ~25 files (React, MUI's core, i18n, each
 * MUI component…) because lazy pages share them. Each file is compressed on its own, so the pieces cost
 * the login route ~8 kB of gzip. Two groups put them back together; lazy pages keep their own chunks:
 *  - shell: everything the entry (src/main.tsx) loads statically, which every route loads anyway;
 *  - ui: the libraries the login page adds to that (MUI buttons, inputs, checkbox…), which the other
 *    pages mostly use too. react-hook-form is not one of them: the login page keeps its own form state;
 *  - portal: what the logged-in shell and the home (where everyone lands after login) load, minus what a
 *    visitor's page needs. Left alone it was ~40 files of 1–3 kB: over HTTP/1.1's six connections a phone
 *    fetched them in seven waves before the home could ask for its data (Lighthouse LCP 3.9 s).
 * `npm run budgets` checks the result (bench/budgets.mjs).
 */
function chunkGroup(id: string, graph: ModuleGraph): string | null {
  closures ??= closuresOf(graph);
  // lib/i18n.ts loads only the catalogue of the language in use; each stays its own chunk (see there).
  if (/\/domain\/src\/i18n\/(en|es|pt)\.ts$/.test(id)) return null;
  if (closures.shell.has(id)) return 'shell';
  if (closures.login.has(id) && id.includes('/node_modules/')) return 'ui';
  return null;
}

/**
 * The portal is a group of its own, after the first (rolldown has named every module of the first group,
 * so `closures` is there): a group takes its modules' dependencies too unless told not to, and the portal
 * must not take the shell's, nor a module a visitor's page shares (that page would then load the portal).
 * Without them no cycle can form: what a visitor's page reaches is, by construction, outside the portal.
 */
const inPortal = (id: string) => Boolean(closures?.portal.has(id) && !closures.visitor.has(id));

function closuresOf(graph: ModuleGraph) {
  const shell = staticClosure(graph, './src/main.tsx');
  const login = staticClosure(graph, './src/features/auth/login-page.tsx');
  const loggedInApp = sourcePath('./src/app/logged-in-app.tsx');
  const home = sourcePath('./src/features/session/home-page.tsx');
  // The pages a visitor can open are the lazy imports of the visitor routes and of the app's frame.
  const visitorPages = [sourcePath('./src/app/visitor-routes.tsx'), sourcePath('./src/app/app.tsx')]
    .flatMap((file) => graph.getModuleInfo(file)?.dynamicallyImportedIds ?? [])
    .filter((page) => page !== loggedInApp && page !== home);
  return {
    shell,
    login,
    visitor: staticClosure(graph, ...visitorPages),
    // The two pages themselves stay the chunks their lazy imports name; what they import is the portal.
    portal: new Set([...staticClosure(graph, loggedInApp, home)].filter((id) => id !== loggedInApp && id !== home)),
  };
}

export default defineConfig({
  // The browser gets each API contract's addresses, not its zod schemas (endpoint-addresses.ts).
  plugins: [react(), resetClosures, endpointAddressesPlugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run budgets` tell each route's own chunks from the shared ones.
    manifest: true,
    // The shell is one file on purpose (see chunkGroup); the budgets, not this warning, watch its size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: chunkGroup, debugName: 'shell and ui' },
            { name: 'portal', test: inPortal, includeDependenciesRecursively: false },
          ],
        },
      },
      // Feature files only declare (pages, components, hooks, calls); none does anything on import. Said so,
      // a page that takes one thing from another feature's index.ts (docs/decisions/0017) loads that thing,
      // not every module the index re-exports (each .tsx looks side-effectful to the bundler: React's CJS interop).
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\//, sideEffects: false }] },
    },
  },
  // In development the API and the realtime channel live on the Fastify server.
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
