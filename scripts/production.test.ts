import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CreateRoomResponseSchema } from '@senjutsu/protocol';
import { connect, nextId } from '../apps/server/src/testing/client';
import { freePort, rawGet as request } from '../apps/server/src/testing/http';

// Issue 21 item 2: the production path as a host (or the Dockerfile) runs it. `npm run build`,
// copy what a host deploys into a folder of its own, install only the runtime dependencies there,
// start the built server, and play: the page, its compressed script, a room over the API, a seat
// joining it. Nothing but DATA_DIR is written while it runs. Needs npm's cache (or the registry).

const root = fileURLToPath(new URL('..', import.meta.url));
/** What a host deploys: the manifests npm ci needs (one per workspace) and the build. The Dockerfile copies the same. */
const DEPLOY_FILES = ['package.json', 'package-lock.json', ...['packages/cards', 'packages/engine', 'packages/protocol', 'packages/ai', 'apps/server', 'apps/web'].map((w) => `${w}/package.json`)];
const INSTALL = ['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund'];
const START = ['node', '--enable-source-maps', 'dist/server.mjs'];
const DEV_ONLY = ['esbuild', 'vite', 'tsx', 'vitest', 'playwright-core', 'typescript', 'react', 'react-dom', 'fast-check'];

const work = mkdtempSync(join(tmpdir(), 'senjutsu-production-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The environment of a host's shell: none of the variables npm (`npm test`) or Vitest set leaks
 * into the commands (npm_config_local_prefix would point npm at this repository), but the user's
 * npm cache, registry and config stay.
 */
function hostEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const kept = /^npm_config_(cache|registry|userconfig)$/;
  for (const [k, v] of Object.entries(process.env)) if (kept.test(k) || !/^(npm_|SENJUTSU_|VITEST|NODE_ENV|TEST$)/.test(k)) env[k] = v;
  return { ...env, ...extra };
}

function run(cmd: string[], cwd: string): string {
  const result = spawnSync(cmd[0]!, cmd.slice(1), { cwd, env: hostEnv({}), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every file under `dir` with its size and modification time, to see that a run wrote nothing. */
function tree(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    out.set(path, `${stat.size}:${stat.mtimeMs}`);
    if (stat.isDirectory()) tree(path, out);
  }
  return out;
}

function sizeOf(path: string): number {
  const stat = lstatSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((sum, e) => sum + sizeOf(join(path, e)), 0) : stat.size;
}


describe('production path (npm run build, npm ci --omit=dev, node dist/server.mjs)', () => {
  it('a runtime-only install runs the built server: page, compressed script, a room created and joined; it writes nothing but DATA_DIR', async () => {
    const app = join(work, 'app');
    run(['npm', 'run', 'build', '--', '--out-dir', join(app, 'dist')], root);
    for (const file of DEPLOY_FILES) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      cpSync(join(root, file), join(app, file));
    }
    run(INSTALL, app);

    // Only what runs: no build tool, test runner, browser driver or client library.
    const modules = join(app, 'node_modules');
    for (const name of DEV_ONLY) expect(existsSync(join(modules, name)), name).toBe(false);
    for (const name of ['express', 'socket.io', 'pino', 'zod', 'express-static-gzip']) expect(existsSync(join(modules, name)), name).toBe(true);
    const packages = readdirSync(modules).filter((n) => !n.startsWith('.')).flatMap((n) => (n.startsWith('@') ? readdirSync(join(modules, n)).map((s) => `${n}/${s}`) : [n]));
    console.log(`runtime install: ${packages.length} packages, ${(sizeOf(modules) / 1e6).toFixed(1)} MB of files in node_modules`);

    const before = tree(app);
    const dataDir = join(work, 'data');
    const port = await freePort();
    const server = spawn(START[0]!, START.slice(1), { cwd: app, env: hostEnv({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}): ${output}`);
        if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
        if (i > 600) throw new Error(`no /healthz within 60 s: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      const page = await request(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const entry = /<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/.exec(page.body.toString())?.[1];
      expect(entry).toBeDefined();
      const script = await request(`${base}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(script.status).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzipped = await request(`${base}${entry}`, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect((await request(`${base}${entry!.replace(/\.js$/, 'x.js')}`)).status).toBe(404);

      const created = await fetch(`${base}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['torii', 'rock'] }),
      });
      expect(created.status).toBe(201);
      const room = CreateRoomResponseSchema.parse(await created.json());
      const client = await connect(base);
      try {
        const joined = await client.request({ type: 'join', id: nextId('prod'), room: room.room, token: room.seats[0]!.invite.token });
        expect(joined.type).toBe('joined');
      } finally {
        client.close();
      }
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    expect(server.exitCode, output).toBe(0); // SIGTERM stops it cleanly
    expect(tree(app)).toEqual(before);
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
  }, 300_000);

  it('the Dockerfile and the systemd unit run the same commands as this test', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`RUN ${INSTALL.join(' ')}`);
    expect(dockerfile).toContain(`CMD ${JSON.stringify(START).replaceAll(',', ', ')}`);
    expect(dockerfile).toContain('RUN npm run build');
    for (const file of DEPLOY_FILES) expect(dockerfile, file).toContain(file);
    const unit = readFileSync(join(root, 'deploy/senjutsu.service'), 'utf8');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/${START.join(' ').replaceAll('.', '\\.')}$`, 'm'));
  });
});
