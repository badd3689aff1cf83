import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function start(webRoot: string): Promise<string> {
  const server = createApp({ webRoot }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((ok) => server.once('listening', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('server app', () => {
  it('answers the health check', async () => {
    const base = await start('/nonexistent');
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('serves the built web client and falls back to index.html for client routes', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'senjutsu-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<title>Senjutsu Online</title>');
    const base = await start(webRoot);
    expect(await (await fetch(`${base}/`)).text()).toContain('Senjutsu Online');
    expect(await (await fetch(`${base}/game/abc`)).text()).toContain('Senjutsu Online');
  });
});
