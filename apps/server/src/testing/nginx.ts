import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './http';

// Debian's nginx in front of a test server, configured from the shipped deploy/nginx.conf: the
// same file with only its listen address, its upstream's port and nothing else changed. It runs as
// a child (daemon off) on 127.0.0.1 with its pid, logs and temporary files in a folder of its own,
// so it needs no root and touches nothing of the machine's nginx.

export const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
export const SHIPPED_CONFIG = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export type RunningNginx = { readonly url: string; readonly port: number; stop(): Promise<void> };

/** Replace `from` (which must be in the shipped file exactly once) with `to`. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`deploy/nginx.conf should hold "${from}" exactly once (the test puts its own address there)`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The shipped site with this test's addresses (several upstream ports: several server processes). */
export function siteConfig(shipped: string, listenPort: number, upstreamPort: number | readonly number[]): string {
  let site = replaceOnce(shipped, 'listen 80;', `listen 127.0.0.1:${listenPort};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  const ports = typeof upstreamPort === 'number' ? [upstreamPort] : upstreamPort;
  return replaceOnce(site, 'server 127.0.0.1:3000;', ports.map((port) => `server 127.0.0.1:${port};`).join('\n    '));
}

export async function startNginx(upstreamPort: number | readonly number[]): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is not installed at ${NGINX}: this test plays through Debian's nginx. Install it (apt-get install nginx-light; .ci/run does) or set NGINX to its path.`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'senjutsu-nginx-'));
  chmodSync(prefix, 0o755); // run as root, nginx's workers are another user: they must reach their temporary folders
  const port = await freePort();
  writeFileSync(join(prefix, 'senjutsu.conf'), siteConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), port, upstreamPort));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`).join('\n    ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${join(prefix, 'nginx.pid')};\nerror_log stderr warn;\nevents { worker_connections 512; }\nhttp {\n    access_log off;\n    ${temp}\n    include ${join(prefix, 'senjutsu.conf')};\n}\n`,
  );
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const stop = () => stopChild(child, prefix);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nnginx said:\n${output.join('').slice(-3000)}`);
  }
  return { url, port, stop };
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server's /healthz did not answer through nginx (${url}) within 20 s`);
}

async function stopChild(child: ChildProcess, prefix: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM'); // nginx's fast shutdown
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(prefix, { recursive: true, force: true });
}
