import type { Action, GameView, Viewer } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput, type RoomStatus } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import type { Downtime } from './clock';
import { createMaster } from './master';
import { departureOf } from './presence';

// Issue 22, fair clocks: a clock starts once every human seat has opened its link, a seat that
// never came can neither lose on time nor be claimed against, a restart neither refunds thinking
// time nor charges the outage, and the room tells who left and who is only reconnecting.

const DUEL: RoomSetupInput = { mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'] };
const BANK = 60_000;

function setup(options: { storage?: ReturnType<typeof memoryStorage>; at?: number; downtimes?: readonly Downtime[] } = {}) {
  const storage = options.storage ?? memoryStorage();
  const clock = { t: options.at ?? 1_000_000 };
  let seeds = 0;
  const master = createMaster({
    storage, transport: { broadcast() {} }, logger: createLogger('silent'), now: () => clock.t, maxRooms: 100, validateOutgoing: true,
    newSeed: () => `clocks-${seeds++}`, downtimes: options.downtimes ?? [],
  });
  return { master, storage, clock };
}
type Master = ReturnType<typeof setup>['master'];

/** Every created room's seat links, for `connect`. */
const linksOf = new Map<string, readonly string[]>();

async function newRoomWithLinks(master: Master, overrides: Partial<RoomSetupInput>) {
  const created = await master.createRoom(RoomSetupSchema.parse({ ...DUEL, ...overrides }));
  if (!created.ok) throw new Error(created.error.message);
  linksOf.set(created.value.room, created.value.seatTokens);
  return created.value;
}

async function newRoom(master: Master, overrides: Partial<RoomSetupInput> = {}) {
  return (await newRoomWithLinks(master, { clock: { bankSeconds: BANK / 1000 }, ...overrides })).room;
}

/** A connection of `seat` opens, as the socket layer does it: its link is checked (which reads an unjoined room and stores the seat's first join), then its presence counted. */
async function connect(master: Master, room: string, seat: number): Promise<void> {
  expect(await master.authenticate(room, linksOf.get(room)![seat]!)).toEqual({ ok: true, viewer: seat });
  master.presence(room, seat, 1);
}

function joinedOf(master: Master, room: string, viewer: Viewer) {
  const m = master.joined(room, viewer, 'look', undefined);
  if (m.type !== 'joined') throw new Error(`no view: ${JSON.stringify(m)}`);
  return { view: m.view as GameView, status: m.status as RoomStatus };
}
const statusOf = (master: Master, room: string) => joinedOf(master, room, 'spectator').status;
const banks = (master: Master, room: string) => statusOf(master, room).clock!.remainingMs;

let ids = 0;
const act = (master: Master, room: string, seat: number, action?: Action) => {
  const { view } = joinedOf(master, room, seat);
  return master.act(room, seat, { id: `c${ids++}`, version: view.version, action: action ?? view.decisions[0]!.options[0]! });
};

/** Answer the first option of whatever is pending until the Select step. */
async function toSelect(master: Master, room: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const spectator = joinedOf(master, room, 'spectator').view;
    if (spectator.step === 'select') return;
    expect(await act(master, room, spectator.waitingFor[0]!)).toMatchObject({ type: 'ack' });
  }
  throw new Error('setup did not reach the Select step');
}

/** Let the room's queue store what presence queued (a seat's first join): a message queued after it (refused, changing nothing). */
const settle = async (master: Master, room: string) => expect(await master.declineRematch(room, 0, `settle${ids++}`)).toMatchObject({ code: 'REMATCH_NOT_ALLOWED' });

