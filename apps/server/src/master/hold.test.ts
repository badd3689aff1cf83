import { isCardWindow, passOption, type Action, type GameView, type Viewer } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput, type RoomStatus, type ServerMessage } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import { createMaster, type Transport } from './master';

// OP-68: the server publishes an answer to a hidden-card window (replacement, counterattack,
// instant) no earlier than the room's hold after the window opened, and charges no clock inside it.
// The master with in-memory storage, a spy transport, a clock moved by hand and a `wait` the test
// releases: what each viewer has been sent is checked before and after the hold ends.

const DUEL: RoomSetupInput = {
  mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'],
  clock: { bankSeconds: 600, incrementSeconds: 0 },
};

function setup(windowHoldMs?: number) {
  const clock = { t: 1_000_000 };
  const sent: { viewer: Viewer; message: ServerMessage }[] = [];
  const transport: Transport = { broadcast: (_room, viewers, messageFor) => viewers.forEach((viewer) => sent.push({ viewer, message: messageFor(viewer) })) };
  const waits: { ms: number; release: () => void }[] = [];
  const wait = (ms: number) => new Promise<void>((release) => waits.push({ ms, release }));
  const master = createMaster({
    storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => clock.t, maxRooms: 10, validateOutgoing: true,
    newSeed: () => 'hold-seed', wait, ...(windowHoldMs === undefined ? {} : { windowHoldMs }),
  });
  return { master, clock, sent, waits };
}
type Setup = ReturnType<typeof setup>;

function joined(master: Setup['master'], room: string, viewer: Viewer): Extract<ServerMessage, { type: 'joined' }> {
  const m = master.joined(room, viewer, 'look', undefined);
  if (m.type !== 'joined') throw new Error(`no view: ${JSON.stringify(m)}`);
  return m;
}
const viewOf = (master: Setup['master'], room: string, viewer: Viewer) => joined(master, room, viewer).view as GameView;

async function openRoom(s: Setup, overrides: Partial<RoomSetupInput> = {}) {
  const created = await s.master.createRoom(RoomSetupSchema.parse({ ...DUEL, ...overrides }));
  if (!created.ok) throw new Error(created.error.message);
  const { room, seatTokens } = created.value;
  for (const token of seatTokens) await s.master.authenticate(room, token);
  s.master.presence(room, 0, 1);
  s.master.presence(room, 1, 1); // every seat has come: the banks run
  await s.master.drain();
  return room;
}

let ids = 0;
/** Answer first options (10 ms apart) until a seat faces a hidden-card window; returns that seat. */
async function toWindow(s: Setup, room: string): Promise<number> {
  for (let i = 0; i < 400; i++) {
    const seat = viewOf(s.master, room, 'spectator').waitingFor[0]!;
    const view = viewOf(s.master, room, seat);
    const decision = view.decisions[0]!;
    if (isCardWindow(decision)) return seat;
    s.clock.t += 10;
    expect(await s.master.act(room, seat, { id: `h${ids++}`, version: view.version, action: decision.options[0]! })).toMatchObject({ type: 'ack' });
  }
  throw new Error('no window opened');
}

const pass = (s: Setup, room: string, seat: number): Promise<ServerMessage> => {
  const view = viewOf(s.master, room, seat);
  const decision = view.decisions[0]!;
  if (!isCardWindow(decision)) throw new Error(`not a window: ${decision.kind}`);
  return s.master.act(room, seat, { id: `h${ids++}`, version: view.version, action: passOption(decision) as Action });
};

const bank = (status: RoomStatus, seat: number): number => status.clock!.remainingMs[seat]!;

describe('OP-68 the hold on answers to hidden-card windows', () => {
  it('OP-68 a pass answered at once is applied and broadcast only once the hold has passed, and no clock runs inside it', async () => {
    const s = setup(1000);
    const room = await openRoom(s);
    const seat = await toWindow(s, room);
    const opened = s.clock.t; // the window opened with the last action
    const before = joined(s.master, room, 'spectator');
    const sentBefore = s.sent.length;

    s.clock.t = opened + 100; // the page passes at once (or its player does)
    let answered = false;
    const answer = pass(s, room, seat).then((m) => ((answered = true), m));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.waits.map((w) => w.ms)).toEqual([900]);
    // Held: nobody, the seat itself included, has been sent anything; the game has not moved.
    expect(s.sent.length).toBe(sentBefore);
    expect(answered).toBe(false);
    expect(viewOf(s.master, room, 'spectator').version).toBe(before.view.version);
    // Inside the hold the status shows the bank not running yet.
    expect(joined(s.master, room, 'spectator').status.clock).toMatchObject({ holdMs: 900 });

    s.clock.t = opened + 1000;
    s.waits[0]!.release();
    expect(await answer).toMatchObject({ type: 'ack', duplicate: false });
    const updates = s.sent.slice(sentBefore).filter((m) => m.message.type === 'update');
    expect(updates.map((m) => m.viewer).sort()).toEqual([0, 1, 'spectator'].sort());
    const status = (updates[0]!.message as Extract<ServerMessage, { type: 'update' }>).status;
    // Answered inside the hold: not one millisecond charged.
    expect(bank(status, seat)).toBe(bank(before.status, seat));
  });

  it('OP-68 an answer after the hold is applied at once and charged only the time past the hold', async () => {
    const s = setup(1000);
    const room = await openRoom(s);
    const seat = await toWindow(s, room);
    const before = joined(s.master, room, 'spectator').status;
    s.clock.t += 1500;
    expect(await pass(s, room, seat)).toMatchObject({ type: 'ack' });
    expect(s.waits).toEqual([]);
    expect(bank(joined(s.master, room, 'spectator').status, seat)).toBe(bank(before, seat) - 500);
  });

  it('OP-68 the hold is a room setting, told to every player at the join; 0 turns it off', async () => {
    const held = setup(1000);
    const room = await openRoom(held);
    for (const viewer of [0, 1, 'spectator'] as const) expect(joined(held.master, room, viewer).windowHoldMs).toBe(1000);
    // A room naming its own hold keeps it; 0: answers are applied at once, and the join says so.
    const off = setup(1000);
    const casual = await openRoom(off, { windowHoldMs: 0 });
    for (const viewer of [0, 1, 'spectator'] as const) expect(joined(off.master, casual, viewer).windowHoldMs).toBe(0);
    const seat = await toWindow(off, casual);
    const version = viewOf(off.master, casual, 'spectator').version;
    expect(await pass(off, casual, seat)).toMatchObject({ type: 'ack' });
    expect(off.waits).toEqual([]);
    expect(viewOf(off.master, casual, 'spectator').version).toBe(version + 1);
  });
});
