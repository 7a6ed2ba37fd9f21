// What `npm run bench` (bench/run.mjs) writes into bench/RESULTS.md besides its tables: the goals of issue 36
// judged on this run's figures (computed here, never typed), the calls of those goals beside their anchors, and
// the file itself written without losing what people wrote by hand in it (docs/decisions/0067).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Issue 36's bars. */
export const BARS = {
  /** reads at least as fast as the bare two-query anchor, on PostgreSQL */
  readRatio: 1.0,
  /** and their p99 under the flood, on PostgreSQL */
  readP99Ms: 100,
  /** card payments at least half their anchor's (/pay) */
  paymentRatio: 0.5,
  /** Argon2id logins/s at least five times scrypt's, at the morning peak */
  loginRatio: 5,
  /**
   * "No other call slowed": a read's p99 while logins flood stays within its p99 alone, give or take what a
   * single scheduling hiccup costs a sub-millisecond answer: at most 1.5 × it, or 1 ms above it.
   */
  floodSlack: { times: 1.5, plusMs: 1 },
};

const round = (n, digits = 2) => Number(n.toFixed(digits));
/** A ratio is judged only when its anchor answered: an anchor that counted nothing in its window judges nothing. */
const judged = (ratio) => Number.isFinite(ratio) && ratio > 0;
const ratioText = (ratio, digits = 2) => (Number.isFinite(ratio) ? `${round(ratio, digits)} ×` : 'no ratio');

/** Each goal: what it asks, this run's figure, its anchor, met or not. */
export function goalsOf(results) {
  const goals = [];
  const pg = results.engines.postgres;
  const lite = results.engines.pglite;
  const reads = {
    catalogue: 'catalogue with filters',
    cabins: 'cabin availability, 31 days',
    gate: "the park gate's scan",
  };
  for (const [key, label] of Object.entries(reads)) {
    const g = pg?.goals?.[key];
    if (g) {
      goals.push({
        goal: `${label}: ≥ ${BARS.readRatio} × the two-query anchor, p99 ≤ ${BARS.readP99Ms} ms (PostgreSQL)`,
        figure: `${g.ours.requestsPerSecond} req/s = **${ratioText(g.ratio)}**, p99 ${g.ours.p99Ms} ms`,
        anchor: `${g.anchor.requestsPerSecond} req/s, p99 ${g.anchor.p99Ms} ms`,
        met: judged(g.ratio)
          ? g.ratio >= BARS.readRatio && g.ours.p99Ms <= BARS.readP99Ms && g.ours.refused === 0
          : null,
      });
    }
    const l = lite?.goals?.[key];
    if (l) {
      goals.push({
        goal: `${label}: none unanswered at 100 × 10 (PGlite)`,
        figure: `${l.ours.errors} unanswered, ${l.ours.busy} told "busy"; ${l.ours.requestsPerSecond} req/s, p99 ${l.ours.p99Ms} ms`,
        anchor: '(none: the anchor speaks to PostgreSQL)',
        met: l.ours.errors === 0,
      });
    }
  }
  const pay = pg?.goals?.payments;
  if (pay) {
    goals.push({
      goal: `card payments: ≥ ${BARS.paymentRatio} × a bare transaction of the same statements (PostgreSQL)`,
      figure: `${pay.ours.requestsPerSecond} payments/s = **${ratioText(pay.ratio)}**, p99 ${pay.ours.p99Ms} ms${pay.ours.refused ? `, ${pay.ours.refused} refused` : ''}`,
      anchor: `\`POST /pay\` ${pay.anchor.requestsPerSecond} req/s, p99 ${pay.anchor.p99Ms} ms`,
      met: judged(pay.ratio) || pay.ratio === 0 ? pay.ratio >= BARS.paymentRatio && pay.ours.refused === 0 : null,
    });
  }
  for (const [engine, e] of Object.entries(results.engines)) {
    const peak = e.loginPeak;
    if (peak) {
      const { scrypt, argon2id } = peak;
      const ratio = argon2id.loginsPerSecond / scrypt.loginsPerSecond;
      goals.push({
        goal: `morning peak: Argon2id ≥ ${BARS.loginRatio} × scrypt's logins/s at ${peak.connections} connections, none unanswered (${engine})`,
        figure: `${argon2id.loginsPerSecond} logins/s = **${ratioText(ratio, 1)}**, p99 ${argon2id.p99Ms} ms, ${argon2id.errors} unanswered`,
        anchor: `scrypt ${scrypt.loginsPerSecond} logins/s, p99 ${scrypt.p99Ms} ms`,
        met: judged(ratio) ? ratio >= BARS.loginRatio && argon2id.errors === 0 : null,
      });
    }
    const floods = e.floods;
    if (floods) {
      const { alone, flooded, logins } = floods.bounded;
      const bar = Math.max(alone.p99Ms * BARS.floodSlack.times, alone.p99Ms + BARS.floodSlack.plusMs);
      goals.push({
        goal: `no other call slowed: a read's p99 while ${logins.connections} connections spray logins ≤ max(${BARS.floodSlack.times} × its p99 alone, + ${BARS.floodSlack.plusMs} ms) (${engine}, ${floods.hashesAtOnce.bounded} hash at once)`,
        figure: `p99 ${flooded.p99Ms} ms during (${logins.requestsPerSecond ?? '?'} logins/s answered, ${logins.unanswered ?? 0} unanswered)`,
        anchor: `p99 ${alone.p99Ms} ms alone (bar ${round(bar, 3)} ms)`,
        met: flooded.p99Ms <= bar && (logins.unanswered ?? 0) === 0,
      });
    }
  }
  return goals;
}

