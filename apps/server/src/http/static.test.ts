import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createApp } from '../app';
import { rawGet as request } from '../testing/http';

// Issue 21 item 8: hashed assets go out precompressed (as `npm run build` leaves them) and
// immutable; the page is revalidated; a missing asset is a 404, never the page. Real HTTP
// requests (node:http, which neither asks for nor undoes compression by itself).


const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY = 'index-Dx7Qa1b2.js';
const entrySource = Buffer.from(Array.from({ length: 4000 }, (_, i) => `export const card${i} = { id: ${i}, name: 'card ${i}' };\n`).join(''));
let webRoot: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'senjutsu-static-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), `<title>Senjutsu Online</title><script type="module" src="/assets/${ENTRY}"></script>`);
  writeFileSync(join(webRoot, 'assets', ENTRY), entrySource);
  writeFileSync(join(webRoot, 'assets', 'tiny-0a1b2c3d.css'), 'body{margin:0}');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompress(join(webRoot, 'assets'));
  const server = createApp({ webRoot }).listen(0, '127.0.0.1');
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('static files (apps/server/src/http/static.ts)', () => {
  it('sends a hashed asset brotli-compressed when the browser accepts br, immutable for a year', async () => {
    const res = await request(`${base}/assets/${ENTRY}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(entrySource.length / 4);
    expect(brotliDecompressSync(res.body).equals(entrySource)).toBe(true);
  });

  it('sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await request(`${base}/assets/${ENTRY}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.body).equals(entrySource)).toBe(true);

    const plain = await request(`${base}/assets/${ENTRY}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.equals(entrySource)).toBe(true);
  });

  it('sends an asset too small to compress as it is, still immutable', async () => {
    const res = await request(`${base}/assets/tiny-0a1b2c3d.css`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body.toString()).toBe('body{margin:0}');
  });

  it('revalidates the page and the unhashed files on every load (no-cache)', async () => {
    for (const path of ['/', '/game/abc', '/favicon.svg']) {
      const res = await request(`${base}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    expect((await request(`${base}/`)).body.toString()).toContain(`/assets/${ENTRY}`);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    for (const path of ['/assets/index-00000000.js', '/assets/', '/assets', '/index-Dx7Qa1b2.js']) {
      const res = await request(`${base}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('Senjutsu Online</title>');
      expect(res.headers['cache-control'] ?? '', path).not.toContain('immutable');
    }
  });
});
