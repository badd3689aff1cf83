import { BUILT_IN_RULESET, createRuleset, type Action, type GameView, type Viewer } from '@senjutsu/engine';
import { nextView, RoomSetupSchema, type RoomSetupInput, type ServerMessage } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import { createMaster, type Transport } from './master';

// The master without sockets (boardgame.io's master tests): real in-memory storage, a spy
// transport that records what each viewer would receive, and a clock the test moves by hand.

const DUEL: RoomSetupInput = { mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'] };

function setup(options: { storage?: ReturnType<typeof memoryStorage>; unloadFinishedAfterMs?: number } = {}) {
  const storage = options.storage ?? memoryStorage();
  const clock = { t: 1_000_000 };
  const sent: { room: string; viewer: Viewer; message: ServerMessage }[] = [];
  const transport: Transport = {
    broadcast(room, viewers, messageFor) {
      for (const viewer of viewers) sent.push({ room, viewer, message: messageFor(viewer) });
    },
  };
  let seeds = 0;
  const master = createMaster({ storage, transport, logger: createLogger('silent'), now: () => clock.t, maxRooms: 100, validateOutgoing: true, newSeed: () => `master-${seeds++}`, ...(options.unloadFinishedAfterMs === undefined ? {} : { unloadFinishedAfterMs: options.unloadFinishedAfterMs }) });
  return { master, storage, clock, sent };
}

type Master = ReturnType<typeof setup>['master'];

async function newRoom(master: Master, overrides: Partial<RoomSetupInput> = {}) {
  const created = await master.createRoom(RoomSetupSchema.parse({ ...DUEL, ...overrides }));
  if (!created.ok) throw new Error(created.error.message);
  await master.authenticate(created.value.room, created.value.seatTokens[0]!); // a created room is only stored until a seat joins
  return created.value;
}

function viewOf(master: Master, room: string, viewer: Viewer): GameView {
  const m = master.joined(room, viewer, 'look', undefined);
  if (m.type !== 'joined') throw new Error(`no view: ${JSON.stringify(m)}`);
  return m.view as GameView;
}

let ids = 0;
const act = (master: Master, room: string, seat: number, action: Action, version?: number) =>
  master.act(room, seat, { id: `t${ids++}`, version: version ?? viewOf(master, room, seat).version, action });

/** Answer the first option of whatever is pending until the Select step (setup done). */
async function toSelect(master: Master, room: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const spectator = viewOf(master, room, 'spectator');
    if (spectator.step === 'select') return;
    const seat = spectator.waitingFor[0]!;
    const answer = await act(master, room, seat, viewOf(master, room, seat).decisions[0]!.options[0]!);
    expect(answer.type).toBe('ack');
  }
  throw new Error('setup did not reach the Select step');
}

