import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { FIRST_PAGE_ADDRESSES } from './src/app/first-page-addresses.ts';

/** The logged-in shell and, at `/`, the home's page: what a returning person's first screen runs after the shell. */
const LOGGED_IN_SHELL = '/src/app/logged-in-app.tsx';
const HOME_PAGE = '/src/features/session/home-page.tsx';
/** The pages whose code is asked for with the shell's, at their addresses (the entry starts their reads). */
const FIRST_PAGES = [
  { address: FIRST_PAGE_ADDRESSES.home, source: HOME_PAGE },
  { address: FIRST_PAGE_ADDRESSES.myProducts, source: '/src/features/products/my-products-page.tsx' },
  { address: FIRST_PAGE_ADDRESSES.payment, source: '/src/features/payments/payment-page.tsx' },
  { address: FIRST_PAGE_ADDRESSES.lotMap, source: '/src/features/catalogue/map-page.tsx' },
];
/** The parts of a language's catalogue (lib/i18n.ts): the core and the products' (the logged-in shell waits for both), the catalogue's (the lot map). */
const CATALOGUE_PART = /\/domain\/src\/i18n\/(en|es|pt)(-products|-catalogue)?\.ts$/;

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/** A chunk's file and every file it imports statically, transitively. */
function closure(bundle: Record<string, unknown>, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName] as Chunk | undefined;
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * A returning person's browser starts downloading the portal's code beside the shell, not after it (docs/decisions/
 * 0061). A tiny classic script, loaded `async` from the page's head, asks for the logged-in shell's files (and the
 * page's at the first pages' addresses, with the catalogue of the stored language, decision 0068) as module
 * preloads when a session token is stored. A visitor has no token: nothing more than the
 * script is downloaded. It is a file and not an inline script: the server's CSP allows only 'self' scripts.
 * Which files those are is known only once the bundle is cut, hence a build step and not a source file.
 */
export const portalPreload: Plugin = {
  name: 'vo:portal-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter(
      (item): item is Chunk & (typeof bundle)[string] => item.type === 'chunk',
    );
    const entry = chunks.find((chunk) => chunk.isEntry);
    const facade = (id: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(id));
    const shell = facade(LOGGED_IN_SHELL);
    const page = bundle['index.html'];
    if (!entry || !shell || page?.type !== 'asset') {
      this.error('portal preload: the entry, the logged-in shell or index.html is missing from the bundle');
    }
    const loadedFirst = closure(bundle, entry.fileName);
    const files = (chunk: Chunk) => [...closure(bundle, chunk.fileName)].filter((file) => !loadedFirst.has(file));
    const portal = files(shell);
    const url = (file: string) => `/${file}`;
    // The page at the address (the home, My products, a payment page, a lot map): its own files, asked for beside
    // the shell's instead of once the router has drawn (docs/decisions/0068).
    const pages = FIRST_PAGES.map(({ address, source }) => {
      const chunk = facade(source);
      if (!chunk) this.error(`portal preload: ${source} is not a chunk of its own`);
      return [
        address.source,
        files(chunk)
          .filter((file) => !portal.includes(file))
          .map(url),
      ];
    });
    // The first render waits for the catalogue, which the shell's script asks for only once it has run: its files
    // come beside the shell's instead, first, in the language stored at login (spec §4: a ?lang= of the address
    // goes first, and then nothing is preloaded). The lot map waits for the catalogue's part too (app/routes.tsx).
    const catalogue: Record<string, string[]> = {};
    const catalogueOfMap: Record<string, string[]> = {};
    for (const chunk of chunks) {
      const [, language, part] = chunk.facadeModuleId?.match(CATALOGUE_PART) ?? [];
      if (!language) continue;
      const into = part === '-catalogue' ? catalogueOfMap : catalogue;
      into[language] = [...(into[language] ?? []), url(chunk.fileName)];
    }
    const script = `(function(){try{if(!localStorage.getItem('vo.token')||/^\\/admin(\\/|$)/.test(location.pathname))return}catch(e){return}var p=location.pathname,f=${JSON.stringify(portal.map(url))},s=${JSON.stringify(pages)};for(var j=0;j<s.length;j++)if(new RegExp(s[j][0]).test(p))f=f.concat(s[j][1]);var c=${JSON.stringify(catalogue)},m=${JSON.stringify(catalogueOfMap)},g;try{g=localStorage.getItem('vo.language')}catch(e){}if(!/[?&]lang=/.test(location.search)&&c.hasOwnProperty(g)){f=c[g].concat(f);if(new RegExp(${JSON.stringify(FIRST_PAGE_ADDRESSES.lotMap.source)}).test(p))f=f.concat(m[g])}for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})();\n`;
    const fileName = `assets/portal-preload-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source: script });
    page.source = String(page.source).replace('<title>', `<script async src="/${fileName}"></script>\n    <title>`);
  },
};
