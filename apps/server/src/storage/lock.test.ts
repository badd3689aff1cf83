import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './lock';

// Issue 13 item 5: the data folder's lock cannot go stale. A server killed while it held the lock
// (SIGKILL, a container stopped) must not keep the next one out, even when the next one has the
// same PID (a container's server is PID 1 every time); a running server keeps it; a refusal names
// the file and the fix.

const dirs: string[] = [];
const releases: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const release of releases.splice(0)) await release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'senjutsu-lock-'));
  dirs.push(dir);
  return dir;
}

const boot = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};

async function take(dir: string) {
  const locked = await lockDataDir(dir);
  if (locked.ok) releases.push(() => locked.value.release());
  return locked;
}

describe('the data folder lock', () => {
  it('a lock left by a server with this very PID (a container restarted: PID 1 again) is taken over', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, start: '1', boot: boot(), host: hostname() }));
    expect((await take(dir)).ok).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, start: startOf(process.pid) });
  });

  it('a lock whose PID now belongs to another process (started later) is taken over; an old bare-PID lock too', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, start: '1', boot: boot(), host: hostname() }));
    expect((await take(dir)).ok).toBe(true);
    for (const release of releases.splice(0)) await release();
    writeFileSync(join(dir, LOCK_FILE), '999999999'); // an older server's lock: a PID that is not running
    expect((await take(dir)).ok).toBe(true);
  });

  it('a running server keeps the lock; killed with SIGKILL, it leaves a lock the next server takes over', async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "import { lockDataDir } from './apps/server/src/storage/lock.ts'; const r = await lockDataDir(process.argv[1]); console.log(r.ok ? 'locked' : r.error.message); setInterval(() => {}, 1000);", dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const said = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
    expect(said).toBe('locked');
    const refused = await take(dir);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const path = join(dir, LOCK_FILE);
    expect(refused.error.message).toContain(`pid ${child.pid}`);
    expect(refused.error.message).toContain(path); // the file to delete, and when
    expect(refused.error.message).toMatch(/If no server uses this folder, delete .*server\.lock/);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect((await take(dir)).ok).toBe(true);
  });

  it('a lock of another machine is not taken over: the message names the host, the file and the fix', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 4242, start: '7', boot: 'another-boot', host: 'another-host' }));
    const refused = await take(dir);
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(!refused.ok && refused.error.message).toContain('another-host');
    expect(!refused.ok && refused.error.message).toContain(join(dir, LOCK_FILE));
    // The same host after a reboot (a new boot id): its old lock is stale.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 4242, start: '7', boot: 'before-the-reboot', host: hostname() }));
    expect((await take(dir)).ok).toBe(true);
  });

  it('one process cannot take the same folder twice', async () => {
    const dir = tempDir();
    expect((await take(dir)).ok).toBe(true);
    expect(await lockDataDir(dir)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });
});
