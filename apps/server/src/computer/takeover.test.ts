import type { RoomSetupInput, ServerMessage } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { connect, createRoom, join, nextId, playRandomly, seededRandom, type Client } from '../testing/client';
import { trueGame } from '../testing/oracle';
import { startTestServer, type TestServer } from '../testing/server';

// Issue 26, taking over an abandoned seat (the room's `takeOver`): once a player has been away
// `abandonSeconds`, the computer plays their seat instead of the game ending by a claim; both
// players (every connection of the room, spectators too) are told with `seatControl` and the
// status; when the player comes back the seat is handed back to them, and all are told again. A
// join gets the changes so far (`joined.seatControl`): the page's log tells them after a reload.

const content = contentNamed('real');
/** The bots answer at once: the socket rate limit lifted, so a whole duel takes seconds, not the limit's pace. */
const FAST = { socketRate: { ratePerSecond: 10_000, burst: 10_000 } };
const SETUP: RoomSetupInput = {
  mode: 'duel',
  seats: [{ character: 'warrior' }, { character: 'master' }],
  battlefield: 'burnt-village',
  abandonSeconds: 1,
  takeOver: { level: 'easy' },
};

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function client(url: string): Promise<Client> {
  const c = await connect(url, { record: true });
  cleanup.push(() => c.close());
  return c;
}

/** Resolves with the first message `c` receives (or has received) that `match` accepts. */
function received(c: Client, match: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
  const seen = c.received.find(match);
  if (seen !== undefined) return Promise.resolve(seen);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('message not received in time')), timeoutMs);
    const stop = c.listen((m) => {
      if (!match(m)) return;
      clearTimeout(timer);
      stop();
      resolve(m);
    });
  });
}

describe('the computer takes over an abandoned seat', () => {
  it('after the abandonment time it plays the seat, both are told, and the player gets it back on return', async () => {
    const s: TestServer = await startTestServer(FAST, { content });
    let running = true; // stopped by hand before the restart below
    cleanup.push(() => (running ? s.stop() : undefined));
    const room = await createRoom(s.url, SETUP);
    expect(room.seats.map((x) => x.seat)).toEqual([0, 1]); // both seats are people's
    const [a, b, watcher] = [await client(s.url), await client(s.url), await client(s.url)];
    await join(a, room.room, room.seats[0]!.invite.token);
    await join(b, room.room, room.seats[1]!.invite.token);
    await join(watcher, room.room, room.spectator.token);
    // A few actions each, then seat 1's page closes.
    const early = [playRandomly(a, { random: seededRandom(1), maxActions: 6 }), playRandomly(b, { random: seededRandom(2) })];
    await early[0]!.done;
    early[1]!.stop();
    b.close();
    const leftAt = Date.now();

    // Told: the event, and the status naming the computer at seat 1.
    const taken = await received(a, (m) => m.type === 'seatControl' && m.by === 'computer');
    expect(taken).toMatchObject({ type: 'seatControl', room: room.room, seat: 1, by: 'computer', level: 'easy' });
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(900); // not before the abandonment time
    // The spectator is told the same public change (the page's log line for every connection).
    expect(await received(watcher, (m) => m.type === 'seatControl' && m.by === 'computer')).toEqual(taken);
    await received(a, (m) => m.type === 'status' && m.status.seats[1]?.computer === 'easy');
    // No claim: the game goes on with the computer.
    const claim = await a.request({ type: 'claim', id: nextId('claim') });
    expect(claim).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });

    // Seat 0 plays on against the computer for a while.
    // Read while the server writes: a line caught half-written counts as nothing yet.
    const computerPlayed = () => {
      try {
        return trueGame(s.dataDir, room.room, content).entries.filter((e) => e.kind === 'action' && e.id.startsWith('computer-1-'));
      } catch {
        return [];
      }
    };
    const middle = playRandomly(a, { random: seededRandom(3) });
    for (let i = 0; i < 200 && computerPlayed().length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    middle.stop();
    expect(computerPlayed().length).toBeGreaterThanOrEqual(3);
    expect(a.status?.result).toBeNull();

    // Seat 1's player comes back: the seat is theirs again, both told.
    const back = await client(s.url);
    const rejoined = await join(back, room.room, room.seats[1]!.invite.token, b.view!.version);
    // The returning seat's join tells it the take-over it missed (its page's log has the line too).
    const { type: _type, room: _room, ...change } = taken as Extract<ServerMessage, { type: 'seatControl' }>;
    expect(rejoined.seatControl?.[0]).toEqual(change);
    const returned = await received(a, (m) => m.type === 'seatControl' && m.by === 'player');
    expect(returned).toMatchObject({ seat: 1, by: 'player', level: 'easy' });
    expect(await received(back, (m) => m.type === 'seatControl' && m.by === 'player')).toEqual(returned);
    expect(await received(watcher, (m) => m.type === 'seatControl' && m.by === 'player')).toEqual(returned);
    // A page opened later (here the spectator's again) is given both changes in its join, in order.
    const late = await client(s.url);
    const lateJoin = await join(late, room.room, room.spectator.token, 0);
    expect(lateJoin.seatControl?.map((c) => [c.seat, c.by, c.level])).toEqual([[1, 'computer', 'easy'], [1, 'player', 'easy']]);
    expect(lateJoin.seatControl?.[0]?.version).toBe(change.version);
    await received(back, (m) => (m.type === 'status' || m.type === 'update') && m.status.seats[1]?.computer === undefined);
    const byComputer = computerPlayed().length;

    // Both people finish the game; the computer makes no more moves for seat 1.
    const bots = [playRandomly(a, { random: seededRandom(4) }), playRandomly(back, { random: seededRandom(5) })];
    await Promise.all(bots.map((bot) => bot.done));
    expect(a.status?.result?.reason).toBe('rules');
    expect([...early, middle, ...bots].flatMap((bot) => bot.errors).filter((e) => !(e.type === 'error' && e.code === 'RATE_LIMITED'))).toEqual([]);
    expect(computerPlayed().length).toBe(byComputer);
    const entries = trueGame(s.dataDir, room.room, content).entries;
    expect(entries.filter((e) => e.kind === 'takeOver' || e.kind === 'handBack').map((e) => e.kind)).toEqual(['takeOver', 'handBack']);
    // Each change names the game's version when it was stored: the actions before its entry.
    const versionAt = (kind: string) => entries.slice(0, entries.findIndex((e) => e.kind === kind)).filter((e) => e.kind === 'action').length;
    expect([change.version, (returned as { version: number }).version]).toEqual([versionAt('takeOver'), versionAt('handBack')]);

    // After a restart the room is read back from its log: a join is given the same changes.
    for (const c of [a, back, watcher, late]) c.close();
    await s.stop({ keepData: true });
    running = false;
    const restarted = await startTestServer({ ...FAST, dataDir: s.dataDir }, { content });
    cleanup.push(() => restarted.stop());
    const afterRestart = await join(await client(restarted.url), room.room, room.spectator.token, 0);
    expect(afterRestart.seatControl).toEqual(lateJoin.seatControl);
  }, 60_000);
});
