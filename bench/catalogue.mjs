// npm run bench:catalogue — the catalogue's figures (docs/decisions/0012), on PostgreSQL: the project list with its
// filters over 500 projects (one person at a time, and 100 connections), the map of the 2 000-lot
// project (bytes as sent, gzipped and not, and its latency), and the frame rate while a finger pans that
// map in Chromium at 360 px, without and with a 4× CPU slowdown (a low-end phone). Writes
// bench/CATALOGUE.md and bench/catalogue.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { authEndpoints, callApi, catalogueEndpoints, requestOf, urlOf } from './endpoints.mjs';
import { load, oneAtATime, ROOT, startBuiltServer, stop, withPg, writeJson } from './lib.mjs';
import { chromiumBinary } from './web-size.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };
const BIG_PROJECT = 104;

/** 488 more projects (500 in all), 60 lots each, across zones and both complex types, with their kept totals. */
const MORE_PROJECTS = `
  insert into projects (id, company_id, name, city, kind, zone, complex_type, description, currency)
  select 1000 + g, 2, 'Proyecto de carga ' || g, 'Santa Cruz de la Sierra', 'lots',
         (array['Norte','Sur','Este','Oeste','Centro','Urubó','Warnes','Cotoca'])[1 + g % 8],
         case when g % 3 = 0 then 'cerrado' else 'abierto' end, 'Proyecto generado para medir', 'USD'
  from generate_series(1, 488) g;
  insert into lots (project_id, block, number, area_m2, price_cents, state)
  select 1000 + p, 'A', n::text, 300, 500000 + (p * 7919 + n * 104729) % 3000000,
         case when (p + n) % 4 = 0 then 'sold' else 'free' end
  from generate_series(1, 488) p, generate_series(1, 60) n;
  update projects p set total_lots = t.total, free_lots = t.free, min_free_price_cents = t.min_free
  from (select project_id, count(*)::int as total, count(*) filter (where state = 'free')::int as free,
               min(price_cents) filter (where state = 'free') as min_free
        from lots group by project_id) t
  where t.project_id = p.id;
  analyze projects; analyze lots;`;

/** The filters an adviser tries in turn: none, each alone, and all together, on the first pages. */
const FILTERS = [
  {},
  { zona: 'Sur' },
  { tipoComplejo: 'cerrado' },
  { cuotaInicialMax: 1500 },
  { cuotaMensualMax: 250 },
  { conLotesLibres: 1 },
  { zona: 'Norte', tipoComplejo: 'abierto', cuotaInicialMax: 2500, cuotaMensualMax: 400, conLotesLibres: 1, pagina: 2 },
  { pagina: 20 },
];

async function loginToken(base) {
  const login = await callApi(
    base,
    authEndpoints.login,
    { user: '2000001', password: 'Asesor#2026', dispositivo: 'bench' },
    AGENT,
  );
  return login.data.token;
}

async function mapBytes(base, token) {
  const url = urlOf(base, catalogueEndpoints.map, { idProyecto: BIG_PROJECT });
  const headers = { ...AGENT, token };
  const plain = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const plainBody = await plain.arrayBuffer();
  // fetch would unpack it: a raw socket count of what goes over the wire gzipped.
  const { request } = await import('node:http');
  const gzipBytes = await new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
  const lots = JSON.parse(Buffer.from(plainBody).toString()).data.lotes.length;
  return { lots, jsonBytes: plainBody.byteLength, gzipBytes: gzipBytes.bytes, encoding: gzipBytes.encoding };
}

/**
 * Logs in through the page as a person would, opens the 2 000-lot map, and pans it with the mouse (pointer
 * events, as a finger's) for `ms`, counting animation frames; `slowdown` throttles the CPU through CDP.
 */
