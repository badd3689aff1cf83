import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { connect, createRoom, join, nextId, playRandomly, seededRandom, type Client } from '../testing/client';
import { trueGame } from '../testing/oracle';
import { startTestServer, type TestServer } from '../testing/server';

// Issue 26, "against the computer" in an online room: the server plays a seat with @senjutsu/ai in a
// worker thread, and its actions take the players' path (engine check, storage before the
// acknowledgement, broadcast). A person's seat is played here by a socket.io-client bot; the real
// catalogue, the easy level, so a whole duel takes seconds.

const content = contentNamed('real');
/** The bots answer at once: the socket rate limit lifted, so a whole duel takes seconds, not the limit's pace. */
const FAST = { socketRate: { ratePerSecond: 10_000, burst: 10_000 } };
const AGAINST_THE_COMPUTER: RoomSetupInput = {
  mode: 'duel',
  seats: [{ character: 'ronin' }, { character: 'warrior' }],
  battlefield: 'frozen-lake',
  terrain: ['rock'],
  computer: { seat: 1, level: 'easy' },
};

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(dataDir?: string): Promise<TestServer> {
  const s = await startTestServer({ ...FAST, ...(dataDir === undefined ? {} : { dataDir }) }, { content });
  cleanup.push(() => s.stop({ keepData: dataDir !== undefined }));
  return s;
}

async function client(url: string): Promise<Client> {
  const c = await connect(url, { record: true });
  cleanup.push(() => c.close());
  return c;
}

/** A bot's refusals, less the server's pacing of a full-speed bot (RATE_LIMITED: it backs off and goes on). */
const refusals = (errors: readonly { type: string; code?: string }[]) => errors.filter((e) => e.code !== 'RATE_LIMITED');

/** The game rebuilt from the data folder, and the computer's stored actions (those of its `seat`). */
function computerActions(dataDir: string, room: string, seat = 1) {
  const game = trueGame(dataDir, room, content);
  return { game, mine: game.entries.filter((e) => e.kind === 'action' && e.seat === seat) };
}

describe('an online room against the computer', () => {
  it('a real-content duel against the easy computer is played to its end over the socket protocol', async () => {
    const s = await server();
    const room = await createRoom(s.url, AGAINST_THE_COMPUTER);
    // Nobody is given the computer's seat.
    expect(room.seats.map((x) => x.seat)).toEqual([0]);
    const human = await client(s.url);
    const joined = await join(human, room.room, room.seats[0]!.invite.token);
    expect(joined.status.seats[1]).toMatchObject({ computer: 'easy', joined: true });
    expect(joined.status.seats[0]!.computer).toBeUndefined();
    const bot = playRandomly(human, { random: seededRandom(26) });
    await bot.done;
    expect(refusals(bot.errors)).toEqual([]);
    expect(human.status?.result?.reason).toBe('rules');
    expect(human.view?.winners).toEqual(human.status?.result?.winners);
    // Every action of the computer was stored as seat 1's (the log replays to the game the human saw).
    const { game, mine } = computerActions(s.dataDir, room.room);
    expect(mine.length).toBeGreaterThan(10);
    for (const entry of mine) expect(entry.kind === 'action' && entry.id).toMatch(/^computer-1-\d+$/);
    expect(game.states.length - 1).toBe(human.view?.version);
    expect(human.view?.version).toBe(bot.actions + mine.length);
    // A claim against the computer is refused: it never leaves.
    const claim = await human.request({ type: 'claim', id: nextId('claim') });
    expect(claim.type).toBe('error');
  }, 60_000);

  it('waits for its opponent to come, and survives a restart: it thinks again from the stored log', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'senjutsu-computer-'));
    let s = await server(dataDir);
    const room = await createRoom(s.url, { ...AGAINST_THE_COMPUTER, computer: { seat: 0, level: 'easy' }, seats: [{ character: 'master' }, { character: 'student' }] });
    expect(room.seats.map((x) => x.seat)).toEqual([1]);
    let human = await client(s.url);
    await join(human, room.room, room.seats[0]!.invite.token);
    const first = playRandomly(human, { random: seededRandom(5), maxActions: 12 });
    await first.done;
    const before = computerActions(dataDir, room.room, 0).game.entries.length;
    const version = human.view!.version;
    human.close();
    await s.stop({ keepData: true });
    const restartedAt = Date.now();

    s = await server(dataDir);
    human = await client(s.url);
    await join(human, room.room, room.seats[0]!.invite.token, version);
    const second = playRandomly(human, { random: seededRandom(6) });
    await second.done;
    expect(refusals([...first.errors, ...second.errors])).toEqual([]);
    expect(human.status?.result?.reason).toBe('rules');
    const { game, mine } = computerActions(dataDir, room.room, 0);
    expect(game.entries.length).toBeGreaterThan(before);
    // The restarted server's computer went on playing from the stored log.
    expect(mine.filter((e) => e.at >= restartedAt).length).toBeGreaterThan(0);
    // Nothing of the computer's came before its opponent's arrival.
    expect(game.entries[0]).toMatchObject({ kind: 'joined', seat: 1 });
    const ids = mine.map((e) => (e.kind === 'action' ? e.id : ''));
    expect(new Set(ids).size).toBe(ids.length);
  }, 90_000);
});
