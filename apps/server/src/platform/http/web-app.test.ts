import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

// What a build leaves in dist/ (apps/web/compress.mjs writes the .br and .gz copies): docs/decisions/0061.
const SCRIPT = `export const shell = ${JSON.stringify('x'.repeat(2000))};\n`;
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the built web app as the server sends it (docs/decisions/0061)', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vo-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const files: Record<string, string> = { 'index.html': PAGE, 'assets/shell-AbC123.js': SCRIPT };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dist, name), content);
      writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    }
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset pre-compressed in brotli, cached for a year as immutable', async () => {
    const answer = await app.inject({ url: '/assets/shell-AbC123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await app.inject({ url: '/assets/shell-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/shell-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks the browser to check index.html every time, whether asked by name or as any address of the app', async () => {
    const named = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(named.headers['cache-control']).toBe('no-cache');
    expect(named.headers['content-encoding']).toBe('br');
    const route = await app.inject({ url: '/mi-producto', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-type']).toMatch(/text\/html/);
  });
});
