// npm run lighthouse: Lighthouse (mobile emulation, default simulated throttling; performance and accessibility)
// against the built app in real Chromium, for the login page and five pages of the portal (runLighthouse). Run
// `npm run build` first. `npm run budgets` runs it too. Writes bench/lighthouse.json. Goals (docs/decisions/0006,
// 0030): performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1, accessibility ≥ 95. They are reported, never failed: simulated
// numbers move with the machine (the axe story is what fails on an accessibility fault). `LH_DUMP=<dir>` also
// keeps each page's whole Lighthouse report there, for its request waterfall and main-thread tasks.
//
// Logging in: Lighthouse resets the origin's storage before it loads a page, which would drop the session.
// So Chromium runs with a persistent profile and a debugging port: Playwright logs in through the real form,
// the HTTP cache, the service worker and its caches are emptied (a first visit, like the login page's), and
// Lighthouse then opens the page in the same profile with `disableStorageReset`, so the session in localStorage
// is kept (docs/decisions/0061).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, ROOT, startBuiltServer, stop, tempDir, writeJson } from './lib.mjs';
import { chromiumBinary } from './web-size.mjs';

const GOALS = { score: 90, lcpMs: 2500, cls: 0.1, accessibility: 95 };

async function audit(url, port, { keepStorage }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  const { lhr } = result;
  if (process.env.LH_DUMP)
    writeFileSync(
      join(process.env.LH_DUMP, `${new URL(url).pathname.replace(/\W/g, '_')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const summary = {
    url: new URL(url).pathname,
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    // What cost accessibility points, so a missed goal says where to look.
    accessibilityFailures: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(numeric('speed-index')),
    scriptTransferBytes: lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
      ?.transferSize,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
  };
  summary.goals = {
    score: summary.score >= GOALS.score,
    lcp: summary.lcpMs <= GOALS.lcpMs,
    cls: summary.cls <= GOALS.cls,
    accessibility: summary.accessibility >= GOALS.accessibility,
  };
  return { summary, settings: lhr.configSettings, lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.userAgent };
}

export function lighthouseReport(r) {
  const goal = (ok) => (ok ? 'met' : 'missed');
  const rows = r.pages.map(
    ({ name, summary: s }) =>
      `| ${name} (\`${s.url}\`) | ${s.score} (${goal(s.goals.score)}) | ${(s.lcpMs / 1000).toFixed(2)} s (${goal(s.goals.lcp)}) | ${s.tbtMs} ms | ${s.cls} (${goal(s.goals.cls)}) | ${(s.fcpMs / 1000).toFixed(2)} s | ${(s.speedIndexMs / 1000).toFixed(2)} s | ${s.accessibility} (${goal(s.goals.accessibility)}) |`,
  );
  return `${[
    '## Lighthouse',
    '',
    `${r.date} · bench/lighthouse.mjs · Lighthouse ${r.lighthouseVersion} · ${r.settings}`,
    '',
    `Goals (docs/decisions/0006 and 0030, reported, not enforced): performance ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}, accessibility ≥ ${GOALS.accessibility}.`,
    '',
    '| page | performance | LCP | TBT | CLS | FCP | Speed Index | accessibility |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n')}\n`;
}

/** The demo people (the seed's), as the e2e stories log them in. */
const CUSTOMER = { user: '1000001', password: 'Cliente#2026', home: 'home-customer' };
const ADVISER = { user: '2000001', password: 'Asesor#2026', home: 'home-adviser' };

/** Logs `person` in through the real form, in the persistent profile Lighthouse then opens pages in. */
async function logIn(page, base, person) {
  await page.goto(`${base}/`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/`);
  await page.fill('input[name=user]', person.user);
  await page.fill('input[name=password]', person.password);
  await page.check('input[name=ethicsAccepted]');
  await page.click('button[type=submit]');
  await page.waitForSelector(`[data-testid=${person.home}]`);
}

/**
 * What a phone that never opened the portal has, session apart: no HTTP cache, no service worker and nothing in
 * its caches (decision 0061: the first visit, not the installed app's). The session in localStorage stays.
 */
async function forgetAllButTheSession(cdp, base) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'service_workers,cache_storage',
  });
}

/**
 * Audits, of the app served at `base`: the login page; the demo customer's home on a first visit and again as a
 * returning customer (the service worker serves the shell); My products, a product's payment page and a lot map
 * on a first visit; the demo adviser's home on a first visit. Writes bench/lighthouse.json.
 */
export async function runLighthouse(base) {
  const debuggingPort = await freePort();
  const { executablePath, args } = await chromiumBinary();
  const browser = await chromium.launchPersistentContext(tempDir('vo-lighthouse-profile-'), {
    executablePath,
    args: [...args, `--remote-debugging-port=${debuggingPort}`],
    viewport: { width: 360, height: 740 },
  });
  try {
    // An empty profile: the visitor's login page.
    const login = await audit(`${base}/`, debuggingPort, { keepStorage: false });

    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const firstVisit = async (path) => {
      await page.goto('about:blank');
      await forgetAllButTheSession(cdp, base);
      return audit(`${base}${path}`, debuggingPort, { keepStorage: true });
    };

    await logIn(page, base, CUSTOMER);
    const home = await firstVisit('/');
    // The home once more as a returning customer: the worker the first visit installed serves the shell.
    await page.goto(`${base}/`);
    await page.waitForSelector(`[data-testid=${CUSTOMER.home}]`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    const homeReturning = await audit(`${base}/`, debuggingPort, { keepStorage: true });
    const products = await firstVisit('/mi-producto');
    const payment = await firstVisit('/realizar-pago-urbanizaciones/1');
    const lotMap = await firstVisit('/mapa/proyecto/101');

    await logIn(page, base, ADVISER);
    const adviserHome = await firstVisit('/');

    const s = login.settings;
    const results = {
      date: new Date().toISOString(),
      lighthouseVersion: login.lighthouseVersion,
      settings: `${s.formFactor}, ${s.screenEmulation.width}×${s.screenEmulation.height}, throttling ${s.throttlingMethod} (RTT ${s.throttling.rttMs} ms, ${Math.round(s.throttling.throughputKbps)} kbit/s, CPU ×${s.throttling.cpuSlowdownMultiplier})`,
      goals: GOALS,
      pages: [
        { name: 'login', summary: login.summary },
        { name: 'customer home, first visit', summary: home.summary },
        { name: 'customer home, returning (service worker)', summary: homeReturning.summary },
        { name: 'My products, first visit', summary: products.summary },
        { name: 'payment page, first visit', summary: payment.summary },
        { name: 'lot map, first visit', summary: lotMap.summary },
        { name: 'adviser home, first visit', summary: adviserHome.summary },
      ],
    };
    writeJson(join(ROOT, 'bench/lighthouse.json'), results);
    for (const { name, summary } of results.pages) {
      if (summary.runtimeError) console.error(`lighthouse: ${name}: ${summary.runtimeError}`);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** True when Lighthouse could not measure a page (a crash, not a missed goal). */
export const lighthouseFailed = (results) => results.pages.some((p) => p.summary.runtimeError);

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { child, base } = await startBuiltServer();
  try {
    const results = await runLighthouse(base);
    console.log(lighthouseReport(results));
    console.log(`lighthouse: ${((performance.now() - started) / 1000).toFixed(1)} s · bench/lighthouse.json`);
    if (lighthouseFailed(results)) process.exitCode = 1;
  } finally {
    await stop(child);
  }
}