describe('master: versions, ids and the simultaneous choice', () => {
  it('both seats choose against the same version; the others learn only that a seat has chosen', async () => {
    const { master, sent } = setup();
    const { room } = await newRoom(master);
    await toSelect(master, room);
    const version = viewOf(master, room, 0).version;
    const [choice0, choice1] = [viewOf(master, room, 0).decisions[0]!.options[0]!, viewOf(master, room, 1).decisions[0]!.options[0]!];
    sent.length = 0;
    const first = await act(master, room, 0, choice0, version);
    expect(first).toMatchObject({ type: 'ack', version: version + 1, duplicate: false });
    const toOne = sent.filter((s) => s.viewer === 1).map((s) => s.message);
    expect(toOne).toHaveLength(1);
    const update = toOne[0]!;
    if (update.type !== 'update') throw new Error('expected an update');
    expect(update.events).toEqual([{ kind: 'selected', seat: 0 }]);
    expect(update.patch).toContainEqual({ path: ['seats', 0, 'hasSelected'], value: true });
    expect(JSON.stringify(update)).not.toContain(`"${(choice0 as { card: string }).card}"`);
    // Seat 1 made its choice against the version before seat 0's: still the same decision, accepted.
    const second = await act(master, room, 1, choice1, version);
    expect(second).toMatchObject({ type: 'ack', version: version + 2 });
    const reveal = sent.filter((s) => s.viewer === 1).at(-1)!.message;
    expect(reveal.type === 'update' && reveal.events.some((e) => e.kind === 'revealed')).toBe(true);
  });

  it('an action made against an outdated decision or a future version is refused with STALE_VERSION', async () => {
    const { master } = setup();
    const { room } = await newRoom(master);
    const seat = viewOf(master, room, 'spectator').waitingFor[0]!;
    const option = viewOf(master, room, seat).decisions[0]!.options[0]!;
    expect(await act(master, room, seat, option, 5)).toMatchObject({ type: 'error', code: 'STALE_VERSION' });
    await toSelect(master, room);
    const now = viewOf(master, room, 0);
    const select = now.decisions[0]!.options[0]!;
    expect(await act(master, room, 0, select, 0)).toMatchObject({ type: 'error', code: 'STALE_VERSION' });
    expect(viewOf(master, room, 0).version).toBe(now.version);
  });

  it('a retried action id is applied once; the same id for another action is refused', async () => {
    const { master } = setup();
    const { room } = await newRoom(master);
    await toSelect(master, room);
    const view = viewOf(master, room, 0);
    const [a, b] = view.decisions[0]!.options;
    const msg = { id: 'retry-me', version: view.version, action: a! };
    const answers = await Promise.all([master.act(room, 0, msg), master.act(room, 0, msg), master.act(room, 0, msg)]);
    expect(answers.map((x) => x.type === 'ack' && x.duplicate)).toEqual([false, true, true]);
    expect(viewOf(master, room, 0).version).toBe(view.version + 1);
    expect(await master.act(room, 0, { ...msg, action: b! })).toMatchObject({ type: 'error', code: 'ACTION_ID_REUSED' });
  });

  it('an illegal action gets the engine error with its rule and changes nothing, stored or sent', async () => {
    const { master, storage, sent } = setup();
    const { room } = await newRoom(master);
    const seat = viewOf(master, room, 'spectator').waitingFor[0]!;
    const other = 1 - seat;
    const before = JSON.stringify(viewOf(master, room, 'spectator'));
    sent.length = 0;
    const wrongSeat = await act(master, room, other, viewOf(master, room, seat).decisions[0]!.options[0]!);
    expect(wrongSeat).toMatchObject({ type: 'error', code: 'NOT_YOUR_DECISION' });
    const notListed = await act(master, room, seat, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 40, r: 40 } });
    expect(notListed).toMatchObject({ type: 'error', code: 'ILLEGAL_OPTION' });
    expect(notListed.type === 'error' && typeof notListed.rule).toBe('string');
    expect(JSON.stringify(viewOf(master, room, 'spectator'))).toBe(before);
    expect(sent).toEqual([]);
    expect((await storage.load()).rooms[0]!.entries.map((e) => e.kind)).toEqual(['joined']); // the seat's arrival, nothing else
  });

  it('a storage failure is answered STORAGE_FAILED, changes nothing, and the same id succeeds later', async () => {
    const { master, storage } = setup();
    const { room } = await newRoom(master);
    const seat = viewOf(master, room, 'spectator').waitingFor[0]!;
    const view = viewOf(master, room, seat);
    const msg = { id: 'flaky', version: view.version, action: view.decisions[0]!.options[0]! };
    storage.failNext(1);
    expect(await master.act(room, seat, msg)).toMatchObject({ type: 'error', code: 'STORAGE_FAILED' });
    expect(viewOf(master, room, seat).version).toBe(view.version);
    expect(await master.act(room, seat, msg)).toMatchObject({ type: 'ack', duplicate: false, version: view.version + 1 });
  });
});

