import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 21: what `npm start`'s process says when it starts: the listening line names PUBLIC_URL
// (the address players use, behind a proxy not the one it listens on), and TRUST_PROXY=true stops
// it with a message saying what to write instead.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs main.ts until its listening line (then SIGTERM) or its exit: its output and exit code. */
function run(env: Record<string, string>): Promise<{ listening: Record<string, unknown> | null; output: string; code: number | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-main-'));
  dirs.push(dataDir);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_ROOT: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening: Record<string, unknown> | null = null;
  const read = (d: Buffer) => {
    output += d.toString();
    const line = output.split('\n').find((l) => l.includes('"msg":"Senjutsu Online listening"'));
    if (line !== undefined && listening === null) {
      listening = JSON.parse(line) as Record<string, unknown>;
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ listening, output, code });
    });
  });
}

describe('the server process', () => {
  it('names PUBLIC_URL in its listening line', async () => {
    const proxied = await run({ PUBLIC_URL: 'https://senjutsu.example' });
    expect(proxied.listening).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), publicUrl: 'https://senjutsu.example' });
    const plain = await run({ PUBLIC_URL: '' }); // empty: not set
    expect(plain.listening).not.toBeNull();
    expect(plain.listening).not.toHaveProperty('publicUrl');
  }, 120_000);

  it('refuses TRUST_PROXY=true at start, saying what to write instead', async () => {
    const refused = await run({ TRUST_PROXY: 'true' });
    expect(refused.listening).toBeNull();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Invalid settings: trustProxy: TRUST_PROXY=true would let any client name its own address; list your reverse proxies');
  }, 60_000);
});
