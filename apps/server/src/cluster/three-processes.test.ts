import type { GameEvent } from '@senjutsu/engine';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { LogEntrySchema } from '../storage/storage';
import { advance, connect, createRoom, join, nextId, playTogether, type Answer, type Client } from '../testing/client';
import { startProcesses, type ProcessGroup } from '../testing/processes';
import { startRedis, type TestRedis } from '../testing/redis';

// Issue 27, "done when": the duel, reconnect, rematch, spectator and co-op scenarios of the
// one-process tests (duel.test.ts, reconnect.test.ts, coop.test.ts, coop-rooms.test.ts), played
// against three real server processes sharing one Redis, with each room's clients spread over
// them (a seat on one, its opponent on another, the spectator on the third), and last a failover:
// connections served through a process that dies are counted present by the room's next owner.
// Real content (co-op needs the automata of the catalogue).

const PREFIX = 'three:';
const LEASE_MS = 1_500;
const { characters, battlefields, terrain } = contentNamed('real').summary();

let redis: TestRedis;
let inspect: Redis;
let group: ProcessGroup;
let urls: string[];
beforeAll(async () => {
  redis = await startRedis();
  inspect = new Redis(redis.url);
  group = await startProcesses(3, redis.url, PREFIX, { SENJUTSU_CONTENT: 'real', LEASE_MS: String(LEASE_MS), SOCKET_RATE: '10000', SOCKET_BURST: '10000' });
  urls = group.servers.map((s) => s.url);
}, 60_000);
afterAll(async () => {
  group?.stop();
  inspect?.disconnect();
  await redis?.stop();
});

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
});
async function client(url: string): Promise<Client> {
  const c = await connect(url, { record: true });
  cleanup.push(() => c.close());
  return c;
}

const DUEL = { mode: 'duel' as const, seats: [{ character: characters[0]!.id }, { character: characters[1]!.id }], battlefield: battlefields[0]!.id, terrain: [terrain[0]!, terrain[1]!] };
const ownerOf = (room: string) => inspect.hget(`${PREFIX}{${room}}:lease`, 'owner');
const storedActions = async (room: string) => (await inspect.lrange(`${PREFIX}{${room}}:log`, 0, -1)).map((line) => LogEntrySchema.parse(JSON.parse(line))).filter((e) => e.kind === 'action').length;
const until = async (what: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !what() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return what();
};
const paced = (e: string) => e.includes('RATE_LIMITED');