describe('master: views carry no definitions; the join sends the room ruleset once', () => {
  it('every card number a viewer receives (join, then updates) is defined by the ruleset its join named (test content: a derived ruleset)', async () => {
    const { master, sent } = setup();
    const { room } = await newRoom(master);
    const joined = master.joined(room, 0, 'look', undefined);
    if (joined.type !== 'joined') throw new Error('no join');
    // The test content adds its cards to the built-in ruleset: the join carries them, and the client can check the hash.
    expect(joined.ruleset.definitions).not.toBeNull();
    const rebuilt = createRuleset(joined.ruleset.definitions!);
    expect(rebuilt.ok && [rebuilt.value.id, rebuilt.value.hash]).toEqual([joined.ruleset.id, joined.ruleset.hash]);
    const rules = rebuilt.ok ? rebuilt.value : BUILT_IN_RULESET;
    /** Every card number a view mentions (hands, plays, discards, revealed cards...). */
    const numbers = (value: unknown, out: string[] = []): string[] => {
      if (Array.isArray(value)) for (const v of value) numbers(v, out);
      else if (typeof value === 'object' && value !== null) {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'number' && typeof v === 'string') out.push(v);
          else numbers(v, out);
        }
      }
      return out;
    };
    const views = new Map<Viewer, GameView>();
    for (const viewer of [0, 1, 'spectator'] as const) views.set(viewer, viewOf(master, room, viewer));
    let latest = views.get('spectator')!;
    let named = 0;
    let checked = 0;
    for (let i = 0; i < 150 && latest.winners === null; i++) {
      const seat = latest.waitingFor[i % latest.waitingFor.length]!;
      const d = views.get(seat)!.decisions[0]!;
      sent.length = 0;
      expect(await master.act(room, seat, { id: `d${i}`, version: latest.version, action: d.options[i % d.options.length]! })).toMatchObject({ type: 'ack' });
      for (const { viewer, message } of sent) {
        if (message.type !== 'update') continue;
        // The patch turns the viewer's previous view into exactly the view of the new version.
        const next = nextView(views.get(viewer)!, message);
        expect(next).toEqual(viewOf(master, room, viewer));
        expect('cards' in next!).toBe(false);
        views.set(viewer, next!);
        for (const n of numbers(next)) {
          expect(rules.cards[n] ?? (n === 'STUN' ? n : undefined), `viewer ${viewer}: card ${n}`).toBeDefined();
          named++;
        }
        checked++;
        if (viewer === 'spectator') latest = next!;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(named).toBeGreaterThan(100);
  });
});

