// The guard of the master's CPU work (issue 13 item 7, sixth session): what every viewer receives,
// as a hash that must stay the same from one commit to the next. A fixed set of real-content games
// (duels over every character pairing and battlefield, a multiplayer game and co-op rooms) is
// played through the master, with in-memory storage, a fixed clock and seeded random choices. For
// each viewer (both seats and a spectator) it hashes, in order: every update's version, base,
// events, status and ack and the view the viewer has after applying its patch (patches may differ
// from one commit to the next only where they give the same view); every join's answer (view,
// missed events, status); every answer of `act` (acks, duplicates, ACTION_ID_REUSED, STALE_VERSION).
// Viewers leave for a while (no update reaches them; the next patch is from an older base) and come
// back with a join with `since`, as a reconnecting client does.
// Run: npx tsx bench/message-hash.ts   (GAMES, default 20; prints one hash and counts)
import { createHash } from 'node:crypto';
import type { SeatId, Viewer } from '@senjutsu/engine';
import { applyPatch, RoomSetupSchema, type RoomSetup, type RoomSetupInput, type ServerMessage } from '@senjutsu/protocol';
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster, type Transport } from '../apps/server/src/master/master';
import { memoryStorage } from '../apps/server/src/storage/memory';
import { seededRandom } from '../apps/server/src/testing/client';

const GAMES = Number(process.env.GAMES ?? 20);
const MAX_ACTIONS = 600;

const content = contentNamed('real');
const summary = content.summary();
const chars = summary.characters.map((c) => c.id);
const fields = summary.battlefields.map((b) => b.id);
const terrain = summary.terrain;
const automata = ['katana-ashigaru', 'yumi-ashigaru', 'samurai-boss', 'arquebusier'] as const;
const wide = summary.battlefields.filter((b) => b.startAreas >= 3).map((b) => b.id);

const setups: RoomSetup[] = [];
for (let i = 0; setups.length < GAMES; i++) {
  const a = chars[i % chars.length]!;
  const b = chars[(i + 1 + Math.floor(i / chars.length)) % chars.length]!;
  const battlefield = fields[i % fields.length]!;
  const t = [terrain[i % terrain.length]!, terrain[(i + 3) % terrain.length]!];
  let input: RoomSetupInput = { mode: 'duel', seats: [{ character: a }, { character: b === a ? chars[(i + 2) % chars.length]! : b }], battlefield, terrain: t };
  if (i % 7 === 5 && wide.length > 0) input = { mode: 'multiplayer', seats: [{ character: chars[0]! }, { character: chars[1]! }, { character: chars[2]! }], battlefield: wide[i % wide.length]!, terrain: t };
  if (i % 7 === 3 && automata.length > 0) input = { mode: 'coop', seats: [{ character: a }, { character: b === a ? chars[(i + 2) % chars.length]! : b }], battlefield, terrain: t, coop: { automata: [{ automaton: automata[i % automata.length]! }] } };
  if (i % 7 === 6 && automata.length > 0) input = { mode: 'coop', seats: [{ character: a }], battlefield, terrain: t, coop: { automata: [{ automaton: automata[(i + 1) % automata.length]! }] } };
  if (i % 5 === 2) input = { ...input, clock: { bankSeconds: 600, incrementSeconds: 5 } };
  setups.push(RoomSetupSchema.parse(input));
}

let t = 1_000_000;
let seeds = 0;
const hash = createHash('sha256');
const counts = { updates: 0, joins: 0, answers: 0, duplicates: 0, reused: 0, stale: 0, games: 0, versions: 0 };
let roomId = '';
/** Room ids are random: the hash sees them as ROOM. */
const text = (x: unknown): string => JSON.stringify(x).split(roomId).join('ROOM');

type View = Extract<ServerMessage, { type: 'joined' }>['view'];
const views = new Map<Viewer, View>();
const away = new Set<Viewer>();
const record = (viewer: Viewer, what: string, x: unknown) => hash.update(`${String(viewer)} ${what} ${text(x)}\n`);

