// CI, before anything is installed (.ci/run): the README's first command on this clean clone.
// `npm start` on a free port of 127.0.0.1 with a temporary DATA_DIR must install, build and
// serve: /healthz answers, GET / is the built page and its entry script loads. Then the server
// is stopped by its own PID (SIGTERM), and it must be gone: the process, the port and the lock.
// Only Node's own modules: there is no node_modules yet.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INSTALL_AND_BUILD_MS = 15 * 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function fail(message) {
  console.error(`npm start check: FAILED: ${message}`);
  process.exit(1);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The PIDs whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
    try {
      // The parent PID is the second field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false; // gone meanwhile
    }
  }).map(Number);
}

/** Whether `pid` is a live process (a zombie waiting for its parent counts as gone). */
function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-ci-start-'));
const base = `http://127.0.0.1:${port}`;
console.log(`npm start check: npm start on ${base}, DATA_DIR=${dataDir}, node_modules ${existsSync(join(root, 'node_modules')) ? 'present' : 'absent'}`);
const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
const npmExited = new Promise((resolve) => npm.once('exit', (code, signal) => resolve(code ?? signal)));

const started = Date.now();
for (;;) {
  if (npm.exitCode !== null || npm.signalCode !== null) fail(`npm start exited (${npm.exitCode ?? npm.signalCode}) before /healthz answered`);
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
  if (Date.now() - started > INSTALL_AND_BUILD_MS) fail('no /healthz within 15 minutes');
  await sleep(500);
}
console.log(`npm start check: /healthz answered after ${((Date.now() - started) / 1000).toFixed(0)} s`);

const page = await fetch(`${base}/`);
const html = await page.text();
if (page.status !== 200 || !/text\/html/.test(page.headers.get('content-type') ?? '')) fail(`GET / answered ${page.status} ${page.headers.get('content-type')}`);
const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
if (entry === undefined) fail(`GET / is not the built page (no module script):\n${html.slice(0, 500)}`);
const script = await fetch(new URL(entry, base));
const code = await script.text();
if (script.status !== 200 || !/javascript/.test(script.headers.get('content-type') ?? '') || code.length < 1000) {
  fail(`the page's script ${entry} answered ${script.status} ${script.headers.get('content-type')} (${code.length} characters)`);
}
console.log(`npm start check: GET / is the built page; its script ${entry} loads (${code.length} characters)`);

// npm runs the start script as `exec node scripts/start.mjs`: the server is npm's child.
const server = childrenOf(npm.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.mjs'));
if (server === undefined) fail(`no server process under npm (PID ${npm.pid})`);
console.log(`npm start check: stopping the server, PID ${server} (SIGTERM)`);
process.kill(server, 'SIGTERM');
const stopped = Date.now();
while (alive(server)) {
  if (Date.now() - stopped > 30_000) fail(`PID ${server} still runs 30 s after SIGTERM`);
  await sleep(100);
}
await npmExited;
if (await fetch(`${base}/healthz`).then(() => true, () => false)) fail(`${base} still answers after the server stopped`);
if (existsSync(join(dataDir, 'server.lock'))) fail('the data folder is still locked after the server stopped');
rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start check: passed (PID ${server} gone, port closed, lock released)`);
