import { type Action, type GameView, type Viewer } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput, type ServerMessage } from '@senjutsu/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { contentNamed } from './content';
import { createLogger } from './log';
import { createMaster, type Transport } from './master/master';
import { memoryStorage } from './storage/memory';
import { connect, createRoom, join, nextId, playRandomly, playTogether, seededRandom, type ActionRequest, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Co-op rooms beside the game itself (issue 12 leftovers, section 20): a co-op room is stored and
// replayed like any room, so it survives a server restart; its rematch opens a room with the same
// automata; its clocks are the humans' only, and no one can claim a win against the automata (they
// never run out of time nor leave: the game is played to its end, or refused with a clear error).

const content = contentNamed('real');
const { battlefields } = content.summary();

/** Two humans against a katana ashigaru (the room the e2e test plays in the browser). */
const PAIR: RoomSetupInput = {
  mode: 'coop', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: battlefields[0]!.id, terrain: ['rock'],
  coop: { automata: [{ automaton: 'katana-ashigaru' }] },
};

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

const serverOn = async (dataDir?: string): Promise<TestServer> => {
  let n = 0;
  const server = await startTestServer(
    { socketRate: { ratePerSecond: 10_000, burst: 10_000 }, ...(dataDir === undefined ? {} : { dataDir }) },
    { content, newSeed: () => `coop-restart-${n++}` },
  );
  servers.push(server);
  return server;
};

const automatonEvents = (c: Client) => c.received.flatMap((m) => (m.type === 'update' ? m.events.filter((e) => e.kind === 'automaton') : []));

describe('co-op rooms: restart, rematch, clocks and claims (section 20)', () => {
  it('a co-op room survives a server restart: each human returns to the same view, acknowledged ids stay acknowledged, and the automaton plays on', async () => {
    const first = await serverOn();
    const room = await createRoom(first.url, PAIR);
    const clients = await Promise.all(room.seats.map(() => connect(first.url, { record: true })));
    for (const [seat, c] of clients.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    // Both humans play (random listed options) until the automaton has acted in round 2.
    const accepted: ActionRequest[][] = [[], []];
    const bots = clients.map((c, seat) =>
      playRandomly(c, { random: seededRandom(7 + seat), onAnswer: (answer, msg) => answer.type === 'ack' && !answer.duplicate && accepted[seat]!.push(msg) }),
    );
    const stopAll = () => bots.forEach((b) => b.stop());
    clients[0]!.listen(() => (clients[0]!.view?.round ?? 0) >= 2 && automatonEvents(clients[0]!).length > 0 && stopAll());
    await Promise.all(bots.map((b) => b.done));
    expect(bots.flatMap((b) => b.errors)).toEqual([]);
    // A stopped bot may still have an action in flight: wait until every sent action is answered and seen.
    const version = () => accepted.flat().length;
    for (let i = 0; i < 300 && (clients.some((c) => c.view?.version !== version()) || i < 20); i++) await new Promise((r) => setTimeout(r, 10));
    const before = clients.map((c) => c.view!);
    expect(before.map((v) => v.version)).toEqual([version(), version()]);
    expect(before[0]!.automata).toHaveLength(1);
    expect(automatonEvents(clients[0]!).length).toBeGreaterThan(0);
    for (const c of clients) c.close();
    await first.stop({ keepData: true });

    // The same data folder, a new server: the room is replayed from its stored log.
    const second = await serverOn(first.dataDir);
    const back = await Promise.all(room.seats.map(() => connect(second.url, { record: true })));
    for (const [seat, c] of back.entries()) {
      const joined = await join(c, room.room, room.seats[seat]!.invite.token, version());
      expect(joined.view).toEqual(before[seat]); // the automaton's public facts (deck count, discard, markers) included
      expect(joined.missed).toEqual([]);
      expect(joined.status.result).toBeNull();
      // An action acknowledged before the restart is still acknowledged, and applied once.
      const last = accepted[seat]!.at(-1)!;
      expect(await c.request({ ...last })).toEqual({ type: 'ack', id: last.id, version: expect.any(Number), duplicate: true });
    }
    const { actions, errors } = await playTogether(back, { seedOf: (seat) => 70 + seat, maxVersion: 400, stallMs: 3000 });
    expect(errors).toEqual([]);
    expect(back[0]!.view!.version).toBe(version() + actions);
    expect(automatonEvents(back[0]!).length).toBeGreaterThan(0); // the replayed automaton kept playing
    expect(automatonEvents(back[1]!)).toEqual(automatonEvents(back[0]!));
    if (back[0]!.status?.result == null) expect(back[0]!.view!.version).toBeGreaterThanOrEqual(400);
    else expect(back[1]!.status?.result).toEqual(back[0]!.status.result);
  }, 60_000);

  /** The master alone (memory storage, a spy transport, a clock moved by hand) with the real content. */
  function coopMaster() {
    const clock = { t: 1_000_000 };
    const sent: { viewer: Viewer; message: ServerMessage }[] = [];
    const transport: Transport = { broadcast: (_room, viewers, messageFor) => viewers.forEach((viewer) => sent.push({ viewer, message: messageFor(viewer) })) };
    let seeds = 0;
    const master = createMaster({ storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => clock.t, maxRooms: 10, validateOutgoing: true, newSeed: () => `coop-master-${seeds++}`, content });
    const viewOf = (room: string, viewer: Viewer): GameView => {
      const m = master.joined(room, viewer, 'look', undefined);
      if (m.type !== 'joined') throw new Error(JSON.stringify(m));
      return m.view as GameView;
    };
    const statusOf = (room: string) => {
      const m = master.joined(room, 'spectator', 'look', undefined);
      if (m.type !== 'joined') throw new Error(JSON.stringify(m));
      return m.status;
    };
    /** Random listed options of the seats the game waits on, `count` actions or to the end. */
    const play = async (room: string, random: () => number, count = Number.POSITIVE_INFINITY) => {
      for (let i = 0; i < count && statusOf(room).result === null; i++) {
        const waiting = viewOf(room, 'spectator').waitingFor;
        expect(waiting.every((s) => s < PAIR.seats.length)).toBe(true); // never an automaton seat
        const seat = waiting[Math.floor(random() * waiting.length)]!;
        const view = viewOf(room, seat);
        const decision = view.decisions[Math.floor(random() * view.decisions.length)]!;
        const action: Action = decision.options[Math.floor(random() * decision.options.length)]!;
        const answer = await master.act(room, seat, { id: nextId('coop'), version: view.version, action });
        expect(answer.type).toBe('ack');
      }
    };
    return { master, clock, sent, viewOf, statusOf, play };
  }

  it('rematch: once the automaton has won or lost, every human asks and a room with the same automata opens for the same links', async () => {
    const { master, viewOf, statusOf, play } = coopMaster();
    const created = await master.createRoom(RoomSetupSchema.parse(PAIR));
    if (!created.ok) throw new Error(created.error.message);
    const { room, seatTokens, spectatorToken } = created.value;
    await master.authenticate(room, seatTokens[0]!); // a created room is only stored until a seat joins
    expect(seatTokens).toHaveLength(2); // links for the humans only
    expect(await master.rematch(room, 0, 'early')).toMatchObject({ type: 'error', code: 'REMATCH_NOT_ALLOWED' });
    await play(room, seededRandom(3));
    const result = statusOf(room).result;
    expect(result?.reason).toBe('rules');
    expect(await master.claim(room, 0, 'late')).toMatchObject({ type: 'error', code: 'GAME_OVER' });
    expect(await master.rematch(room, 0, 'r0')).toMatchObject({ type: 'ack', duplicate: false });
    expect(statusOf(room).rematch).toEqual({ requested: [0], declined: [], room: null }); // the automaton seat is never waited for
    expect(await master.rematch(room, 1, 'r1')).toMatchObject({ type: 'ack', duplicate: false });
    const next = statusOf(room).rematch.room;
    expect(next).not.toBeNull();
    expect(await master.authenticate(next!, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(await master.authenticate(next!, seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    expect(await master.authenticate(next!, spectatorToken)).toEqual({ ok: true, viewer: 'spectator' });
    const fresh = viewOf(next!, 0);
    expect(fresh.version).toBe(0);
    expect(fresh.automata.map((a) => [a.seat, a.automaton])).toEqual([[2, 'katana-ashigaru']]);
    // A new game (a new seed): the rematch is played like the first.
    await play(next!, seededRandom(4), 30);
    expect(viewOf(next!, 'spectator').version).toBe(30);
  }, 30_000);

  it('clocks: only the humans have banks; a claim against automata is refused with a clear error, even when a teammate is out of time and away', async () => {
    const { master, clock, viewOf, statusOf, play } = coopMaster();
    const created = await master.createRoom(RoomSetupSchema.parse({ ...PAIR, clock: { bankSeconds: 60 }, abandonSeconds: 30 }));
    if (!created.ok) throw new Error(created.error.message);
    const { room } = created.value;
    await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until a seat joins
    master.presence(room, 0, 1);
    await play(room, seededRandom(5), 12);
    const status = statusOf(room);
    expect(status.clock?.remainingMs).toHaveLength(2);
    expect(status.clock?.running.every((s) => s < 2)).toBe(true);
    expect(status.seats.map((s) => s.team)).toEqual([0, 0, 1]);
    // Hours later nobody but seat 0 is connected and every bank is empty: still no win to claim.
    clock.t += 3 * 3_600_000;
    expect(statusOf(room).clock?.remainingMs.some((ms) => ms <= 0)).toBe(true);
    for (const seat of [0, 1]) {
      expect(await master.claim(room, seat, `claim-${seat}`)).toEqual({
        type: 'error', id: `claim-${seat}`, code: 'CLAIM_NOT_ALLOWED', message: 'Automata never run out of time nor leave: a co-op game is played to its end.',
      });
    }
    expect(statusOf(room).result).toBeNull();
    // The game goes on: the humans still act.
    await play(room, seededRandom(6), 5);
    expect(viewOf(room, 'spectator').version).toBe(17);
  }, 30_000);
});
