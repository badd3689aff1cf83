import { applyAction, pendingDecisions, type Viewer } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput } from '@senjutsu/protocol';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentNamed } from '../content';
import { createLogger } from '../log';
import { openFileStorage } from '../storage/file';
import type { Storage, StoredRoom } from '../storage/storage';
import { seededRandom } from '../testing/client';
import { createMaster, type Transport } from './master';
import { replayRoom, type LiveRoom } from './room';
import { fromSnapshot, restoreRoom } from './snapshot';

// Issue 13: a restart bounded by snapshots. Real-content rooms (duels on every battlefield, one
// with clocks, and a co-op room, whose ruleset is derived) are played by random listed options
// through a master on file storage that snapshots every 10 actions; read back, each room restored
// from its latest snapshot plus the log after it must be byte for byte the room replayed from its
// whole log, and every kind of unfitting snapshot must fall back to that full replay, logged.

const content = contentNamed('real');
const EVERY = 10;
const NOW = 5_000_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Everything a live room holds about its game, as one string (the clocks restart at `now` either way). */
const canonical = (room: LiveRoom): string =>
  JSON.stringify({
    state: room.state, history: room.history, entries: room.entries, accepted: room.accepted.map((ids) => [...ids]), digests: room.digests, decisions: room.decisions,
    decisionSince: room.decisionSince, waiting: room.waiting, clock: room.clock, result: room.result,
    rematch: { requested: [...room.rematch.requested].sort(), room: room.rematch.room }, seats: room.seats, ruleset: room.ruleset,
  });

const SETUPS: { setup: RoomSetupInput; version: number }[] = [
  { setup: { mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['torii', 'rock'] }, version: 47 },
  { setup: { mode: 'duel', seats: [{ character: 'student' }, { character: 'warrior' }], battlefield: 'burnt-village', terrain: ['bamboo'], clock: { bankSeconds: 900, incrementSeconds: 5 } }, version: 50 },
  { setup: { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'student' }], battlefield: 'frozen-lake', terrain: ['rock'] }, version: 63 },
  { setup: { mode: 'duel', seats: [{ character: 'warrior' }, { character: 'master' }], battlefield: 'ice-bridge', terrain: [] }, version: 35 },
  { setup: { mode: 'coop', seats: [{ character: 'master' }], battlefield: 'burnt-village', terrain: ['rock'], coop: { automata: [{ automaton: 'katana-ashigaru' }] } }, version: 41 },
];

type Played = { room: string; version: number; seatTokens: readonly string[]; joined: unknown };
let dataDir = '';
let played: Played[] = [];
let stored: Map<string, StoredRoom>;

async function playRooms(storage: Storage): Promise<Played[]> {
  const transport: Transport = { broadcast: (_room, viewers, messageFor) => viewers.forEach((v) => messageFor(v)) };
  let seeds = 0;
  const master = createMaster({ storage, transport, logger: createLogger('silent'), now: () => NOW - 100_000, maxRooms: 100, content, snapshotEvery: EVERY, newSeed: () => `snapshot-test-${seeds++}` });
  const random = seededRandom(13);
  const out: Played[] = [];
  for (const { setup, version } of SETUPS) {
    const created = await master.createRoom(RoomSetupSchema.parse(setup));
    if (!created.ok) throw new Error(created.error.message);
    const { room, seatTokens } = created.value;
    await master.authenticate(room, seatTokens[0]!); // a created room is only stored until a seat joins
    for (let n = 0; n < version; n++) {
      const views = seatTokens.map((_, seat) => master.joined(room, seat, 'look', undefined));
      const seat = views.findIndex((m) => m.type === 'joined' && m.view.decisions.length > 0);
      const m = views[seat];
      if (m === undefined || m.type !== 'joined') throw new Error(`room ${room} has no decision at version ${n}`);
      const d = m.view.decisions[Math.floor(random() * m.view.decisions.length)]!;
      const answer = await master.act(room, seat, { id: `a${n}`, version: m.view.version, action: d.options[Math.floor(random() * d.options.length)]! });
      expect(answer).toMatchObject({ type: 'ack', version: n + 1 });
    }
    // What a seat that last saw version - 7 gets when it joins again: the view and the events it missed.
    out.push({ room, version, seatTokens, joined: master.joined(room, 0, 'back', version - 7) });
  }
  await master.drain();
  return out;
}