describe('master: restart from the stored log', () => {
  it('a new master on the same storage resumes every room at its version, knowing its accepted ids', async () => {
    const first = setup();
    const { room, seatTokens } = await newRoom(first.master);
    await toSelect(first.master, room);
    const view = viewOf(first.master, room, 0);
    const msg = { id: 'before-restart', version: view.version, action: view.decisions[0]!.options[0]! };
    expect(await first.master.act(room, 0, msg)).toMatchObject({ type: 'ack' });
    const seen = JSON.stringify(viewOf(first.master, room, 1));

    const second = setup({ storage: first.storage });
    expect(await second.master.load()).toMatchObject({ rooms: 1, unavailable: 0 });
    expect(JSON.stringify(viewOf(second.master, room, 1))).toBe(seen);
    expect(await second.master.authenticate(room, seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    expect(await second.master.act(room, 0, msg)).toMatchObject({ type: 'ack', duplicate: true });
  });
});

describe('master: clocks, abandonment and claims', () => {
  it('R-CLOCK a seat out of time lets its opponent claim the win; not a second before', async () => {
    const { master, clock } = setup();
    const { room } = await newRoom(master, { clock: { bankSeconds: 60 } });
    for (const seat of [0, 1]) master.presence(room, seat, 1);
    await toSelect(master, room);
    // Both seats choose at once: both clocks run. Seat 0 chooses after 10 s; seat 1 keeps thinking.
    clock.t += 10_000;
    expect(await act(master, room, 0, viewOf(master, room, 0).decisions[0]!.options[0]!)).toMatchObject({ type: 'ack' });
    clock.t += 49_000;
    expect(await master.claim(room, 0, 'c1')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });
    const status = master.joined(room, 0, 'j', undefined);
    expect(status.type === 'joined' && status.status.clock?.remainingMs).toEqual([50_000, 1_000]);
    clock.t += 1_000;
    expect(await master.claim(room, 0, 'c2')).toMatchObject({ type: 'ack' });
    const after = master.joined(room, 1, 'j', undefined);
    expect(after.type === 'joined' && after.status.result).toEqual({ winners: [0], reason: 'timeout' });
    expect(await act(master, room, 1, viewOf(master, room, 1).decisions[0]?.options[0] ?? { kind: 'endMove' })).toMatchObject({ type: 'error', code: 'GAME_OVER' });
  });

  // A restart's clocks: clocks.test.ts (issue 22's rule: no refund of the time before the stop, the outage charged to nobody).

  it('a seat away longer than the room allows lets the others claim; a connected seat does not', async () => {
    const { master, clock } = setup();
    const { room } = await newRoom(master, { abandonSeconds: 30 });
    master.presence(room, 0, 1);
    clock.t += 29_000;
    expect(await master.claim(room, 0, 'early')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });
    master.presence(room, 1, 1);
    clock.t += 60_000;
    expect(await master.claim(room, 0, 'present')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });
    master.presence(room, 1, -1);
    clock.t += 30_000;
    expect(await master.claim(room, 0, 'gone')).toMatchObject({ type: 'ack' });
    const status = master.joined(room, 0, 'j', undefined);
    expect(status.type === 'joined' && status.status.result).toEqual({ winners: [0], reason: 'abandoned' });
  });
});

