import { readFileSync } from 'node:fs';
import { type Plugin, parseAst } from 'vite';

/*
 * The endpoint contracts of packages/domain (`*.endpoints.ts`, docs/decisions/0020) hold the zod schemas of
 * each call. The browser needs only where a call goes: loaded as they are, they would put zod (~22 kB gzip)
 * and every answer schema into the start-up bundle, whose budget is 170 kB (docs/decisions/0006). So the web
 * build loads each contract file as its addresses only: method, path, and whether a query or body is declared.
 * TypeScript still checks every call against the real file; tooling/endpoint-addresses.test.ts checks that
 * both agree.
 */

export const ENDPOINTS_FILE = /\/packages\/domain\/src\/.+\.endpoints\.ts$/;

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node, read field by field and checked as it is read.
type Node = { type: string; [key: string]: any };

function literalOf(node: Node | undefined, where: string): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'ArrayExpression') return node.elements.map((element: Node) => literalOf(element, where));
  if (node?.type === 'TSAsExpression') return literalOf(node.expression, where);
  throw new Error(`${where}: method and path must be written as literals`);
}

function keyOf(property: Node, where: string): string {
  if (property.type !== 'Property' || property.computed) throw new Error(`${where}: only plain properties`);
  return property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
}

/**
 * A text answer, `csvAnswer('pagos.csv')`, travels whole: the browser saves the file under its name. A zod
 * answer stays on the server.
 */
function textAnswerOf(answer: Node | undefined, where: string) {
  if (answer?.type !== 'CallExpression' || answer.callee.name !== 'csvAnswer') return {};
  return { answer: { mediaType: 'text/csv', fileName: literalOf(answer.arguments[0], where) } };
}

/**
 * `defineEndpoint({ method, path, query?, body?, answer? })` → `{ method, path, query?: true, body?: true }`,
 * with the answer when it is a text file.
 */
function addressOf(call: Node, where: string) {
  const [definition] = call.type === 'CallExpression' && call.callee.name === 'defineEndpoint' ? call.arguments : [];
  if (definition?.type !== 'ObjectExpression') throw new Error(`${where}: each entry must be defineEndpoint({ … })`);
  const fields = new Map<string, Node>(definition.properties.map((p: Node) => [keyOf(p, where), p.value]));
  return {
    method: literalOf(fields.get('method'), where),
    path: literalOf(fields.get('path'), where),
    ...(fields.has('query') ? { query: true } : {}),
    ...(fields.has('body') ? { body: true } : {}),
    ...textAnswerOf(fields.get('answer'), where),
  };
}

type Address = ReturnType<typeof addressOf>;

/** The endpoint groups a contract file exports, each endpoint reduced to its address. */
export function endpointAddressGroups(source: string, file: string): Record<string, Record<string, Address>> {
  const program = parseAst(source, { lang: 'ts' }, file) as unknown as Node;
  const groups: Record<string, Record<string, Address>> = {};
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') continue;
    if (statement.type === 'ExportNamedDeclaration' && statement.exportKind === 'type') continue;
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    const [group] = declaration?.type === 'VariableDeclaration' ? declaration.declarations : [];
    if (declaration?.declarations.length !== 1 || group?.init?.type !== 'ObjectExpression') {
      throw new Error(
        `${file}: a contract file holds imports and \`export const group = { name: defineEndpoint(…) }\``,
      );
    }
    const entries = group.init.properties.map((property: Node) => {
      const where = `${file} ${group.id.name}.${keyOf(property, file)}`;
      return [keyOf(property, file), addressOf(property.value, where)];
    });
    groups[group.id.name] = Object.fromEntries(entries);
  }
  return groups;
}

/** A contract file as the browser loads it: the same exports, addresses only. */
export function endpointAddresses(source: string, file: string): string {
  const groups = Object.entries(endpointAddressGroups(source, file));
  return groups.map(([name, endpoints]) => `export const ${name} = ${JSON.stringify(endpoints)};\n`).join('');
}

export const endpointAddressesPlugin: Plugin = {
  name: 'vo:endpoint-addresses',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0] ?? id;
    return ENDPOINTS_FILE.test(file) ? endpointAddresses(readFileSync(file, 'utf8'), file) : null;
  },
};
