import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { configFromEnv } from '../config';
import { connect, createRoom, DUEL, nextId, playRandomly, seededRandom, type Answer, type Client } from '../testing/client';
import { Redis } from 'ioredis';
import { freePort } from '../testing/http';
import { startRedis, type TestRedis } from '../testing/redis';
import { roomKeys } from '../storage/redis';
import { slotOf } from './route';

/** RATE_LIMITED: the server pacing a bot faster than 20 messages/s (the bot backs off and goes on). */
const paced = (answer: Answer) => answer.type === 'error' && answer.code === 'RATE_LIMITED';

// `WORKERS=N npm start` (issue 27): one port, N server processes behind it (Node's cluster with
// sticky sessions), sharing their games through Redis.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
let running: ChildProcess | null = null;
afterAll(async () => {
  // Also when the test timed out (its finally never ran): the primary takes its workers down with it.
  if (running !== null && running.exitCode === null) running.kill('SIGTERM');
  await redis?.stop();
});

/** The worker processes of `primary` (its children, by /proc). */
function childrenOf(primary: ChildProcess): number[] {
  let tasks = '';
  try {
    tasks = readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim();
  } catch {
    return []; // the process is gone
  }
  return tasks === '' ? [] : tasks.split(' ').map(Number);
}

/**
 * SIGTERM the primary (it stops its workers), and SIGKILL the whole tree if it has not exited within
 * 10 s: an unbounded wait here once hid a failed assertion behind the test's timeout.
 */
async function stopTree(primary: ChildProcess): Promise<void> {
  if (primary.exitCode !== null || primary.signalCode !== null) return;
  const tree = [primary.pid!, ...childrenOf(primary).flatMap((pid) => [pid, ...childrenOf({ pid } as ChildProcess)])];
  const exited = new Promise((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  const inTime = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
  if (inTime) return;
  for (const pid of tree.reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await exited;
}

describe('WORKERS', () => {
  it('above 1 it needs REDIS_URL, and says so', () => {
    const refused = configFromEnv({ WORKERS: '2' });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('set REDIS_URL too') });
    expect(configFromEnv({ WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({ ok: true, value: { workers: 2 } });
  });

  it('WORKERS=2: two server processes behind one port; duels on polling and WebSocket play 30 actions each, both seats seeing every one, every connection of a room on the process that plays it (nothing forwarded)', async () => {
    const port = await freePort();
    const primary = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WORKERS: '2', REDIS_URL: redis.url, REDIS_PREFIX: 'workers:', LOG_LEVEL: 'info', WEB_ROOT: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running = primary;
    let output = '';
    primary.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    // A failure shows where the processes were (their log) next to the failed expectation.
    let stage = 'starting the processes';
    onTestFailed(() => console.log(`WORKERS=2 failed while ${stage}; the processes' last output:\n${output.slice(-6000)}`));
    const clients: Client[] = [];
    try {
      for (let i = 0; i < 1200 && output.split('server process ready').length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(output.split('server process ready').length - 1).toBe(2);
      // tsx runs main.ts in a child of its own: the primary is that one.
      const [node] = childrenOf(primary);
      expect(childrenOf({ pid: node } as ChildProcess)).toHaveLength(2);
      const url = `http://127.0.0.1:${port}`;
      stage = 'creating rooms';
      // Rooms until each of the two slots has two (the primary sends a room's connections to the slot its id hashes to).
      const rooms: Awaited<ReturnType<typeof createRoom>>[] = [];
      while ([0, 1].some((slot) => rooms.filter((r) => slotOf(r.room, 2) === slot).length < 2)) rooms.push(await createRoom(url, DUEL));
      const played = [0, 1].map((slot) => rooms.find((r) => slotOf(r.room, 2) === slot)!);
      // The other rooms: both seats join, on polling and on WebSocket.
      stage = 'joining the other rooms';
      for (const [i, room] of rooms.filter((r) => !played.includes(r)).entries()) {
        for (const seat of [0, 1]) {
          const c = await connect(url, { room: room.room, transports: (i + seat) % 2 === 0 ? ['polling'] : ['websocket'] });
          clients.push(c);
          await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token });
        }
      }
      const inspect = new Redis(redis.url);
      const published = async () => Number(/cmdstat_publish:calls=(\d+)/.exec(await inspect.info('commandstats'))?.[1] ?? 0);
      const publishedBefore = await published();
      stage = 'playing two duels';
      const games = await Promise.all([0, 1].map(async (game) => {
        const room = played[game]!;
        const seats = await Promise.all([0, 1].map(async (seat) => {
          const c = await connect(url, { room: room.room, transports: game === 0 ? ['polling'] : ['websocket'] });
          clients.push(c);
          await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token });
          return c;
        }));
        const bots = seats.map((c, seat) => playRandomly(c, { random: seededRandom(10 * game + seat) }));
        // 30 actions (or the end of the game), then both bots stop (one stopping alone would leave the other waiting).
        for (let i = 0; i < 3000 && bots[0]!.actions + bots[1]!.actions < 30 && seats[0]!.status?.result == null; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        for (const b of bots) b.stop();
        stage = `game ${game} played ${bots[0]!.actions + bots[1]!.actions} actions`;
        return { seats, bots };
      }));
      for (const { seats, bots } of games) {
        expect(bots.flatMap((b) => b.errors).filter((e) => !paced(e))).toEqual([]); // the server pacing a full-speed bot is no error (testing/client.ts)
        expect(bots[0]!.actions + bots[1]!.actions).toBeGreaterThanOrEqual(20);
        // Both seats reach the same version, which counts at least every acknowledged action.
        for (let i = 0; i < 200 && seats[0]!.view?.version !== seats[1]!.view?.version; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(seats[0]!.view?.version).toBe(seats[1]!.view?.version);
        expect(seats[0]!.view!.version).toBeGreaterThanOrEqual(bots[0]!.actions + bots[1]!.actions);
      }
      // Each room is played by the process holding both its seats' connections (its lease's owner
      // is the one process recorded in `{room}:here`), rooms of one slot by one process, of the two slots by two.
      stage = 'reading the leases';
      const ownerOf = new Map<string, string>();
      for (const room of rooms) {
        const keys = roomKeys('workers:', room.room);
        const owner = await inspect.hget(keys.lease, 'owner');
        const holders = new Set(Object.keys(await inspect.hgetall(keys.here)).map((field) => field.slice(0, field.indexOf('/'))));
        expect({ room: room.room, holders: [...holders] }).toEqual({ room: room.room, holders: [owner] });
        ownerOf.set(room.room, owner!);
      }
      for (const a of rooms) for (const b of rooms) expect(ownerOf.get(a.room) === ownerOf.get(b.room)).toBe(slotOf(a.room, 2) === slotOf(b.room, 2));
      // Nothing crossed Redis but the seats' arrivals (one announcement per seat); forwarded actions and remote updates would publish each.
      const actions = games.reduce((n, g) => n + g.bots[0]!.actions + g.bots[1]!.actions, 0);
      expect(await published() - publishedBefore).toBeLessThanOrEqual(4);
      expect(actions).toBeGreaterThanOrEqual(40);
      inspect.disconnect();
    } finally {
      stage = `stopping (after: ${stage})`;
      for (const c of clients) c.close();
      await stopTree(primary);
    }
  }, 180_000);
});