describe('three server processes on one Redis', () => {
  it('a duel with its seats and spectator on three processes: a seat drops after choosing and returns through another process, the game is played to its end, then the rematch', async () => {
    const room = await createRoom(urls[2]!, DUEL);
    const [a, b, watcher] = [await client(urls[0]!), await client(urls[1]!), await client(urls[2]!)];
    await join(a, room.room, room.seats[0]!.invite.token);
    await join(b, room.room, room.seats[1]!.invite.token);
    await join(watcher, room.room, room.spectator.token);
    const owner = await ownerOf(room.room);
    expect(owner).toBe(group.servers[0]!.node); // the process its first seat joined plays it; the others forward
    await advance([a, b, watcher], () => a.view?.step === 'select' && b.view?.step === 'select');

    // Reconnect (reconnect.test.ts): seat 0 chooses and drops; seat 1 chooses, the reveal happens while
    // seat 0 is away; seat 0 comes back through the third process and gets exactly what it missed.
    expect(await a.request({ type: 'action', id: nextId('choose'), version: a.view!.version, action: a.view!.decisions[0]!.options[0]! })).toMatchObject({ type: 'ack' });
    const lastSeen = a.view!.version;
    a.close();
    expect(await until(() => b.status?.seats[0]?.connected === false && watcher.status?.seats[0]?.connected === false)).toBe(true);
    expect(await b.request({ type: 'action', id: nextId('choose'), version: b.view!.version, action: b.view!.decisions[0]!.options[0]! })).toMatchObject({ type: 'ack' });
    const now = b.view!.version;
    const back = await client(urls[2]!);
    const joined = await join(back, room.room, room.seats[0]!.invite.token, lastSeen);
    expect(joined.view.version).toBe(now);
    expect(joined.missed.map((m) => m.version)).toEqual(Array.from({ length: now - lastSeen }, (_, i) => lastSeen + 1 + i));
    const missed = joined.missed.flatMap((m) => m.events) as GameEvent[];
    expect(missed.some((e) => e.kind === 'revealed')).toBe(true);
    expect(missed).toEqual(b.received.flatMap((m) => (m.type === 'update' && m.version > lastSeen ? m.events : [])));
    expect(joined.view.seats[1]!.hand).toBeUndefined(); // hidden information stays hidden through the forwarding process
    expect(await until(() => b.status?.seats[0]?.connected === true && watcher.status?.seats[0]?.connected === true)).toBe(true);
    expect(await ownerOf(room.room)).toBe(owner); // one writer all along

    // The duel to its end; the spectator on the third process gets every update.
    const played = await playTogether([back, b], { seedOf: (seat) => 31 + seat, maxVersion: 2_000 });
    expect(played.errors.filter((e) => !paced(e))).toEqual([]);
    expect(await until(() => watcher.view?.version === back.view?.version && watcher.status?.result != null)).toBe(true);
    const result = watcher.status!.result!;
    expect(result.reason).toBe('rules');
    expect(await storedActions(room.room)).toBe(watcher.view!.version);

    // Rematch: each seat asks through yet another process; the new room opens for the same links.
    const [again0, again1] = [await client(urls[1]!), await client(urls[2]!)];
    await join(again0, room.room, room.seats[0]!.invite.token);
    await join(again1, room.room, room.seats[1]!.invite.token);
    expect(await again0.request({ type: 'rematch', id: nextId('rematch') })).toMatchObject({ type: 'ack' });
    expect(await again1.request({ type: 'rematch', id: nextId('rematch') })).toMatchObject({ type: 'ack' });
    expect(await until(() => watcher.status?.rematch.room != null)).toBe(true);
    const next = watcher.status!.rematch.room!;
    const seats = [await client(urls[2]!), await client(urls[0]!)];
    const first = await join(seats[0]!, next, room.seats[0]!.invite.token);
    await join(seats[1]!, next, room.seats[1]!.invite.token);
    const spectator = await client(urls[1]!);
    await join(spectator, next, room.spectator.token);
    expect(first.view.version).toBe(0);
    const rematch = await playTogether(seats, { seedOf: (seat) => 41 + seat, maxVersion: 20 });
    expect(rematch.errors.filter((e) => !paced(e))).toEqual([]);
    expect(rematch.actions).toBeGreaterThanOrEqual(20);
    // An action in flight when the bots stopped may still land: the spectator and the log agree on every one.
    let stored = -1;
    for (let i = 0; i < 100 && spectator.view?.version !== stored; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await storedActions(next);
    }
    expect(spectator.view?.version).toBe(stored);
    expect(stored).toBeGreaterThanOrEqual(rematch.actions);
  }, 60_000);

  it('co-op: two humans on two processes against an automaton, the spectator on the third, all get the same automaton events', async () => {
    const room = await createRoom(urls[1]!, {
      mode: 'coop', seats: [{ character: characters[2]!.id }, { character: characters[3]!.id }], battlefield: battlefields[1]!.id, terrain: [terrain[2]!],
      coop: { automata: [{ automaton: 'katana-ashigaru' }] },
    });
    const humans = [await client(urls[0]!), await client(urls[2]!)];
    await join(humans[0]!, room.room, room.seats[0]!.invite.token);
    await join(humans[1]!, room.room, room.seats[1]!.invite.token);
    const watcher = await client(urls[1]!);
    await join(watcher, room.room, room.spectator.token);
    const played = await playTogether(humans, { seedOf: (seat) => 7 + seat, maxVersion: 150, stallMs: 5_000 });
    expect(played.errors.filter((e) => !paced(e))).toEqual([]);
    expect(await until(() => watcher.view?.version === played.actions)).toBe(true);
    const automaton = (c: Client) => c.received.flatMap((m) => (m.type === 'update' ? m.events.filter((e) => e.kind === 'automaton') : []));
    expect(automaton(watcher).length).toBeGreaterThan(0); // the automaton played
    for (const c of humans) expect(automaton(c)).toEqual(automaton(watcher));
    for (const c of humans) expect(c.view!.waitingFor.every((s) => s < 2)).toBe(true); // never waits on the automaton seat
    expect(await storedActions(room.room)).toBe(played.actions);
  }, 60_000);

  it('after its owner dies, a seat and a spectator served through other processes that send nothing are counted present by the new owner and miss nothing', async () => {
    const room = await createRoom(urls[0]!, DUEL);
    const [a, b, watcher] = [await client(urls[0]!), await client(urls[1]!), await client(urls[2]!)];
    await join(a, room.room, room.seats[0]!.invite.token);
    await join(b, room.room, room.seats[1]!.invite.token);
    await join(watcher, room.room, room.spectator.token);
    expect(await ownerOf(room.room)).toBe(group.servers[0]!.node);
    await advance([a, b, watcher], () => (a.view?.version ?? 0) >= 3);
    // Each client joins again (through the next live process) whenever its connection drops, as the page does.
    const stay = (c: Client, token: string, from: number): (() => Client) => {
      let current = c;
      let server = from;
      let rejoining = false;
      const watch = (x: Client) => x.socket.on('disconnect', () => void rejoin());
      const rejoin = async () => {
        if (rejoining) return;
        rejoining = true;
        for (let i = 0; i < 50; i++) {
          server = server === 0 || server === 2 ? 1 : 2; // processes 1 and 2 stay up
          const next = await client(urls[server]!).catch(() => null);
          const answer: Answer | null = next === null ? null : await next.request({ type: 'join', id: nextId('back'), room: room.room, token, since: current.view?.version ?? 0 }, LEASE_MS + 10_000).catch(() => null);
          if (next !== null && answer?.type === 'joined') {
            current = next;
            watch(next);
            break;
          }
          next?.close();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        rejoining = false;
      };
      watch(c);
      return () => current;
    };
    const seat0 = stay(a, room.seats[0]!.invite.token, 0);
    const seat1 = stay(b, room.seats[1]!.invite.token, 1);
    const spectator = stay(watcher, room.spectator.token, 2);
    group.servers[0]!.process.kill('SIGKILL');
    expect(await until(() => a.socket.disconnected)).toBe(true);
    // Seat 0 was on the dead process and comes back through another; seat 1 and the spectator were
    // served through the dead one and send nothing: the new owner counts them all.
    const present = () => {
      const status = seat0().status;
      return seat0() !== a && seat0().socket.connected && status !== null && status.seats.every((s) => s.connected) && status.spectators === 1;
    };
    expect(await until(present, 4 * LEASE_MS + 10_000), JSON.stringify(seat0().status)).toBe(true);
    const owner = await ownerOf(room.room);
    expect(owner).not.toBe(group.servers[0]!.node);
    // And the game goes on for everyone: the views agree on a later version.
    await advance([seat0(), seat1(), spectator()], () => (seat0().view?.version ?? 0) >= 6);
    expect(await storedActions(room.room)).toBe(seat0().view!.version);
  }, 60_000);
});