/** The goals' table, first in the file. */
export function goalsTable(results) {
  const lines = [
    '## Goals of issue 36 in this run',
    '',
    `Judged by bench/results-writer.mjs on the figures below, all from this run: ${Math.round((results.durationSeconds ?? 0) / 60)} min (${Object.entries(
      results.engines,
    )
      .map(([engine, e]) => `${engine}: calls ${e.seconds?.calls} s, morning peak ${e.seconds?.loginPeak} s`)
      .join(
        '; ',
      )}), BENCH_SECONDS=${results.seconds}. The first screen's goals are \`npm run lighthouse\`'s (its section below, written by hand).`,
    '',
    '| goal | this run | its anchor in this run | met |',
    '|---|---|---|---|',
  ];
  const verdict = (met) =>
    met === null ? 'not judged (its anchor counted nothing in its window)' : met ? '**met**' : 'not met';
  for (const g of results.goals) lines.push(`| ${g.goal} | ${g.figure} | ${g.anchor} | ${verdict(g.met)} |`);
  return lines;
}

/** The calls of the goals beside their anchors on PostgreSQL, with the CPU each request cost. */
export function besideTable(e) {
  if (!e.goals?.payments) return [];
  const lines = [
    '### Beside their anchors, in this run (docs/decisions/0062, 0067)',
    '',
    'Each call flooded right after its anchor (reads: 100 × 10 beside `/two`; card payments: 20 × 1 beside `/pay`, bench/anchor.mjs), both running on this database. CPU per request: the process that answered it, and the PostgreSQL backends.',
    '',
    '| call | req/s | p50 ms | p99 ms | anchor req/s (p99 ms) | ÷ anchor | CPU µs/request node+pg (anchor) |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const g of Object.values(e.goals)) {
    const { ours, anchor } = g;
    lines.push(
      `| ${g.name} | ${ours.requestsPerSecond} | ${ours.p50Ms} | ${ours.p99Ms} | ${anchor.requestsPerSecond} (${anchor.p99Ms}) | **${ratioText(g.ratio)}** | ${ours.nodeUsPerRequest}+${ours.pgUsPerRequest} (${anchor.nodeUsPerRequest}+${anchor.pgUsPerRequest}) |`,
    );
  }
  lines.push('');
  return lines;
}

/** The read during a login flood, with the hashes bounded (the default) and with every core hashing. */
export function floodTable(e) {
  if (!e.floods) return [];
  const { hashesAtOnce, bounded, everyCore } = e.floods;
  const row = (label, f) =>
    `| ${label} | ${f.alone.p50Ms} | ${f.alone.p99Ms} | ${f.flooded.p50Ms} | ${f.flooded.p99Ms} | ${f.logins.requestsPerSecond ?? '?'} | ${f.logins.answers?.['platform.busy'] ?? 0} | ${f.logins.unanswered ?? 0} |`;
  return [
    `### A read while ${bounded.logins.connections} connections spray logins (docs/decisions/0018, 0058, 0067)`,
    '',
    '`GET /api/user/inicio` one request at a time, first alone, then during the spray (logins for unknown documents, each costing a hash), on the same database in this run.',
    '',
    '| hashes at once | alone p50 ms | alone p99 ms | during p50 ms | during p99 ms | logins/s answered | told "try again" | unanswered |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row(`${hashesAtOnce.bounded} (cores − 1, the default)`, bounded),
    row(`${hashesAtOnce.everyCore} (every core, \`PASSWORD_HASH_CONCURRENCY=${hashesAtOnce.everyCore}\`)`, everyCore),
    '',
  ];
}

const FROM = '<!-- npm run bench writes from here to the marker below; the rest of this file is kept as written -->';
const TO = '<!-- end of what npm run bench writes -->';
/** Sections the writer of before the markers wrote, replaced by the new part on its first run. */
const OLD_GENERATED = [/^## pglite$/, /^## postgres$/, /^## Where the time went/];

/**
 * Writes `generated` into RESULTS.md between the markers and keeps everything else. A file without the markers
 * (written by run.mjs before them) loses only what that writer wrote: its preamble (before the first "## ") and
 * its engine and profile sections; the sections people wrote (anchors by hand, the first screen) follow, as they were.
 */
export function writeResults(path, generated) {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const block = `${FROM}\n${generated.trimEnd()}\n${TO}\n`;
  let kept;
  if (before.includes(FROM) && before.includes(TO)) {
    kept = { head: before.slice(0, before.indexOf(FROM)), tail: before.slice(before.indexOf(TO) + TO.length) };
  } else {
    const sections = before.split(/^(?=## )/m).slice(1);
    const handWritten = sections.filter((section) => !OLD_GENERATED.some((re) => re.test(section.split('\n')[0])));
    kept = { head: '', tail: handWritten.length ? `\n${handWritten.join('').trimEnd()}\n` : '' };
  }
  const text = `${kept.head}${block}${kept.tail}`;
  writeFileSync(path, text);
  return text;
}