describe('fair clocks: nothing runs before every seat has opened its link (issue 22)', () => {
  it('a seat that never joined cannot lose on time, and its opponent gains nothing by acting alone', async () => {
    const { master, clock } = setup();
    const room = await newRoom(master, { clock: { bankSeconds: BANK / 1000, incrementSeconds: 5 } });
    await connect(master, room, 1); // only the second seat opens its link
    await settle(master, room);
    clock.t += 10 * BANK; // ten banks' worth of waiting
    expect(banks(master, room)).toEqual([BANK, BANK]);
    expect(statusOf(master, room).clock!.running).toEqual([]);
    expect(statusOf(master, room).seats.map((s) => s.joined)).toEqual([false, true]);
    expect(await master.claim(room, 1, 'early')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED', message: expect.stringContaining('has not opened its link') });
    // The seat that came acts during setup: no time charged, no increment earned.
    const seat = joinedOf(master, room, 'spectator').view.waitingFor[0]!;
    expect(await act(master, room, seat)).toMatchObject({ type: 'ack' });
    expect(banks(master, room)).toEqual([BANK, BANK]);
    // The first seat opens its link: from now on the waited-on seats' banks run.
    await connect(master, room, 0);
    await settle(master, room);
    const waiting = statusOf(master, room).clock!.running;
    expect(waiting.length).toBeGreaterThan(0);
    clock.t += 7_000;
    expect(banks(master, room)).toEqual([0, 1].map((s) => (waiting.includes(s) ? BANK - 7_000 : BANK)));
  });

  it('a claim is refused before the opponent ever joined; once it came and left, its absence counts', async () => {
    const { master, clock } = setup();
    const room = await newRoom(master, { clock: null, abandonSeconds: 30 });
    await connect(master, room, 0);
    clock.t += 3_600_000;
    expect(await master.claim(room, 0, 'never-came')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED', message: expect.stringContaining('has not opened its link') });
    await connect(master, room, 1);
    master.presence(room, 1, -1, 'left');
    await settle(master, room);
    const gone = statusOf(master, room).seats[1]!;
    expect(gone).toMatchObject({ joined: true, connected: false, left: true, awaySince: clock.t });
    clock.t += 29_000;
    expect(await master.claim(room, 0, 'too-soon')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });
    clock.t += 1_000;
    expect(await master.claim(room, 0, 'gone')).toMatchObject({ type: 'ack' });
    expect(statusOf(master, room).result).toEqual({ winners: [0], reason: 'abandoned' });
  });

  it('R-CLOCK a seat out of time after its clock started can be claimed against, by timeout', async () => {
    const { master, clock } = setup();
    const room = await newRoom(master);
    for (const seat of [0, 1]) await connect(master, room, seat);
    await toSelect(master, room);
    clock.t += 1_000;
    expect(await act(master, room, 0)).toMatchObject({ type: 'ack' }); // seat 1 keeps thinking
    clock.t += BANK - 1_001;
    expect(await master.claim(room, 0, 'one-ms-left')).toMatchObject({ type: 'error', code: 'CLAIM_NOT_ALLOWED' });
    clock.t += 1;
    expect(await master.claim(room, 0, 'flag')).toMatchObject({ type: 'ack' });
    expect(statusOf(master, room).result).toEqual({ winners: [0], reason: 'timeout' });
  });
});

describe('fair clocks: a restart (docs/server.md, "Clocks, abandonment, claims")', () => {
  it('mid-turn: the thinking time before the stop stays spent, the outage is charged to nobody, the clock runs on after', async () => {
    const first = setup();
    const room = await newRoom(first.master, { clock: { bankSeconds: BANK / 1000, incrementSeconds: 2 } });
    for (const seat of [0, 1]) await connect(first.master, room, seat);
    await toSelect(first.master, room);
    const atSelect = banks(first.master, room);
    first.clock.t += 5_000;
    expect(await act(first.master, room, 0)).toMatchObject({ type: 'ack' });
    // Seat 0 spent 5 s and got 2 s back; seat 1, still choosing, has spent 5 s and thinks 20 s more.
    first.clock.t += 20_000;
    expect(banks(first.master, room)).toEqual([atSelect[0]! - 3_000, atSelect[1]! - 25_000]);
    const stoppedAt = first.clock.t;
    const restartedAt = stoppedAt + 3_600_000; // back an hour later
    const second = setup({ storage: first.storage, at: restartedAt, downtimes: [{ from: stoppedAt, to: restartedAt }] });
    await second.master.load();
    expect(banks(second.master, room)).toEqual([atSelect[0]! - 3_000, atSelect[1]! - 25_000]);
    second.clock.t += 1_000; // seat 1's clock runs on from there
    expect(banks(second.master, room)).toEqual([atSelect[0]! - 3_000, atSelect[1]! - 26_000]);
    // Who had come is stored: the clock does not wait for the seats to open their links again.
    expect(statusOf(second.master, room).seats.map((s) => s.joined)).toEqual([true, true]);
    expect(statusOf(second.master, room).clock!.running).toEqual([1]);
  });

  it('a restart before everyone came keeps the seats that came, and the clock starts with the last one', async () => {
    const first = setup();
    const room = await newRoom(first.master);
    await connect(first.master, room, 0);
    await settle(first.master, room);
    const second = setup({ storage: first.storage, at: first.clock.t + 60_000, downtimes: [{ from: first.clock.t, to: first.clock.t + 60_000 }] });
    await second.master.load();
    expect(statusOf(second.master, room).seats.map((s) => s.joined)).toEqual([true, false]);
    second.clock.t += 30_000;
    expect(banks(second.master, room)).toEqual([BANK, BANK]);
    await connect(second.master, room, 1);
    await settle(second.master, room);
    second.clock.t += 4_000;
    const running = statusOf(second.master, room).clock!.running;
    expect(running.length).toBeGreaterThan(0);
    expect(banks(second.master, room)).toEqual([0, 1].map((s) => (running.includes(s) ? BANK - 4_000 : BANK)));
  });
});

describe('presence: left or reconnecting (issue 22)', () => {
  it('a connection closed by its page has left; one that stopped answering is reconnecting', async () => {
    const { master } = setup();
    const room = await newRoom(master, { clock: null });
    for (const seat of [0, 1]) await connect(master, room, seat);
    master.presence(room, 0, -1, departureOf('transport close')); // a closed tab
    master.presence(room, 1, -1, departureOf('ping timeout')); // a lost network
    expect(statusOf(master, room).seats.map((s) => ({ connected: s.connected, left: s.left }))).toEqual([
      { connected: false, left: true },
      { connected: false, left: false },
    ]);
    await connect(master, room, 0);
    expect(statusOf(master, room).seats[0]).toMatchObject({ connected: true, left: false, awaySince: null });
  });
});

describe('rematch offers: accepted or declined (issue 22)', () => {
  it('the other seat sees the offer; a decline is shown and stored; asking later takes it back', async () => {
    const first = setup();
    const { room, seatTokens } = await newRoomWithLinks(first.master, { clock: null, abandonSeconds: 1 });
    for (const seat of [0, 1]) await connect(first.master, room, seat);
    first.master.presence(room, 1, -1);
    first.clock.t += 1_000;
    expect(await first.master.claim(room, 0, 'claim')).toMatchObject({ type: 'ack' });
    expect(await first.master.declineRematch(room, 1, 'd0')).toMatchObject({ type: 'ack', duplicate: false });
    expect(await first.master.rematch(room, 0, 'r0')).toMatchObject({ type: 'ack' });
    expect(statusOf(first.master, room).rematch).toEqual({ requested: [0], declined: [1], room: null });
    const second = setup({ storage: first.storage });
    expect(await second.master.load()).toMatchObject({ finished: 1 });
    expect(await second.master.authenticate(room, seatTokens[1]!)).toEqual({ ok: true, viewer: 1 }); // a finished room is read back at a join
    expect(statusOf(second.master, room).rematch).toEqual({ requested: [0], declined: [1], room: null });
    expect((await second.master.rematch(room, 1, 'r1'))).toMatchObject({ type: 'ack' });
    const rematch = statusOf(second.master, room).rematch;
    expect(rematch).toMatchObject({ requested: [0, 1], declined: [] });
    expect(rematch.room).not.toBeNull();
  });
});
