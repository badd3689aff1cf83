import { applyAction, outcome, pendingDecisions, sameJson, type Decision, type GameEvent, type GameState, type GameView, type SeatId } from '@senjutsu/engine';
import type { Content } from '../content';
import { relinked, type LogEntry, type StoredRoom } from '../storage/storage';
import { newClock } from './clock';
import { EventHistory } from './history';
import { spectatorView, viewOf } from './outgoing';
import { markJoined } from './presence';
import { clockPastHold, noteWindow } from './hold';
import type { GameResult, LiveRoom } from './live-room';

// A live room: the stored record and log, replayed into the engine's state, plus what the master
// tracks beside the game (accepted ids, clocks, presence). Only the master changes it, inside the
// room's queue.

export type { GameResult, LiveRoom } from './live-room';

export type ReplayError = { readonly message: string };

// Accepted ids are kept for the life of the room (a retry is answered `duplicate`, another action
// under a used id ACTION_ID_REUSED). Issue 11 (memory per live room; they were the id and the
// action's JSON in an object, 9 KB at version 60): an id is kept as a 53-bit hash (a number: 16
// bytes, not a string of the web client's 28 characters), the action as 30 bits (a small integer in
// a packed array). Issue 13 (CPU per action): the hash is a fast non-cryptographic one (cyrb53's
// mixing), not SHA-256, because only the seat itself can collide with its ids: each seat's ids are
// looked up among its own, and the action digest compared is that of the seat's own earlier action.
// A seat that makes two of its ids collide (by chance, 10^-13 per action in a game of 300, or on
// purpose) has its new action refused ACTION_ID_REUSED, which applies nothing; a reused id with
// another action taken for the same one (10^-9) is answered `duplicate`: nothing applied either.
// Another seat's actions are never touched (docs/server.md, threat model).
const hash53 = (text: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0); // 53 bits: exact as a double
};
const idKey = hash53;
const digestOf = (action: unknown): number => Math.floor(hash53(JSON.stringify(action)) / 8388608); // the top 30 bits

/** Remember that `seat`'s action `id` made `version` (the next version: actions are remembered in order). */
export function rememberAction(room: LiveRoom, seat: SeatId, id: string, action: unknown, version: number): void {
  room.accepted[seat]!.set(idKey(id), version);
  room.digests[version - 1] = digestOf(action);
}

/** The version an already accepted `id` of `seat` made, and whether it was this very action; undefined for a new id. */
export function priorAction(room: LiveRoom, seat: SeatId, id: string, action: unknown): { readonly version: number; readonly same: boolean } | undefined {
  const version = room.accepted[seat]?.get(idKey(id));
  return version === undefined ? undefined : { version, same: room.digests[version - 1] === digestOf(action) };
}

/**
 * Note the new version's decisions and waiting seats; a seat's unchanged decisions keep their age
 * (and their array: the seat's view holds the same one, so the next comparison is one `===`).
 */
function noteDecisions(room: LiveRoom, decisionsOf: (seat: SeatId) => readonly Decision[], waiting: readonly SeatId[]): void {
  room.waiting = [...waiting];
  for (let seat = 0; seat < room.decisions.length; seat++) {
    const now = decisionsOf(seat);
    const before = room.decisions[seat];
    if (before === null || before === undefined || !sameJson(now, before)) room.decisionSince[seat] = room.state.version;
    room.decisions[seat] = now;
  }
}

/** Track decisions from the engine's pending decisions (replay, creation). */
export function trackDecisions(room: LiveRoom): void {
  const pending = pendingDecisions(room.state);
  noteDecisions(room, (seat) => pending.filter((d) => d.seat === seat), [...new Set(pending.map((d) => d.seat))]);
}

/**
 * The seats' views of the new version, which also track the decisions: a seat's view lists exactly
 * its pending decisions, so the engine enumerates them once per viewer instead of once more. Each
 * is built from the seat's last view and the new public view (viewFor's reuse), so it holds their
 * objects wherever it equals them: kept once per room, passed over by the patch walk.
 */
export function seatViews(room: LiveRoom): GameView[] {
  const pending = pendingDecisions(room.state);
  const views = room.state.seats.map((_, seat) => viewOf(room, seat, pending));
  noteDecisions(room, (seat) => views[seat]!.decisions, views[0]!.waitingFor);
  return views;
}

/** The result once the rules end the game. */
export function rulesResult(state: GameState): GameResult | null {
  const o = outcome(state);
  return o.over ? { winners: [...o.winners], reason: 'rules' } : null;
}

/** A new live room at its first version. */
export function openRoom(record: StoredRoom['record'], now: number, content: Content): { ok: true; value: LiveRoom } | { ok: false; error: { code: string; message: string; rule?: string } } {
  const created = content.newGame(record.setup, record.seed, record.format === 1);
  return created.ok ? { ok: true, value: roomAt(record, created.value.state, created.value.events, now, content) } : created;
}