const transport: Transport = {
  broadcast(room, viewers, messageFor) {
    if (room !== roomId) return;
    for (const viewer of viewers) {
      if (away.has(viewer)) continue; // no connection: nothing built, nothing sent
      const m = messageFor(viewer);
      if (m.type === 'update') {
        const before = views.get(viewer);
        if (before === undefined) throw new Error('an update before a join');
        const after = applyPatch(before, m.patch);
        views.set(viewer, after);
        counts.updates++;
        record(viewer, 'update', { version: m.version, base: m.base, events: m.events, status: m.status, ack: m.ack ?? null, view: after });
      } else record(viewer, m.type, m);
    }
  },
};

const storage = memoryStorage();
const master = createMaster({ storage, transport, logger: createLogger('silent'), now: () => t, maxRooms: 1000, content, newSeed: () => `hash-${seeds++}`, validateOutgoing: false });
const random = seededRandom(2026);

function join(viewer: Viewer, since: number | undefined): void {
  const m = master.joined(roomId, viewer, `j${counts.joins}`, since);
  if (m.type !== 'joined') throw new Error(text(m));
  views.set(viewer, m.view);
  counts.joins++;
  record(viewer, 'joined', m);
}

for (const setup of setups) {
  const created = await master.createRoom(setup);
  if (!created.ok) throw new Error(created.error.message);
  roomId = created.value.room;
  await master.authenticate(roomId, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
  views.clear();
  away.clear();
  const seats = setup.seats.map((_, s) => s as SeatId);
  const viewers: Viewer[] = [...seats, 'spectator'];
  for (const v of viewers) join(v, undefined);
  const used: { seat: SeatId; id: string; action: unknown }[] = [];
  let n = 0;
  for (; n < MAX_ACTIONS; n++) {
    t += 1 + Math.floor(random() * 3000);
    // Viewers leave and come back (a join with `since`: the version their view has).
    for (const v of viewers) {
      if (away.has(v) && random() < 0.3) {
        away.delete(v);
        join(v, views.get(v)!.version);
      } else if (!away.has(v) && random() < 0.03) away.add(v);
    }
    const spectator = master.joined(roomId, 'spectator', 'peek', undefined);
    if (spectator.type !== 'joined') throw new Error(text(spectator));
    views.set('spectator', spectator.view); // the spectator's base is that view now (the master keeps it)
    const waiting = spectator.view.waitingFor.filter((s) => s < seats.length);
    if (waiting.length === 0 || spectator.status.result !== null) break;
    const seat = waiting[Math.floor(random() * waiting.length)]!;
    const own = master.joined(roomId, seat, 'own', undefined);
    if (own.type !== 'joined') throw new Error(text(own));
    views.set(seat, own.view);
    record(seat, 'look', own.view.version);
    const d = own.view.decisions[Math.floor(random() * own.view.decisions.length)]!;
    const action = d.options[Math.floor(random() * d.options.length)]!;
    const r = random();
    let msg = { id: `act-${roomId.length}-${n.toString(36).padStart(20, '0')}`, version: own.view.version, action };
    if (r < 0.05 && used.length > 0) {
      const old = used[Math.floor(random() * used.length)]!;
      if (old.seat === seat) {
        msg = { ...msg, id: old.id }; // a used id: a duplicate (same action) or ACTION_ID_REUSED
        const again = await master.act(roomId, seat, { ...msg, action: old.action as typeof action });
        counts.duplicates++;
        record(seat, 'retry', again);
      }
    } else if (r < 0.08 && own.view.version > 0) {
      const stale = await master.act(roomId, seat, { ...msg, id: `${msg.id}s`, version: own.view.version + 1 });
      counts.stale++;
      record(seat, 'ahead', stale);
    }
    const answer = await master.act(roomId, seat, msg);
    counts.answers++;
    if (answer.type === 'error' && answer.code === 'ACTION_ID_REUSED') counts.reused++;
    record(seat, 'answer', answer);
    if (answer.type === 'ack' && !answer.duplicate) used.push({ seat, id: msg.id, action });
  }
  counts.versions += n;
  counts.games++;
}
console.log(`modes ${setups.map((s) => s.mode[0]).join("")}`);
console.log(`message hash ${hash.digest('hex')} (${JSON.stringify(counts)})`);