describe('master: rematch', () => {
  it('once over and every seat asks, a rematch room opens for the same links', async () => {
    const { master, clock } = setup();
    const { room, seatTokens, spectatorToken } = await newRoom(master, { abandonSeconds: 1 });
    expect(await master.rematch(room, 0, 'too-early')).toMatchObject({ type: 'error', code: 'REMATCH_NOT_ALLOWED' });
    master.presence(room, 0, 1);
    master.presence(room, 1, 1); // seat 1 came and left
    master.presence(room, 1, -1);
    clock.t += 2_000;
    expect(await master.claim(room, 0, 'claim')).toMatchObject({ type: 'ack' });
    expect(await master.rematch(room, 0, 'r0')).toMatchObject({ type: 'ack', duplicate: false });
    expect(await master.rematch(room, 0, 'r0-again')).toMatchObject({ type: 'ack', duplicate: true });
    expect(await master.rematch(room, 1, 'r1')).toMatchObject({ type: 'ack' });
    const status = master.joined(room, 0, 'j', undefined);
    const next = status.type === 'joined' ? status.status.rematch.room : null;
    expect(next).not.toBeNull();
    expect(await master.authenticate(next!, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(await master.authenticate(next!, seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    expect(await master.authenticate(next!, spectatorToken)).toEqual({ ok: true, viewer: 'spectator' });
    expect(viewOf(master, next!, 'spectator').version).toBe(0);
  });
});

describe('master: finished rooms leave memory and come back on a join', () => {
  /** A room whose game ended by claim (seat 1 came and left), with seat 0 connected. */
  async function finishedRoom(m: ReturnType<typeof setup>) {
    const created = await newRoom(m.master, { abandonSeconds: 1 });
    m.master.presence(created.room, 0, 1);
    m.master.presence(created.room, 1, 1);
    m.master.presence(created.room, 1, -1);
    m.clock.t += 2_000;
    expect(await m.master.claim(created.room, 0, 'claim')).toMatchObject({ type: 'ack' });
    return created;
  }

  it('a finished room nobody has been connected to for the set time leaves memory; its links still work', async () => {
    const m = setup({ unloadFinishedAfterMs: 60_000 });
    const { room, seatTokens, spectatorToken } = await finishedRoom(m);
    const playing = await newRoom(m.master); // unfinished and empty: it stays
    const before = JSON.stringify(viewOf(m.master, room, 0));
    m.clock.t += 120_000;
    expect(m.master.unloadIdle()).toBe(0); // seat 0 is still connected
    m.master.presence(room, 0, -1);
    m.clock.t += 59_000;
    expect(m.master.unloadIdle()).toBe(0); // not away long enough
    m.clock.t += 1_000;
    expect(m.master.unloadIdle()).toBe(1);
    expect(m.master.stats()).toMatchObject({ rooms: 1, playing: 1, unloaded: 1 });
    expect(m.master.joined(room, 0, 'j', undefined)).toMatchObject({ type: 'error', code: 'ROOM_UNAVAILABLE' });
    expect(await m.master.authenticate(room, 'x'.repeat(43))).toMatchObject({ ok: false, code: 'BAD_TOKEN' });
    // The wrong token above read the room back; the right ones find it as it was.
    expect(await m.master.authenticate(room, spectatorToken)).toEqual({ ok: true, viewer: 'spectator' });
    expect(await m.master.authenticate(room, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(JSON.stringify(viewOf(m.master, room, 0))).toBe(before);
    const status = m.master.joined(room, 1, 'j', undefined);
    expect(status.type === 'joined' && status.status.result).toEqual({ winners: [0], reason: 'abandoned' });
    expect(m.master.stats()).toMatchObject({ rooms: 2, unloaded: 0 });
    // A rematch asked for after the room came back works as usual.
    expect(await m.master.rematch(room, 0, 'r0')).toMatchObject({ type: 'ack' });
    expect(await m.master.rematch(room, 1, 'r1')).toMatchObject({ type: 'ack' });
    expect(viewOf(m.master, playing.room, 'spectator').version).toBe(0);
  });

  it('a room with a message in its queue or a spectator watching stays; many joins at once read it once', async () => {
    const m = setup({ unloadFinishedAfterMs: 1_000 });
    const { room, seatTokens } = await finishedRoom(m);
    m.master.presence(room, 0, -1);
    m.master.presence(room, 'spectator', 1);
    m.clock.t += 5_000;
    expect(m.master.unloadIdle()).toBe(0);
    m.master.presence(room, 'spectator', -1);
    const queued = m.master.rematch(room, 0, 'r0'); // not handled yet
    expect(m.master.unloadIdle()).toBe(0);
    await queued;
    expect(m.master.unloadIdle()).toBe(1);
    let reads = 0;
    const read = m.storage.read.bind(m.storage);
    m.storage.read = (id) => {
      reads++;
      return read(id);
    };
    const joins = await Promise.all([0, 1, 0, 1].map((seat) => m.master.authenticate(room, seatTokens[seat]!)));
    expect(joins).toEqual([0, 1, 0, 1].map((viewer) => ({ ok: true, viewer })));
    expect(reads).toBe(1);
    const status = m.master.joined(room, 0, 'j', undefined);
    expect(status.type === 'joined' && status.status.rematch.requested).toEqual([0]);
  });

  it('a game ended by the rules is marked over in storage, so a restarting server does not read it until a join', async () => {
    const first = setup();
    const { room, seatTokens } = await newRoom(first.master);
    let random = 11;
    for (let i = 0; i < 5_000; i++) {
      const spectator = viewOf(first.master, room, 'spectator');
      if (spectator.winners !== null) break;
      const seat = spectator.waitingFor[0]!;
      const options = viewOf(first.master, room, seat).decisions[0]!.options;
      random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
      expect(await act(first.master, room, seat, options[random % options.length]!)).toMatchObject({ type: 'ack' });
    }
    const final = viewOf(first.master, room, 0);
    expect(final.winners).not.toBeNull();
    const log = await first.storage.read(room);
    expect(log.ok && log.value.entries.at(-1)).toEqual({ kind: 'over', winners: final.winners, at: first.clock.t });

    const second = setup({ storage: first.storage });
    let reads = 0;
    const read = second.storage.read.bind(second.storage);
    second.storage.read = (id) => {
      reads++;
      return read(id);
    };
    expect(await second.master.load()).toMatchObject({ rooms: 0, finished: 1, actions: 0 });
    expect(reads).toBe(0);
    expect(await second.master.authenticate(room, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(reads).toBe(1);
    expect(JSON.stringify(viewOf(second.master, room, 0))).toBe(JSON.stringify(final));
  });

  it('a restarting server keeps only unfinished rooms in memory; a finished one is read on its first join', async () => {
    const first = setup();
    const { room, seatTokens } = await finishedRoom(first);
    const open = await newRoom(first.master);
    const second = setup({ storage: first.storage });
    expect(await second.master.load()).toMatchObject({ rooms: 1, finished: 1, unavailable: 0 });
    expect(second.master.stats()).toMatchObject({ rooms: 1, playing: 1, unloaded: 1 });
    expect(await second.master.authenticate(open.room, open.seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(await second.master.authenticate(room, seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    const status = second.master.joined(room, 1, 'j', undefined);
    expect(status.type === 'joined' && status.status.result).toEqual({ winners: [0], reason: 'abandoned' });
  });
});

describe('master: rooms and tokens', () => {
  it('tokens are random per seat and only their hashes are stored; a wrong token is BAD_TOKEN', async () => {
    const { master, storage } = setup();
    const { room, seatTokens, spectatorToken } = await newRoom(master);
    expect(new Set([...seatTokens, spectatorToken]).size).toBe(3);
    for (const t of [...seatTokens, spectatorToken]) expect(Buffer.from(t, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = JSON.stringify(await storage.load());
    for (const t of [...seatTokens, spectatorToken]) expect(stored).not.toContain(t);
    expect(await master.authenticate(room, 'x'.repeat(43))).toMatchObject({ ok: false, code: 'BAD_TOKEN' });
    expect(await master.authenticate('no-such-room', seatTokens[0]!)).toMatchObject({ ok: false, code: 'BAD_TOKEN' });
  });

  it('a setup the engine refuses is not stored (three seats on a two-sided battlefield)', async () => {
    const { master, storage } = setup();
    const created = await master.createRoom(
      RoomSetupSchema.parse({ mode: 'multiplayer', seats: [{ character: 'kensei' }, { character: 'tetsu' }, { character: 'kensei' }], battlefield: 'test-hexagon' }),
    );
    expect(created).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG' } });
    expect((await storage.load()).rooms).toEqual([]);
  });

  it('a custom deck with a card of another character or an unknown card is refused (structural check)', async () => {
    const { master } = setup();
    const bad = await master.createRoom(
      RoomSetupSchema.parse({ ...DUEL, seats: [{ character: 'kensei', deck: { kind: 'custom', cards: ['T10', 'T99'] } }, { character: 'tetsu' }] }),
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_DECK' } });
    const core = await master.createRoom(
      RoomSetupSchema.parse({ ...DUEL, seats: [{ character: 'kensei', deck: { kind: 'custom', cards: ['T10', 'T02'] } }, { character: 'tetsu' }] }),
    );
    expect(core).toMatchObject({ ok: false, error: { code: 'INVALID_DECK', rule: 'R-DECK-2' } });
    const good = await master.createRoom(
      RoomSetupSchema.parse({ ...DUEL, seats: [{ character: 'kensei', deck: { kind: 'custom', cards: ['T10', 'T11', 'T12', 'T13'] } }, { character: 'tetsu' }] }),
    );
    expect(good.ok).toBe(true);
  });
});