/** A live room of `record` whose game is at `state` (`events`: those that led to it), nothing else accepted yet. */
export function roomAt(record: StoredRoom['record'], state: GameState, events: readonly GameEvent[], now: number, content: Content): LiveRoom {
  const seats = record.setup.seats.length;
  const room: LiveRoom = {
    id: record.room, record, state,
    seats: spectatorView(state).seats.map((s) => ({ character: s.character, team: s.team })), history: new EventHistory([events]), entries: 0, snapshotVersion: 0,
    accepted: Array.from({ length: seats }, () => new Map()), digests: [], decisions: Array.from({ length: seats }, () => null), decisionSince: Array.from({ length: seats }, () => 0),
    waiting: [], window: null, clock: record.setup.clock === null ? null : newClock(seats, record.setup.clock.bankSeconds * 1000, now),
    result: rulesResult(state), rematch: { requested: new Set(), declined: new Set(), room: null },
    connections: Array.from({ length: seats }, () => 0), spectators: 0, awaySince: Array.from({ length: seats }, () => now),
    // The computer's seat (issue 26) is at the table from the start: the clocks wait only for the person.
    joined: Array.from({ length: seats }, (_, seat) => record.setup.computer?.seat === seat), left: Array.from({ length: seats }, () => false),
    computer: Array.from({ length: seats }, (_, seat) => (record.setup.computer?.seat === seat ? record.setup.computer.level : null)), controls: [],
    sent: new Map(), publicView: null, ruleset: content.rulesetInfoOf(state), queue: Promise.resolve(), busy: 0,
  };
  trackDecisions(room);
  return room;
}

/**
 * Track decisions of a state restored from a snapshot: the seats waited on and each seat's
 * decisions, keeping the ages (`decisionSince`) the snapshot gave.
 */
export function resumeDecisions(room: LiveRoom, at: number): void {
  const pending = pendingDecisions(room.state);
  room.waiting = [...new Set(pending.map((d) => d.seat))];
  for (let seat = 0; seat < room.decisions.length; seat++) room.decisions[seat] = pending.filter((d) => d.seat === seat);
  noteWindow(room, at); // OP-68: a window still open is held again from the restore
}

/**
 * What a stored entry tells besides the game itself (accepted ids, clocks, claims, rematches);
 * `version`: the game's version once the entry is applied. A snapshot's entries need only this.
 */
export function noteEntry(room: LiveRoom, entry: LogEntry, version: number): void {
  switch (entry.kind) {
    case 'action':
      rememberAction(room, entry.seat, entry.id, entry.action, version);
      // A seat that acted has come (logs from before the `joined` entry have only this to tell it).
      if (room.joined[entry.seat] === false) markJoined(room, entry.seat, entry.at);
      // The banks as of the action's time; a restart runs them on from there (clock.ts resumeClock).
      if (entry.clock !== null && room.clock !== null) room.clock = { remaining: entry.clock, since: entry.at, started: room.clock.started };
      return;
    case 'joined':
      markJoined(room, entry.seat, entry.at);
      return;
    case 'claim':
      room.result = { winners: entry.winners, reason: entry.reason };
      return;
    case 'over': // the replay has found the result by itself
      return;
    case 'rematchRequested':
      room.rematch.requested.add(entry.seat);
      room.rematch.declined.delete(entry.seat);
      return;
    case 'rematchDeclined':
      room.rematch.declined.add(entry.seat);
      room.rematch.requested.delete(entry.seat);
      return;
    case 'rematch':
      room.rematch.room = entry.room;
      return;
    case 'relink':
      room.record = relinked(room.record, entry);
      return;
    case 'takeOver': {
      const level = room.record.setup.takeOver?.level ?? 'easy';
      room.computer[entry.seat] = level;
      room.controls.push({ seat: entry.seat, by: 'computer', level, at: entry.at, version });
      return;
    }
    case 'handBack': {
      const level = room.computer[entry.seat] ?? room.record.setup.takeOver?.level ?? 'easy';
      room.computer[entry.seat] = null;
      room.controls.push({ seat: entry.seat, by: 'player', level, at: entry.at, version });
      return;
    }
    default: {
      const never: never = entry;
      return never;
    }
  }
}

/** Apply one stored entry while replaying a log; an action the engine now refuses breaks the room. */
function replayEntry(room: LiveRoom, entry: LogEntry): ReplayError | null {
  if (entry.kind === 'action') {
    const applied = applyAction(room.state, entry.seat, entry.action);
    if (!applied.ok) return { message: `entry ${room.entries + 1}: the engine refuses ${JSON.stringify(entry.action)}: ${applied.error.message}` };
    room.state = applied.value.state;
    room.history.push(applied.value.events);
    room.result = rulesResult(room.state);
    trackDecisions(room);
  }
  noteEntry(room, entry, room.state.version);
  if (entry.kind === 'action') {
    noteWindow(room, entry.at); // OP-68: a window this action opened is held from its time, no bank running in it
    room.clock = clockPastHold(room, room.clock);
  }
  return null;
}

/** Replay `entries` (the log after what `room` holds) into the room. */
export function replayEntries(room: LiveRoom, entries: readonly LogEntry[]): ReplayError | null {
  for (const entry of entries) {
    const failed = replayEntry(room, entry);
    if (failed !== null) return failed;
    room.entries++;
  }
  return null;
}

/** A stored room replayed to its last accepted entry (`now`: since when its seats are away; snapshot.ts restoreRoom resumes its clock). */
export function replayRoom(stored: StoredRoom, now: number, content: Content): { ok: true; value: LiveRoom } | { ok: false; error: { message: string } } {
  const opened = openRoom(stored.record, now, content);
  if (!opened.ok) return { ok: false, error: { message: `cannot create the game: ${opened.error.message}` } };
  const failed = replayEntries(opened.value, stored.entries);
  return failed === null ? { ok: true, value: opened.value } : { ok: false, error: failed };
}
