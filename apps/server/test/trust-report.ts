import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const START = '<!-- trust-figures:start -->';
const END = '<!-- trust-figures:end -->';
const REQUIRED = ['access-matrix', 'hostile-input', 'crash-restart'];
/** One row each, in this order, when the run produced them. */
const EXTRA_SECTIONS = [
  'crash-restart',
  'concurrency',
  'bank-transfers',
  'refunds',
  'refund-crashes',
  'lockout',
  'spoofing',
  'recovery-caps',
  'code-caps',
  'hash-flood',
];

/** Rewrites the figures block of docs/security.md, only after a run that produced every section. */
export function writeSecurityFigures(reportDir: string, docPath: string): boolean {
  const sections = Object.fromEntries(
    readdirSync(reportDir).map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(reportDir, name), 'utf8')),
    ]),
  );
  if (!REQUIRED.every((name) => name in sections) || !existsSync(docPath)) return false;
  const doc = readFileSync(docPath, 'utf8');
  if (!doc.includes(START) || !doc.includes(END)) return false;
  const block = [START, renderFigures(sections), END].join('\n');
  writeFileSync(docPath, doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), block));
  return true;
}

function renderFigures(s: Record<string, any>): string {
  const matrix = s['access-matrix'];
  const hostile = s['hostile-input'];
  const lines = [
    '',
    'Written by the server suite (`npm test`) on the embedded database; the PostgreSQL pass of CI runs the same checks.',
    '',
    '| figure | value | goal |',
    '|---|---:|---|',
    `| API routes covered / total | ${matrix.routesCovered} / ${matrix.routesTotal} | all |`,
    `| access-matrix cells checked (route × role) | ${matrix.cells} | every route × 6 roles |`,
    `| cells where another person's data came back or changed | ${matrix.leaks} | 0 |`,
    `| hostile requests sent (fixed seed) | ${hostile.requests} | |`,
    `| hostile cases per route (median) | ${hostile.medianPerRoute} | |`,
    `| 5xx answers / stack traces | ${hostile.serverErrors} | 0 |`,
  ];
  for (const extra of EXTRA_SECTIONS) {
    if (s[extra]) lines.push(`| ${s[extra].label} | ${s[extra].value} | ${s[extra].goal} |`);
  }
  lines.push(
    '',
    '### Access matrix',
    '',
    'Each cell: what the caller got when aiming at someone else’s objects. `0 ok` means the call was answered;',
    'in every cell, none of the victim’s data came back and none of it changed.',
    '',
    `| route | owner rule | ${matrix.roles.join(' | ')} |`,
  );
  lines.push(`|---|---|${matrix.roles.map(() => '---').join('|')}|`);
  for (const row of matrix.rows) lines.push(`| \`${row.route}\` | ${row.access} | ${row.outcomes.join(' | ')} |`);
  lines.push('');
  return lines.join('\n');
}