async function panningFrames(base, slowdown) {
  const { executablePath, args } = await chromiumBinary();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, locale: 'en' });
    await page.goto(`${base}/?lang=en`);
    await page.locator('input[name="user"]').fill('2000001');
    await page.locator('input[name="password"]').fill('Asesor#2026');
    await page.locator('input[name="ethicsAccepted"]').check();
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('home-adviser').waitFor();
    // The welcome pop-up of unread notifications, when it shows, is closed.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await page.getByTestId('welcome-done').count()) === 0) {
      const close = page.getByTestId('notification-popup-close');
      if (await close.isVisible()) await close.click();
      await page.waitForTimeout(100);
    }
    await page.goto(`${base}/mapa/proyecto/${BIG_PROJECT}`);
    await page.locator('[data-lot]').nth(1999).waitFor({ state: 'attached' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const box = await page.getByTestId('lot-map').boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // Zoomed in first, as one pans a map to look around it.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.evaluate(() => {
      window.__frames = [];
      const tick = (t) => {
        window.__frames.push(t);
        if (window.__frames.length < 100_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // A pan that moved nothing would measure an idle page: the layer must be carried along by each stroke.
    const layer = page.getByTestId('lot-map').locator('div').first();
    const transform = () => layer.evaluate((element) => element.style.transform);
    const before = await transform();
    const started = Date.now();
    let strokes = 0;
    while (Date.now() - started < 4_000) {
      const dx = strokes % 2 === 0 ? 120 : -120;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dx / 2, { steps: 30 });
      await page.mouse.up();
      if (strokes === 0 && (await transform()) === before) throw new Error(`bench: the map did not pan (${before})`);
      strokes++;
    }
    const frames = await page.evaluate(() => window.__frames);
    const gaps = frames
      .slice(1)
      .map((t, i) => t - frames[i])
      .sort((a, b) => a - b);
    const seconds = (frames.at(-1) - frames[0]) / 1000;
    const at = (q) => Number(gaps[Math.floor(q * (gaps.length - 1))].toFixed(1));
    return {
      slowdown,
      strokes,
      fps: Number((gaps.length / seconds).toFixed(1)),
      frameP50Ms: at(0.5),
      frameP95Ms: at(0.95),
      longestFrameMs: Number(gaps.at(-1).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

async function measure() {
  const database = `vo_bench_catalogue_${Date.now()}`;
  await withPg(POSTGRES_URL, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startBuiltServer({ env: { ...env, DATABASE_URL: url.toString() } });
  try {
    await withPg(url.toString(), (c) => c.query(MORE_PROJECTS));
    const projects = await withPg(
      url.toString(),
      async (c) => (await c.query('select count(*)::int as n from projects')).rows[0].n,
    );
    const token = await loginToken(base);
    const headers = { ...AGENT, token };
    const listUrls = FILTERS.map((filter) => urlOf(base, catalogueEndpoints.projects, filter));
    const listOne = await oneAtATime({ urls: listUrls, headers }, { seconds: SECONDS });
    const listLoad = await load(
      requestOf(base, catalogueEndpoints.projects, { zona: 'Sur', conLotesLibres: 1 }, headers),
      { seconds: SECONDS },
    );
    const mapUrl = urlOf(base, catalogueEndpoints.map, { idProyecto: BIG_PROJECT });
    const mapOne = await oneAtATime(
      { url: mapUrl, headers: { ...headers, 'accept-encoding': 'gzip' } },
      { seconds: SECONDS },
    );
    const bytes = await mapBytes(base, token);
    const panning = [await panningFrames(base, 1), await panningFrames(base, 4)];
    return { projects, listOne, listLoad, mapOne, bytes, panning };
  } finally {
    await stop(child);
    await withPg(POSTGRES_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

const results = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, ...(await measure()) };
writeJson(join(ROOT, 'bench/catalogue.json'), results);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const md = `# Catalogue

${results.date} · ${results.cores} cores (${results.cpu}) · PostgreSQL · \`npm run bench:catalogue\`

## Project list with filters, ${results.projects} projects

| what | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| GET /api/proyectos, one at a time, ${FILTERS.length} filter sets in turn (none; zone; complex type; initial fee; monthly fee; free lots; all five on page 2; page 20) | ${results.listOne.requestsPerSecond} | ${results.listOne.p50Ms} | ${results.listOne.p99Ms} |
| GET /api/proyectos?zona=Sur&conLotesLibres=1, 100 connections × 10 | ${results.listLoad.requestsPerSecond} | ${results.listLoad.p50Ms} | ${results.listLoad.p99Ms} |

## Map of the ${results.bytes.lots}-lot project

| what | value |
|---|---:|
| JSON as built | ${kb(results.bytes.jsonBytes)} |
| as sent to a browser (${results.bytes.encoding ?? 'identity'}) | ${kb(results.bytes.gzipBytes)} |
| GET /api/proyectos/mapa, one at a time, p50 / p99 | ${results.mapOne.p50Ms} / ${results.mapOne.p99Ms} ms |

## Panning that map in Chromium (360 × 740, zoomed in three steps, pointer drags for 4 s)

| CPU | strokes | frames/s | frame p50 ms | frame p95 ms | longest frame ms |
|---|---:|---:|---:|---:|---:|
${results.panning.map((p) => `| ${p.slowdown === 1 ? 'this machine' : `${p.slowdown}× slower`} | ${p.strokes} | ${p.fps} | ${p.frameP50Ms} | ${p.frameP95Ms} | ${p.longestFrameMs} |`).join('\n')}
`;
writeFileSync(join(ROOT, 'bench/CATALOGUE.md'), md);
console.log(md);
