import { viewFor, type GameEvent, type GameState, type GameView, type Viewer } from '@senjutsu/engine';
import { GameEventSchema, type RoomStatus, type ServerMessage } from '@senjutsu/protocol';
import type { Logger } from '../log';
import { remainingAt } from './clock';
import type { LiveRoom } from './room';

// THE ONLY PLACE WHERE GAME STATE BECOMES A MESSAGE (style.md §2.10). Everything a connection
// receives about the game is the engine's `viewFor(state, viewer)` plus the engine's events,
// which carry public facts only; events are also passed through the protocol's strict schema, so
// a field the protocol does not know never leaves the server.

/** The public facts about a room: presence, clocks, result, rematch. */
export function statusOf(room: LiveRoom, now: number): RoomStatus {
  const running = room.result === null ? room.waiting : [];
  const seats = room.state.seats.length;
  return {
    room: room.id,
    seats: room.seats.map((s, seat) => ({
      seat, character: s.character, team: s.team, connected: (room.connections[seat] ?? 0) > 0, awaySince: room.awaySince[seat] ?? null,
    })),
    spectators: room.spectators,
    clock: room.clock === null ? null : { remainingMs: remainingAt(room.clock, running, now).slice(0, seats), running: [...running], at: now },
    abandonMs: room.record.setup.abandonSeconds * 1000,
    result: room.result,
    rematch: { requested: [...room.rematch.requested].sort(), room: room.rematch.room },
  };
}

/** Events as the protocol defines them; one that does not fit is dropped and logged (fail closed). */
export function publicEvents(events: readonly GameEvent[], logger: Logger): GameEvent[] {
  const out: GameEvent[] = [];
  for (const event of events) {
    const parsed = GameEventSchema.safeParse(event);
    if (parsed.success) out.push(parsed.data);
    else logger.error({ kind: event.kind, issues: parsed.error.issues.slice(0, 3) }, 'an engine event does not fit the protocol; not sent');
  }
  return out;
}

/** The card numbers a view names; the next update to this viewer sends only the definitions of new ones. */
function remember(room: LiveRoom, viewer: Viewer, view: GameView): void {
  room.named.set(viewer, new Set(Object.keys(view.cards)));
}

/**
 * A new version for one viewer, from `view` = viewFor(room.state, viewer): every field listed,
 * the board left out (it never changes), and only the card definitions the viewer's previous view
 * did not name. Every connection of a viewer has seen that previous view (by update or by join).
 */
export function updateMessage(room: LiveRoom, viewer: Viewer, view: GameView, events: readonly GameEvent[], status: RoomStatus): ServerMessage {
  const known = room.named.get(viewer);
  const cards: Record<string, GameView['cards'][string]> = {};
  for (const [number, card] of Object.entries(view.cards)) if (known === undefined || !known.has(number)) cards[number] = card;
  remember(room, viewer, view);
  const { viewer: v, version, round, step, terrain, advantage, seats, decisions, waitingFor, winners, automata } = view;
  return {
    type: 'update', version: room.state.version, events: [...events], status,
    view: { viewer: v, version, round, step, terrain, advantage, seats, decisions, waitingFor, winners, cards, automata },
  };
}

/**
 * The spectator view of a state, built once however many spectators join or watch it (a crowd
 * joining costs one view, not one per spectator). States are never changed, so it stays right.
 */
const spectatorViews = new WeakMap<GameState, GameView>();
export function spectatorView(state: GameState): GameView {
  let view = spectatorViews.get(state);
  if (view === undefined) {
    view = viewFor(state, 'spectator');
    spectatorViews.set(state, view);
  }
  return view;
}

/** The answer to a join: the viewer's view and the events of every version after `since`. */
export function joinedMessage(room: LiveRoom, viewer: Viewer, id: string, since: number | undefined, status: RoomStatus, logger: Logger): ServerMessage {
  const missed = since === undefined ? [] : room.history.slice(since + 1).map((events, i) => ({ version: since + 1 + i, events: publicEvents(events, logger) }));
  const view = viewer === 'spectator' ? spectatorView(room.state) : viewFor(room.state, viewer);
  remember(room, viewer, view);
  return { type: 'joined', id, room: room.id, as: viewer, view, missed, status };
}
