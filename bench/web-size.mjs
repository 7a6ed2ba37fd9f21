import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './lib.mjs';

const QUIET = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
// Flags of @sparticuz/chromium that would make measurements lie (one process for everything) or weaken the page.
const UNWANTED = new Set(['--single-process', '--disable-web-security']);

/** The Chromium to measure with (Debian's when installed, else the one @sparticuz/chromium ships) and its flags. */
export async function chromiumBinary() {
  if (existsSync('/usr/bin/chromium')) {
    return { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...QUIET] };
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return {
    executablePath: await sparticuz.executablePath(),
    args: [...sparticuz.args.filter((arg) => !UNWANTED.has(arg) && !arg.startsWith('--headless')), ...QUIET],
  };
}

export async function launch() {
  return chromium.launch(await chromiumBinary());
}

const DIST = join(ROOT, 'apps/web/dist');

/** Bytes the server sends a gzip-only client for a built file: its .gz copy (level 9), else gzip of the body. */
function gzipSize(url, body) {
  const file = join(DIST, new URL(url).pathname);
  if (existsSync(`${file}.gz`) && existsSync(file) && readFileSync(file).equals(body)) {
    return readFileSync(`${file}.gz`).length;
  }
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Every JavaScript file a page loads (lazy chunks included) on a 360 px screen, each with its size
 * raw and gzip-compressed as the server would send it.
 */
export async function scriptsOfPage(url, { readySelector, settleMs = 2_000 } = {}) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSize(response.url(), body) })),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Lazy chunks (the page itself, the toaster) load right after: wait for the page, then give them a moment.
    if (readySelector) await page.waitForSelector(readySelector);
    await page.waitForTimeout(settleMs);
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** What a phone downloads to show a page: the sum over scriptsOfPage. */
export async function javascriptOfPage(url) {
  const files = await scriptsOfPage(url);
  return {
    files: files.length,
    rawBytes: files.reduce((sum, f) => sum + f.raw, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
