import { readFileSync, promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { StorageResult } from './storage';

// The data folder's lock: two servers appending to the same logs would corrupt them. The lock
// file names its holder by PID, the process's start time (Linux: clock ticks since boot, from
// /proc), the kernel's boot id and the host name. A lock whose holder is not that very process is
// stale, whatever the PID: a server restarted in a container is PID 1 again, and a PID is reused.

export const LOCK_FILE = 'server.lock';

type Holder = { readonly pid: number; readonly start: string | null; readonly boot: string | null; readonly host: string };

/** Lock files held by this process (a second storage on the same folder in one process is refused too). */
const held = new Set<string>();

const readOr = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
};

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), or null off Linux. */
function startTime(pid: number): string | null {
  const stat = readOr(`/proc/${pid}/stat`);
  if (stat === null) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null; // fields after the command name start at field 3
}

function self(): Holder {
  return { pid: process.pid, start: startTime(process.pid), boot: readOr('/proc/sys/kernel/random/boot_id'), host: hostname() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string, me: Holder): Holder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number' && Number.isInteger(value)) return { pid: value, start: null, boot: null, host: me.host }; // a lock of an older server: a bare PID
    if (typeof value !== 'object' || value === null) return null;
    const { pid, start, boot, host } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || typeof host !== 'string') return null;
    return { pid, start: typeof start === 'string' ? start : null, boot: typeof boot === 'string' ? boot : null, host };
  } catch {
    return null;
  }
}

/** Whether the recorded holder is a running process: `unknown` when it ran on another machine. */
function holderState(holder: Holder, me: Holder): 'running' | 'gone' | 'unknown' {
  const sameKernel = holder.boot !== null && me.boot !== null ? holder.boot === me.boot : holder.host === me.host;
  if (!sameKernel) return holder.host === me.host ? 'gone' : 'unknown'; // same host, new boot id: it rebooted
  if (holder.pid === me.pid) return 'gone'; // not held by this process (checked first): a killed server that was PID 1, or a reused PID
  if (!isAlive(holder.pid)) return 'gone';
  const start = startTime(holder.pid);
  return holder.start !== null && start !== null && start !== holder.start ? 'gone' : 'running';
}

/**
 * Take the lock of `dataDir`, or say who holds it. A stale lock (its holder is gone) is replaced.
 * The file is written whole under another name and linked into place, so a reader never sees it
 * half-written and two servers cannot both create it.
 */
export async function lockDataDir(dataDir: string): Promise<StorageResult<{ release(): Promise<void> }>> {
  const path = resolve(join(dataDir, LOCK_FILE));
  const me = self();
  const conflict = (message: string): StorageResult<never> => ({ ok: false, error: { code: 'CONFLICT', message } });
  if (held.has(path)) return conflict(`this process already uses the data folder ${dataDir} (lock ${path})`);
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await fs.writeFile(temp, JSON.stringify(me), { mode: 0o600 });
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await fs.link(temp, path);
        held.add(path);
        return {
          ok: true,
          value: {
            async release() {
              held.delete(path);
              await fs.rm(path, { force: true });
            },
          },
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const text = await fs.readFile(path, 'utf8').catch(() => null);
      if (text === null) continue; // removed meanwhile: try again
      const holder = parseHolder(text, me);
      const state = holder === null ? 'gone' : holderState(holder, me); // unreadable: not a lock any server writes
      const fix = `If no server uses this folder, delete ${path} and start again.`;
      if (state === 'running') return conflict(`another server (pid ${holder!.pid}) is using the data folder ${dataDir}: stop it first, or start this one with another DATA_DIR. ${fix}`);
      if (state === 'unknown') return conflict(`the data folder ${dataDir} is locked by a server on host ${holder!.host} (pid ${holder!.pid}), which cannot be checked from here. ${fix}`);
      await fs.rm(path, { force: true }); // left by a server that is gone
    }
    return conflict(`cannot lock the data folder ${dataDir}: ${path} keeps changing; another server may be starting`);
  } catch (e) {
    return { ok: false, error: { code: 'STORAGE_FAILED', message: `cannot lock the data folder ${dataDir} (${path}): ${e instanceof Error ? e.message : String(e)}` } };
  } finally {
    await fs.rm(temp, { force: true });
  }
}
