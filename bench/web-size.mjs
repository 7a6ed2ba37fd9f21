import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

async function launch() {
  const quiet = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
  if (existsSync('/usr/bin/chromium')) {
    return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...quiet] });
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return chromium.launch({ executablePath: await sparticuz.executablePath(), args: [...sparticuz.args, ...quiet] });
}

/**
 * What a phone downloads to show a page: every JavaScript file the page loads (lazy chunks
 * included), each measured gzip-compressed as the server would send it.
 */
export async function javascriptOfPage(url) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Lazy chunks (the page itself, the toaster) load right after: give them a moment.
    await page.waitForTimeout(2_000);
    const files = await Promise.all(scripts);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, f) => sum + f.raw, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}
