import type { RoomSetupInput } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import type { Answer } from '../master/deps';
import type { Master } from '../master/master';
import { LogEntrySchema } from '../storage/storage';
import { createRoom, join, playRandomly, seededRandom } from '../testing/client';
import { useRedis, useServersOnRedis } from '../testing/redis-hooks';
import { startTestServer, type TestServer } from '../testing/server';

// Issue 26 on several processes (issue 27): a room against the computer on one Redis. It is created
// on one process and its person plays through another, then comes back through the first. The
// computer's seat is played by the process that holds the room (its lease: the one writer), so
// each of the computer's decisions is answered once, by one process, however many processes see
// the room's connections.

const content = contentNamed('real');
/** The bot answers at once: the socket rate limit lifted (as in computer.test.ts). */
const FAST = { socketRate: { ratePerSecond: 10_000, burst: 10_000 } };
const AGAINST_THE_COMPUTER: RoomSetupInput = {
  mode: 'duel',
  seats: [{ character: 'student' }, { character: 'ronin' }],
  battlefield: 'ice-bridge',
  terrain: ['rock'],
  computer: { seat: 1, level: 'easy' },
};
/** Codes that only mean the computer answered a decision the game (or the room's process) has left behind. */
const MOVED_ON = new Set(['STALE_VERSION', 'NOT_YOUR_DECISION', 'GAME_OVER', 'ROOM_UNAVAILABLE']);

const redis = useRedis();
const { cleanup, client } = useServersOnRedis(redis, 'computer');

type Acted = { readonly process: number; readonly held: boolean; readonly id: string; readonly answer: Answer };

/** Records every action the computer's seats hand this process's master (they call `master.act` with `'computer'`). */
function recordComputer(master: Master, process: number, room: () => string, acted: Acted[]): void {
  const act = master.act.bind(master);
  master.act = async (roomId, seat, msg, by) => {
    const held = master.has(room());
    const answer = await act(roomId, seat, msg, by);
    if (by === 'computer') acted.push({ process, held, id: msg.id, answer });
    return answer;
  };
}

describe('a room against the computer on several processes', () => {
  it('created on one process, played through another and back: the room\'s one writer answers each of the computer\'s decisions once', async () => {
    const prefix = 'computer-cluster:';
    const servers: TestServer[] = [];
    for (let i = 0; i < 2; i++) {
      const s = await startTestServer({ ...FAST, redisUrl: redis.url, redisPrefix: prefix, leaseMs: 2_000 }, { content });
      cleanup.push(() => s.stop());
      servers.push(s);
    }
    const [a, b] = servers as [TestServer, TestServer];
    let roomId = '';
    const acted: Acted[] = [];
    servers.forEach((s, i) => recordComputer(s.master, i, () => roomId, acted));

    const room = await createRoom(b.url, AGAINST_THE_COMPUTER); // created on b ...
    roomId = room.room;
    const person = await client(a.url); // ... its person comes through a
    await join(person, room.room, room.seats[0]!.invite.token);
    const watcher = await client(b.url);
    await join(watcher, room.room, room.spectator.token);
    const first = playRandomly(person, { random: seededRandom(27), maxActions: 12 });
    await first.done;
    const version = person.view!.version;
    person.close();
    const beforeReturn = acted.filter((x) => x.answer.type !== 'error').length;

    // The person comes back through b and plays the duel to its end.
    const again = await client(b.url);
    await join(again, room.room, room.seats[0]!.invite.token, version);
    const second = playRandomly(again, { random: seededRandom(28) });
    await second.done;
    expect([...first.errors, ...second.errors].filter((e) => !(e.type === 'error' && e.code === 'RATE_LIMITED'))).toEqual([]);
    expect(again.status?.result?.reason).toBe('rules');
    const final = again.view!.version;
    for (let i = 0; i < 200 && watcher.view?.version !== final; i++) await new Promise((r) => setTimeout(r, 20));
    expect(watcher.view?.version).toBe(final);

    // The stored log: every version one action, the computer's each under its own decision's id.
    const log = (await redis.inspect.lrange(`${prefix}{${room.room}}:log`, 0, -1)).map((line) => LogEntrySchema.parse(JSON.parse(line)));
    const actions = log.flatMap((e) => (e.kind === 'action' ? [e] : []));
    expect(actions).toHaveLength(final);
    const computers = actions.filter((e) => e.seat === 1).map((e) => e.id);
    expect(computers.length).toBeGreaterThan(10);
    expect(new Set(computers).size).toBe(computers.length);
    // Each decision was answered once, by the process holding the room, never a second time
    // (a duplicate) nor refused as taken; an answer from a process that no longer held it is only moved on.
    const stored = acted.filter((x) => x.answer.type !== 'error');
    expect(stored.every((x) => x.held), JSON.stringify(stored.filter((x) => !x.held))).toBe(true);
    expect(stored.filter((x) => x.answer.type === 'ack' && x.answer.duplicate)).toEqual([]);
    expect(stored.map((x) => x.id).sort()).toEqual([...computers].sort());
    const refused = acted.filter((x) => x.answer.type === 'error');
    expect(refused.filter((x) => x.answer.type === 'error' && !MOVED_ON.has(x.answer.code))).toEqual([]);
    // Which process thought: the one holding the room; while the person played through a, that was a
    // (where its first seat joined), not b where the room was created and the spectator watches.
    expect(beforeReturn).toBeGreaterThan(3);
    expect(stored.slice(0, beforeReturn).map((x) => x.process)).toEqual(Array.from({ length: beforeReturn }, () => 0));
  }, 120_000);
});
