import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointAddressesPlugin } from './endpoint-addresses.ts';
import { portalPreload } from './portal-preload.ts';

const server = 'http://localhost:3000';

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module a source file reaches through static imports: what the browser loads together with it. */
function staticClosure(graph: ModuleGraph, file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file.startsWith('./') ? sourcePath(file) : file];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const sourcePath = (file: string) => new URL(file, import.meta.url).pathname;

/** What a returning person's first screen loads after the shell: the logged-in shell and the home (app.tsx). */
const PORTAL_ROOTS = ['./src/app/logged-in-app.tsx', './src/features/session/home-page.tsx'];

/**
 * Every module some page can load without the logged-in shell (a visitor's page, the maintenance screen, the
 * back office and its sections): the static closures of every lazily imported module reached from the entry
 * without going through the portal's roots.
 */
function anyTimeClosure(graph: ModuleGraph): Set<string> {
  const portalRoots = new Set(PORTAL_ROOTS.map(sourcePath));
  const anyTime = new Set<string>();
  const lazyRoots = [sourcePath('./src/main.tsx')];
  const visited = new Set<string>();
  while (lazyRoots.length > 0) {
    const root = lazyRoots.pop()!;
    if (visited.has(root)) continue;
    visited.add(root);
    for (const id of staticClosure(graph, root)) {
      anyTime.add(id);
      for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (!portalRoots.has(lazy)) lazyRoots.push(lazy);
      }
    }
  }
  return anyTime;
}

// Computed once per build from the module graph (reset by the plugin below).
let closures: { shell: Set<string>; login: Set<string>; anyTime: Set<string>; portal: Set<string> } | undefined;
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
 *  - portal: what a returning person's first screen loads after the shell, the logged-in shell and the home,
 *    ~35 files of 0.2–15 kB in one (docs/decisions/0061). Only what no page outside the portal loads: a visitor's
 *    page, the maintenance screen or the back office never download the portal for a module they share with it.
 * `npm run budgets` checks the result (bench/budgets.mjs).
 */
function closuresOf(graph: ModuleGraph) {
  closures ??= {
    shell: staticClosure(graph, './src/main.tsx'),
    login: staticClosure(graph, './src/features/auth/login-page.tsx'),
    anyTime: anyTimeClosure(graph),
    // The two roots stay chunks of their own, which import the group: the app imports them by name and the
    // manifest (bench/budgets.mjs) still tells which file is the logged-in shell and which the home.
    portal: new Set(
      PORTAL_ROOTS.flatMap((root) => [...staticClosure(graph, root)]).filter(
        (id) => !PORTAL_ROOTS.map(sourcePath).includes(id),
      ),
    ),
  };
  return closures;
}

// lib/i18n.ts loads only the catalogue of the language in use; each stays its own chunk (see there).
const isCatalogue = (id: string) => /\/domain\/src\/i18n\/(en|es|pt)\.ts$/.test(id);

/**
 * One group each, by priority: a module the shell loads stays the shell's although the portal needs it too (a
 * group also takes the dependencies of what it captures, unless a group of higher priority took them first).
 */
const chunkGroups = [
  {
    priority: 30,
    name: (id: string, graph: ModuleGraph) => (!isCatalogue(id) && closuresOf(graph).shell.has(id) ? 'shell' : null),
  },
  {
    priority: 20,
    name: (id: string, graph: ModuleGraph) =>
      !isCatalogue(id) && closuresOf(graph).login.has(id) && id.includes('/node_modules/') ? 'ui' : null,
  },
  {
    priority: 10,
    // Only the modules named: what they import from outside the portal stays where a visitor's page finds it.
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => {
      const { portal, anyTime } = closuresOf(graph);
      return !isCatalogue(id) && portal.has(id) && !anyTime.has(id) ? 'portal' : null;
    },
  },
].map((group) => ({ ...group, debugName: 'shell, ui and portal' }));

/**
 * An installable web app whose shell opens offline (docs/decisions/0044): Workbox precaches what the build made
 * (the page, every script and style, the pictures) and answers every address of the portal with the page. It
 * never answers /api or the realtime channel: no call is cached, replayed or queued, least of all a payment.
 * The page registers the worker itself (src/lib/service-worker.ts), after it has drawn.
 */
const installableApp = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    name: 'Oficina Virtual',
    short_name: 'Oficina Virtual',
    description: 'Sus productos, pagos y comprobantes / Your products, payments and receipts',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0d47a1',
    icons: [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
    // The build's compressed copies are the server's business (compress.mjs); the worker keeps the plain ones.
    globIgnores: ['**/*.gz', '**/*.br', '.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // A new version waits for the tabs of the old one to close: an open page never loses the chunks it lazily loads.
    clientsClaim: true,
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 3_000_000,
  },
});

export default defineConfig({
  // The browser gets each API contract's addresses, not its zod schemas (endpoint-addresses.ts).
  plugins: [react(), resetClosures, endpointAddressesPlugin, portalPreload, installableApp],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run budgets` tell each route's own chunks from the shared ones.
    manifest: true,
    // The shell is one file on purpose (see chunkGroups); the budgets, not this warning, watch its size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
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
