import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The logged-in shell and, at `/`, the home's page: what a returning person's first screen runs after the shell. */
const LOGGED_IN_SHELL = '/src/app/logged-in-app.tsx';
const HOME_PAGE = '/src/features/session/home-page.tsx';

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
 * home's at `/`) as module preloads when a session token is stored. A visitor has no token: nothing more than the
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
    const home = facade(HOME_PAGE);
    const page = bundle['index.html'];
    if (!entry || !shell || !home || page?.type !== 'asset') {
      this.error(
        'portal preload: the entry, the logged-in shell, the home page or index.html is missing from the bundle',
      );
    }
    const loadedFirst = closure(bundle, entry.fileName);
    const files = (chunk: Chunk) => [...closure(bundle, chunk.fileName)].filter((file) => !loadedFirst.has(file));
    const portal = files(shell);
    const homeOnly = files(home).filter((file) => !portal.includes(file));
    const script = `(function(){try{if(!localStorage.getItem('vo.token')||/^\\/admin(\\/|$)/.test(location.pathname))return}catch(e){return}var f=${JSON.stringify(portal.map((f) => `/${f}`))};if(location.pathname==='/')f=f.concat(${JSON.stringify(homeOnly.map((f) => `/${f}`))});for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})();\n`;
    const fileName = `assets/portal-preload-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source: script });
    page.source = String(page.source).replace('<title>', `<script async src="/${fileName}"></script>\n    <title>`);
  },
};
