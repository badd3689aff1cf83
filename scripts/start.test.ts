import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 13 item 6: `kill` sent to `npm start` stops the server. Before, npm's shell and the tsx
// wrapper stood between npm and the server, and the server lived on as an orphan holding the
// port and the data folder's lock.

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm start', () => {
  it('SIGTERM to the npm process stops the server: the port closes and the lock is released', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-start-'));
    dirs.push(dataDir);
    const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no server within 50 s: ${out.slice(-500)}`)), 50_000);
      npm.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const listening = /"port":(\d+).*"msg":"Senjutsu Online listening"/.exec(out);
        if (listening !== null) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
    });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await exited;
    // Nothing answers on the port any more, and the lock is gone: no orphan holds either.
    const stillUp = await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false);
    expect(stillUp).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
