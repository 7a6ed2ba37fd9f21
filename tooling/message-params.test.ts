import { readdirSync, readFileSync } from 'node:fs';
import { catalogues } from '@vo/domain/i18n/catalogue';
import { CONSTANT_PARAMS } from '@vo/domain/i18n/message-params';
import { describe, expect, it } from 'vitest';

/**
 * A message with a placeholder no constant fills ("{{debt}}") must be raised with that parameter wherever
 * it is raised: a schema's `{ error: key }` cannot pass one, so such a key never stands there; a call that
 * names the key (`new AppError(key, 1, { debt })`, `reply.ok(data, key, params)`, `t(key, { … })`) names the
 * parameter too. The run-time check is apps/server/src/platform/http/refusal-messages.test.ts.
 */
const ROOT = new URL('../', import.meta.url);
const SOURCES = ['packages/domain/src/', 'apps/server/src/', 'apps/web/src/'];
/** Filled by the platform itself: the envelope names the refused field. */
const PLATFORM_PARAMS = new Set(['field']);

function sourceFiles(): { file: string; text: string }[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(new URL(dir, ROOT), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('i18n/'))
      .map((f) => ({ file: `${dir}${f}`, text: readFileSync(new URL(`${dir}${f}`, ROOT), 'utf8') })),
  );
}

/** The keys whose English text has placeholders that neither a constant nor the platform fills, with those names. */
function keysNeedingParams(): Map<string, string[]> {
  const needing = new Map<string, string[]>();
  for (const [key, text] of Object.entries(catalogues.en)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)]
      .map((m) => m[1]!)
      .filter((name) => !Object.hasOwn(CONSTANT_PARAMS, name) && !PLATFORM_PARAMS.has(name));
    if (names.length > 0) needing.set(key, [...new Set(names)]);
  }
  return needing;
}

/** Where a message is raised, and which argument carries its parameters. */
const RAISERS: { callee: RegExp; paramsAt: number }[] = [
  { callee: /\bnew AppError\s*$/, paramsAt: 2 },
  { callee: /\.ok\s*$/, paramsAt: 2 },
  { callee: /\btranslate\s*$/, paramsAt: 2 },
  { callee: /(^|[^\w.])t\s*$|\.t\s*$/, paramsAt: 1 },
];

/** The innermost call around `at`: the text before its parenthesis and its arguments split at the top level. */
function enclosingCall(text: string, at: number): { callee: string; args: string[]; argAt: number } | null {
  let depth = 0;
  let open = -1;
  for (let i = at; i >= 0 && open < 0; i--) {
    const c = text[i]!;
    if (')]}'.includes(c)) depth++;
    else if ('([{'.includes(c)) {
      if (depth > 0) depth--;
      else if (c === '(') open = i;
      else return null; // inside an object or a list first: a value kept, not a message raised here
    }
  }
  if (open < 0) return null;
  const args: string[] = [];
  let argAt = 0;
  let start = open + 1;
  for (let i = open + 1, inner = 0; i < text.length; i++) {
    const c = text[i]!;
    if ('([{'.includes(c)) inner++;
    else if (')]}'.includes(c) && inner-- === 0) {
      args.push(text.slice(start, i).trim());
      break;
    } else if (c === ',' && inner === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
    if (i === at) argAt = args.length;
  }
  return { callee: text.slice(Math.max(0, open - 40), open), args: args.filter(Boolean), argAt };
}

interface Use {
  key: string;
  where: string;
  problem: string;
}

/**
 * The uses that leave a placeholder unfilled: raised by a schema, or by a call that passes no parameters or an
 * object without one of the names. A key kept as a value (a rule's answer, a map) is followed by the run-time test.
 */
function usesWithoutParams(): { problems: Use[]; raised: number } {
  const needing = keysNeedingParams();
  const problems: Use[] = [];
  let raised = 0;
  for (const { file, text } of sourceFiles()) {
    for (const match of text.matchAll(/['"]([\w.]+)['"]/g)) {
      const key = match[1]!;
      const names = needing.get(key);
      if (!names) continue;
      const where = `${file}:${text.slice(0, match.index).split('\n').length}`;
      if (/\b(error|message)\s*:\s*$/.test(text.slice(Math.max(0, match.index - 40), match.index))) {
        problems.push({ key, where, problem: `a schema raises it, and cannot pass ${names.join(', ')}` });
        continue;
      }
      const call = enclosingCall(text, match.index);
      const raiser = call && RAISERS.find((r) => r.callee.test(call.callee));
      if (!call || !raiser || call.argAt >= raiser.paramsAt) continue;
      raised++;
      const params = call.args[raiser.paramsAt];
      if (params === undefined) {
        problems.push({ key, where, problem: `raised without parameters (${names.join(', ')})` });
        continue;
      }
      // An object written here must name them; a variable or a helper's answer is trusted.
      if (!params.startsWith('{') || /\.\.\./.test(params)) continue;
      const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(params));
      if (missing.length > 0) problems.push({ key, where, problem: `raised without ${missing.join(', ')}` });
    }
  }
  return { problems, raised };
}

describe('message parameters', () => {
  it('finds the messages that need parameters', () => expect(keysNeedingParams().size).toBeGreaterThan(50));

  it('raises every message with the parameters its text names, and never from a schema', () => {
    const { problems, raised } = usesWithoutParams();
    expect(problems).toEqual([]);
    expect(raised).toBeGreaterThan(50);
  });

  it('would catch a schema raising such a message, or a call without its parameters', () => {
    const needing = keysNeedingParams();
    expect(needing.get('memberships.beneficiaryCount')).toEqual(['beneficiariesMin', 'beneficiariesMax']);
    const call = (source: string) => enclosingCall(source, source.indexOf("'k'"));
    expect(call("throw new AppError('k', 1, { a })")).toMatchObject({ argAt: 0, args: ["'k'", '1', '{ a }'] });
    expect(call("reply.ok(wire(x), 'k')")).toMatchObject({ argAt: 1, args: ['wire(x)', "'k'"] });
    expect(call("const keys = { a: 'k' }")).toBeNull();
  });
});
