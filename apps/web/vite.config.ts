import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointAddressesPlugin } from './endpoint-addresses.ts';

const server = 'http://localhost:3000';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module a source file reaches through static imports: what the browser loads together with it. */
function staticClosure(graph: ModuleGraph, file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [new URL(file, import.meta.url).pathname];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Computed once per build from the module graph (reset by the plugin below).
let closures: { shell: Set<string>; login: Set<string> } | undefined;
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
 *    pages mostly use too. react-hook-form is not one of them: the login page keeps its own form state.
 * `npm run budgets` checks the result (bench/budgets.mjs).
 */
function chunkGroup(id: string, graph: ModuleGraph): string | null {
  closures ??= {
    shell: staticClosure(graph, './src/main.tsx'),
    login: staticClosure(graph, './src/features/auth/login-page.tsx'),
  };
  // lib/i18n.ts loads only the catalogue of the language in use; each stays its own chunk (see there).
  if (/\/domain\/src\/i18n\/(en|es|pt)\.ts$/.test(id)) return null;
  if (closures.shell.has(id)) return 'shell';
  if (closures.login.has(id) && id.includes('/node_modules/')) return 'ui';
  return null;
}

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
  plugins: [react(), resetClosures, endpointAddressesPlugin, installableApp],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run budgets` tell each route's own chunks from the shared ones.
    manifest: true,
    // The shell is one file on purpose (see chunkGroup); the budgets, not this warning, watch its size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: chunkGroup, debugName: 'shell and ui' }] } },
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