async function reopen(lazy: boolean) {
  const opened = await openFileStorage(dataDir, { fsync: false, lazy });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-snapshot-'));
  dirs.push(dataDir);
  const storage = await reopen(false);
  played = await playRooms(storage);
  await storage.close(); // waits for the snapshots being written
  const again = await reopen(true);
  await again.load();
  stored = new Map();
  for (const { room } of played) {
    const read = await again.read(room);
    if (!read.ok) throw new Error(read.error.message);
    stored.set(room, read.value);
  }
  await again.close();
}, 120_000);

const replayed = (s: StoredRoom): LiveRoom => {
  const r = replayRoom(s, NOW, content);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('snapshots (issue 13: restart time bounded)', () => {
  it('a room restored from its latest snapshot plus the log after it is byte-identical to the room replayed from the whole log', () => {
    expect(readdirSync(join(dataDir, 'snapshots')).sort()).toEqual(played.map((p) => `${p.room}.json`).sort()); // whole files only: no temporary left
    for (const { room, version } of played) {
      const s = stored.get(room)!;
      expect(s.snapshot).toBeDefined();
      const restored = fromSnapshot(s, s.snapshot!, NOW, content);
      if (!restored.ok) throw new Error(restored.error.message);
      // The latest snapshot, not a replay in disguise: it stopped at the last multiple of EVERY.
      expect(restored.value.snapshotVersion).toBe(Math.floor(version / EVERY) * EVERY);
      const full = replayed(s);
      expect(full.state.version).toBe(version);
      expect(canonical(restored.value)).toBe(canonical(full));
      // The restored state is bound to its ruleset: the engine plays on from it to the end of the
      // game exactly as from the replayed one (the same options chosen, the same states and events).
      let [a, b] = [restored.value.state, full.state];
      for (let n = 0; n < 400 && pendingDecisions(b).length > 0; n++) {
        const pending = pendingDecisions(b);
        expect(JSON.stringify(pendingDecisions(a))).toBe(JSON.stringify(pending));
        const d = pending[n % pending.length]!;
        const [x, y] = [applyAction(a, d.seat, d.options[(n * 7) % d.options.length]!), applyAction(b, d.seat, d.options[(n * 7) % d.options.length]!)];
        if (!x.ok || !y.ok) throw new Error(`refused at version ${b.version}`);
        expect(JSON.stringify(x.value)).toBe(JSON.stringify(y.value));
        [a, b] = [x.value.state, y.value.state];
      }
    }
  });

  it('a restarted master leaves live rooms unread until their first join, then answers that join as before the restart', async () => {
    const storage = await reopen(true);
    const master = createMaster({ storage, transport: { broadcast: () => {} }, logger: createLogger('silent'), now: () => NOW, maxRooms: played.length + 1, content });
    expect(await master.load()).toMatchObject({ rooms: 0, resting: played.length, finished: 0, unavailable: 0 });
    expect(master.stats()).toMatchObject({ rooms: 0, resting: played.length, playing: played.length });
    // The resting rooms count against the cap: one more joined room fits, not two.
    const setup = RoomSetupSchema.parse(SETUPS[0]!.setup);
    const extra = await master.createRoom(setup);
    if (!extra.ok) throw new Error(extra.error.message);
    expect(await master.authenticate(extra.value.room, extra.value.seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    expect(await master.createRoom(setup)).toMatchObject({ ok: false, error: { code: 'ROOM_LIMIT' } });
    for (const [i, { room, seatTokens, joined }] of played.entries()) {
      expect(await master.authenticate(room, 'not-a-link')).toMatchObject({ ok: false, code: 'BAD_TOKEN' });
      expect(await master.authenticate(room, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 as Viewer });
      expect(master.stats()).toMatchObject({ resting: played.length - i - 1 });
      const again = master.joined(room, 0, 'back', (joined as { view: { version: number } }).view.version - 7);
      const pick = (m: unknown) => JSON.stringify({ view: (m as { view: unknown }).view, missed: (m as { missed: unknown }).missed, ruleset: (m as { ruleset: unknown }).ruleset });
      expect(pick(again)).toBe(pick(joined));
    }
    await master.drain();
    await storage.close();
  });

  it('a snapshot that does not fit its log (damaged, another room, ahead of the log, another ruleset, another stop) falls back to a full replay, logged', () => {
    const [first, second] = played.map((p) => stored.get(p.room)!);
    const text = first!.snapshot!;
    const value = JSON.parse(text) as { entries: number; last: string; state: { ruleset: { hash: string } }; history: unknown[] };
    const edited = (change: (v: typeof value) => void) => {
      const copy = structuredClone(value);
      change(copy);
      return JSON.stringify(copy);
    };
    const cases: { name: string; stored: StoredRoom; reason: RegExp }[] = [
      { name: 'torn', stored: { ...first!, snapshot: text.slice(0, text.length >> 1) }, reason: /not JSON/ },
      { name: 'empty', stored: { ...first!, snapshot: '' }, reason: /not JSON/ },
      { name: 'another room', stored: { ...first!, snapshot: second!.snapshot! }, reason: /is of room/ },
      { name: 'ahead of the log', stored: { ...first!, entries: first!.entries.slice(0, value.entries - 1) }, reason: /covers \d+ entries; the log holds/ },
      { name: 'another ruleset', stored: { ...first!, snapshot: edited((v) => (v.state.ruleset.hash = '0123456789abcdef')) }, reason: /RULESET_MISMATCH/ },
      { name: 'another stop', stored: { ...first!, snapshot: edited((v) => (v.last = 'action 0 x 1')) }, reason: /not the one the snapshot stops at/ },
      { name: 'events missing', stored: { ...first!, snapshot: edited((v) => v.history.pop()) }, reason: /events of \d+ versions/ },
      { name: 'not a snapshot', stored: { ...first!, snapshot: '{"format":2}' }, reason: /not a snapshot/ },
    ];
    for (const c of cases) {
      const warn = vi.fn();
      const restored = restoreRoom(c.stored, NOW, content, { warn });
      if (!restored.ok) throw new Error(`${c.name}: ${restored.error.message}`);
      expect(warn, c.name).toHaveBeenCalledWith(expect.objectContaining({ room: first!.record.room, reason: expect.stringMatching(c.reason) }), expect.stringContaining('replaying the whole log'));
      expect(restored.value.snapshotVersion, c.name).toBe(0); // replayed, not restored
      expect(canonical(restored.value), c.name).toBe(canonical(replayed(c.stored)));
    }
  });

  it('a damaged snapshot file on disk is read, refused and replayed around; a fresh one replaces it whole', async () => {
    const { room } = played[2]!;
    writeFileSync(join(dataDir, 'snapshots', `${room}.json`), '{"format":1,"room":"');
    const storage = await reopen(true);
    await storage.load();
    const read = await storage.read(room);
    if (!read.ok) throw new Error(read.error.message);
    const warn = vi.fn();
    const restored = restoreRoom(read.value, NOW, content, { warn });
    expect(restored.ok && canonical(restored.value)).toBe(canonical(replayed(stored.get(room)!)));
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await storage.snapshot(room, stored.get(room)!.snapshot!)).ok).toBe(true);
    const fixed = await storage.read(room);
    expect(fixed.ok && fixed.value.snapshot).toBe(stored.get(room)!.snapshot);
    await storage.close();
  });
});
