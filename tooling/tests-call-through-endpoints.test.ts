import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The end-to-end stories and the bench call the API through the endpoints of packages/domain
 * (docs/decisions/0020, 0057): the endpoint gives the path, so no file of theirs types one. This check reads
 * every string and template literal of e2e/ and bench/ and flags any that holds an address of the API. The
 * fixtures under tooling/api-path-fixtures/ type one in each way a file could, beside what must pass.
 */

const root = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'api-path-fixtures');
const FOLDERS = ['e2e', 'bench'];
const SCRIPT = /\.(ts|mts|js|mjs|cjs)$/;
/** Folders that hold no code of ours: installed packages, a run's screenshots and results. */
const NOT_CODE = /(^|\/)(node_modules|artifacts|results|\.tmp)(\/|$)/;
/** How a report names a route ('GET /api/user/inicio (session check + read)'), as routeKeys writes it: not a call. */
const ROUTE_NAME = /\b(GET|POST|PUT|PATCH|DELETE) $/;

interface HandTypedPath {
  file: string;
  line: number;
  text: string;
}

/**
 * Whether literal text holds an address of the API: it starts with 'api/', or holds '/api/' ('/api/pagos', a
 * page.route pattern, `${base}/api/pagos`), or ends in '/api' before a substitution (`${base}/api${path}`).
 */
function holdsApiAddress(text: string): boolean {
  if (text.startsWith('api/')) return true;
  for (const match of text.matchAll(/\/api(?=\/|$)/g)) {
    if (!ROUTE_NAME.test(text.slice(0, match.index))) return true;
  }
  return false;
}

/** The literal pieces of one file's code (strings, templates' text between substitutions), with their lines. */
function literalsOf(path: string): { line: number; text: string }[] {
  const kind = /\.m?ts$/.test(path) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    // Module names ('../support/api.ts') are where code comes from, not where a call goes.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The code files under `folders` of `base`, relative to it. */
function codeFiles(base: string): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(base, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => join(folder, file))
      .filter((file) => SCRIPT.test(file) && !NOT_CODE.test(file)),
  ).sort();
}

function handTypedApiPaths(base: string): HandTypedPath[] {
  return codeFiles(base).flatMap((file) =>
    literalsOf(join(base, file))
      .filter((literal) => holdsApiAddress(literal.text))
      .map((literal) => ({ file, ...literal })),
  );
}

describe('the stories and the bench call the API through the endpoints (docs/decisions/0057)', () => {
  it('reads the e2e and bench code', () => {
    const files = codeFiles(root);
    expect(files).toContain('e2e/support/api.ts');
    expect(files).toContain('bench/run.mjs');
    expect(files.filter((file) => file.startsWith('e2e/specs/')).length).toBeGreaterThan(50);
  });

  it('finds no address of the API typed by hand in e2e/ or bench/', () => {
    expect(handTypedApiPaths(root)).toEqual([]);
  });

  it('flags each way of typing one, and lets pages of the web, route names, module names and comments through', () => {
    const flagged = handTypedApiPaths(fixtures).map(({ file, line }) => `${file}:${line}`);
    // Each fixture says on its lines which the check must flag; the others must pass.
    const expected = codeFiles(fixtures).flatMap((file) =>
      readFileSync(join(fixtures, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => (text.includes('// flagged') ? [`${file}:${index + 1}`] : [])),
    );
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(flagged).toEqual(expected);
  });

  it('tells an address from a route’s name and from other paths', () => {
    expect(holdsApiAddress('/api/user/inicio')).toBe(true);
    expect(holdsApiAddress('api/user/inicio')).toBe(true);
    expect(holdsApiAddress('**/api/pagos/tarjeta')).toBe(true);
    expect(holdsApiAddress('/api')).toBe(true);
    expect(holdsApiAddress('GET /api/user/inicio (session check + read)')).toBe(false);
    expect(holdsApiAddress('| POST /api/salas that clashes, one at a time | 3 |')).toBe(false);
    expect(holdsApiAddress('/Producto/Vendido')).toBe(false);
    expect(holdsApiAddress('../support/api.ts')).toBe(false);
    expect(holdsApiAddress('user/inicio')).toBe(false);
  });
});
