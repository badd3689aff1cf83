import { eventsFor, viewFor, type Decision, type GameEvent, type GameState, type GameView, type Viewer } from '@senjutsu/engine';
import { diff, GameEventSchema, type RoomStatus, type ServerMessage } from '@senjutsu/protocol';
import type { Logger } from '../log';
import { remainingAt, runningSeats } from './clock';
import type { LiveRoom } from './live-room';

// THE ONLY PLACE WHERE GAME STATE BECOMES A MESSAGE (style.md §2.10). Everything a connection
// receives about the game is the engine's `viewFor(state, viewer)` plus the engine's events as
// `eventsFor(events, viewer)` gives them: public facts, and a look at a hand's cards for the
// looking seat only (OP-73). The protocol's schemas equal the engine's types at compile time
// (ProtocolMatchesEngine); the tests also pass every event through the strict schema at run time
// (`validate`), which a production server leaves out (it cost 4-7% of its CPU).

/** The public facts about a room: presence, clocks, result, rematch. */
export function statusOf(room: LiveRoom, now: number): RoomStatus {
  const running = runningSeats(room.clock, room.waiting, room.result !== null);
  const seats = room.state.seats.length;
  return {
    room: room.id,
    // Automaton seats (after the humans') are at the table from the start and never connected.
    seats: room.seats.map((s, seat) => ({
      seat, character: s.character, team: s.team, connected: (room.connections[seat] ?? 0) > 0, awaySince: room.awaySince[seat] ?? null,
      joined: room.joined[seat] ?? true, left: room.left[seat] ?? false,
      ...(room.computer[seat] ? { computer: room.computer[seat] } : {}),
    })),
    spectators: room.spectators,
    clock: room.clock === null ? null : { remainingMs: remainingAt(room.clock, running, now).slice(0, seats), running: [...running], at: now, ...holdLeft(room.clock.since, now) },
    abandonMs: room.record.setup.abandonSeconds * 1000,
    result: room.result,
    rematch: { requested: [...room.rematch.requested].sort(), declined: [...room.rematch.declined].sort(), room: room.rematch.room },
  };
}

/** OP-68: inside a window's hold the banks start later (hold.ts `clockPastHold`). */
const holdLeft = (since: number, now: number) => (since > now ? { holdMs: since - now } : {});

/**
 * Events as the protocol defines them. With `validate` (the tests) each is parsed with the strict
 * schema, and one that does not fit is dropped and logged (fail closed).
 */
export function publicEvents(events: readonly GameEvent[], logger: Logger, validate: boolean): readonly GameEvent[] {
  if (!validate) return events;
  const out: GameEvent[] = [];
  for (const event of events) {
    const parsed = GameEventSchema.safeParse(event);
    if (parsed.success) out.push(parsed.data);
    else logger.error({ kind: event.kind, issues: parsed.error.issues.slice(0, 3) }, 'an engine event does not fit the protocol; not sent');
  }
  return out;
}

/**
 * A new version for one viewer, from `view` = viewFor(room.state, viewer): the patch from the
 * viewer's previous view (every connection of a viewer has it, by update or by join; without one,
 * the patch replaces the whole). Views carry no card definitions: the client has the room's
 * ruleset from its join. `ack`: the acting seat's action id, its acknowledgement riding in the
 * update (one message, not two).
 */
export function updateMessage(room: LiveRoom, viewer: Viewer, view: GameView, events: readonly GameEvent[], status: RoomStatus, ack: string | undefined): ServerMessage {
  const before = room.sent.get(viewer);
  room.sent.set(viewer, view);
  return {
    type: 'update', version: room.state.version, events: [...eventsFor(events, viewer)], base: before?.version ?? 0,
    patch: before === undefined ? [{ path: [], value: view }] : diff(before, view), status,
    ...(ack === undefined ? {} : { ack }),
  };
}

/**
 * The spectator view of a state: the engine builds it once per state however many spectators join
 * or watch it (a crowd joining costs one view), from `previous` (the view of the state before) when
 * given, and returns that one for the state after.
 */
export const spectatorView = (state: GameState, previous?: GameView, pending?: readonly Decision[]): GameView => viewFor(state, 'spectator', pending, { previous });

/**
 * The room's spectator view of its current state, built from the one before (unchanged parts are
 * the same objects). Every seat view takes its public parts from it, so they are kept once per
 * room (issue 11) and a patch walk stops at them (issue 13).
 */
export function publicView(room: LiveRoom, pending?: readonly Decision[]): GameView {
  const view = spectatorView(room.state, room.publicView ?? undefined, pending);
  room.publicView = view;
  return view;
}

/** `viewer`'s view of the room's current state, sharing what it can with its last one and the public view. */
export function viewOf(room: LiveRoom, viewer: Viewer, pending?: readonly Decision[]): GameView {
  const pub = publicView(room, pending);
  return viewer === 'spectator' ? pub : viewFor(room.state, viewer, pending, { previous: room.sent.get(viewer), spectator: pub });
}

/** The answer to a join: the viewer's view, the room's ruleset and the events of every version after `since`. */
export function joinedMessage(room: LiveRoom, viewer: Viewer, id: string, since: number | undefined, status: RoomStatus, logger: Logger, validate: boolean): ServerMessage {
  const missed = since === undefined ? [] : room.history.after(since).map(({ version, events }) => ({ version, events: publicEvents(eventsFor(events, viewer), logger, validate) }));
  const view = viewOf(room, viewer);
  room.sent.set(viewer, view);
  return { type: 'joined', id, room: room.id, as: viewer, view, ruleset: room.ruleset, missed, status, ...(room.controls.length > 0 ? { seatControl: [...room.controls] } : {}) };
}

/**
 * A finished game's public replay step (issue 25): what a spectator saw at a version, as the patch
 * of the view before, and the events that led to it as a spectator received them.
 */
export function spectatorStep(state: GameState, events: readonly GameEvent[], previous: GameView): { readonly view: GameView; readonly patch: ReturnType<typeof diff>; readonly events: readonly GameEvent[] } {
  const view = spectatorView(state, previous);
  return { view, patch: diff(previous, view), events: eventsFor(events, 'spectator') };
}
