// Run server tests with every test server storing its games in Redis (issue 27): starts a
// redis-server of its own on a free 127.0.0.1 port (no persistence, a temporary folder), then
// `vitest run <arguments>` with SENJUTSU_TEST_REDIS_URL set. Example:
//   node scripts/test-redis.mjs apps/server/src/duel.test.ts apps/server/src/reconnect.test.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dir = mkdtempSync(join(tmpdir(), 'senjutsu-redis-'));
const redis = spawn(process.env.REDIS_SERVER ?? '/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 300));
const tests = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, SENJUTSU_TEST_REDIS_URL: `redis://127.0.0.1:${port}` } });
const code = await new Promise((resolve) => tests.once('exit', (c) => resolve(c ?? 1)));
redis.kill('SIGKILL');
rmSync(dir, { recursive: true, force: true });
process.exit(code);
