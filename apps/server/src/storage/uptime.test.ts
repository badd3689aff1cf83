import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { openUptime } from './uptime';

// The outages a restart must charge to nobody (docs/server.md, "Clocks, abandonment, claims"):
// after a clean stop from the stop, after a crash from the last sign of life written while running.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'senjutsu-uptime-'));
  dirs.push(d);
  return d;
};
const logger = createLogger('silent');
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('uptime: when the server was down', () => {
  it('a clean stop: the outage runs from the stop to the next start', async () => {
    const dir = tempDir();
    const clock = { t: 1_000 };
    const first = await openUptime(dir, () => clock.t, logger, 60_000);
    expect(first.downtimes).toEqual([]);
    clock.t = 7_000;
    await first.stop();
    clock.t = 10_000;
    const second = await openUptime(dir, () => clock.t, logger, 60_000);
    expect(second.downtimes).toEqual([{ from: 7_000, to: 10_000 }]);
    clock.t = 12_000;
    await second.stop();
    clock.t = 20_000;
    const third = await openUptime(dir, () => clock.t, logger, 60_000);
    expect(third.downtimes).toEqual([{ from: 7_000, to: 10_000 }, { from: 12_000, to: 20_000 }]);
    expect(statSync(join(dir, 'uptime.json')).mode & 0o777).toBe(0o600); // issue 21: data files are private
    await third.stop();
  });

  it('a crash: the outage runs from the last sign of life written while running', async () => {
    const dir = tempDir();
    const crashed = tempDir();
    const clock = { t: 1_000 };
    const running = await openUptime(dir, () => clock.t, logger, 10);
    clock.t = 5_000;
    // The disk as a SIGKILL would leave it, once a sign of life at 5 s is written.
    await waitFor(() => {
      copyFileSync(join(dir, 'uptime.json'), join(crashed, 'uptime.json'));
      return (JSON.parse(readFileSync(join(crashed, 'uptime.json'), 'utf8')) as { aliveAt: number }).aliveAt === 5_000;
    });
    clock.t = 65_000;
    await running.stop();
    const restarted = await openUptime(crashed, () => clock.t, logger, 60_000);
    expect(restarted.downtimes).toEqual([{ from: 5_000, to: 65_000 }]);
    await restarted.stop();
  });

  it('a damaged file costs only the last outage, and is written anew', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'uptime.json'), '{"format":1,"aliveAt":');
    const clock = { t: 1_000 };
    const opened = await openUptime(dir, () => clock.t, logger, 60_000);
    expect(opened.downtimes).toEqual([]);
    await opened.stop();
    clock.t = 2_000;
    const again = await openUptime(dir, () => clock.t, logger, 60_000);
    expect(again.downtimes).toEqual([{ from: 1_000, to: 2_000 }]);
    await again.stop();
  });
});
