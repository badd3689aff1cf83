import type { Action, GameEvent, GameView, Viewer } from '@senjutsu/engine';
import type { ErrorCode, HttpErrorCode, RoomStatus, ServerMessage } from '@senjutsu/protocol';
import { nextView } from '@senjutsu/protocol/patch';
import type { StateCreator } from 'zustand';
import { placeControls, type LoggedControl } from '../app/seatControl';
import type { Store } from './index';

// The online match as this connection knows it: a full GameView from `joined`, patched by each
// `update` (updates carry the view's differences, docs/server.md), the room's ruleset as the join
// named it (views name cards by number only; app/rules.ts resolves it in the game's lazy chunk, so
// the catalogue stays out of the home page), the events so far, the room status, and the actions
// sent but not yet answered. One action per server message kind applies it.

type Message<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** A refusal shown to the player; `code` picks the translated message. */
export type ShownError = { readonly code: ErrorCode | HttpErrorCode | 'CONNECTION'; readonly rule?: string; readonly message: string };

export type SentAction = { readonly id: string; readonly version: number; readonly action: Action };

export type MatchSlice = {
  readonly room: string | null;
  readonly viewer: Viewer | null;
  readonly view: GameView | null;
  /** The room's ruleset as the join named it: card numbers in the view resolve through it. */
  readonly ruleset: Message<'joined'>['ruleset'] | null;
  readonly events: readonly GameEvent[];
  readonly status: RoomStatus | null;
  /** OP-68: the room's hold on answers to hidden-card windows, as the join told it (0: none; null: none applies). */
  readonly windowHoldMs: number | null;
  /** Local time (ms) the status arrived: clocks count down from it, whatever the server's clock says. */
  readonly statusReceivedAt: number;
  /** Actions sent and not yet acknowledged or refused, by message id. */
  readonly inFlight: Readonly<Record<string, SentAction>>;
  readonly error: ShownError | null;
  readonly enterRoom: (room: string) => void;
  readonly actionSent: (sent: SentAction) => void;
  readonly showError: (error: ShownError | null) => void;
  readonly applyJoined: (msg: Message<'joined'>) => void;
  /** False when the update does not fit the view (a gap or a bad patch): the connection joins again to resync. */
  readonly applyUpdate: (msg: Message<'update'>) => boolean;
  readonly applyAck: (msg: Message<'ack'>) => void;
  readonly applyError: (msg: Message<'error'>) => void;
  readonly applyStatus: (msg: Message<'status'>) => void;
  /** Issue 26: every change of who plays a seat (the computer took it over, or its player is back), placed among the events for the log; the latest is also a notice. */
  readonly seatControl: readonly LoggedControl[];
  readonly applySeatControl: (msg: Message<'seatControl'>) => void;
};

// The protocol's schemas mirror the engine's types exactly (ProtocolMatchesEngine in
// packages/protocol/src/game.ts); only readonly-ness differs, so these casts change no shape.
const asView = (view: Message<'joined'>['view']): GameView => view as unknown as GameView;
const asEvents = (events: readonly unknown[]): readonly GameEvent[] => events as readonly GameEvent[];


const withoutId = (inFlight: Readonly<Record<string, SentAction>>, id: string | null): Readonly<Record<string, SentAction>> => {
  if (id === null || !(id in inFlight)) return inFlight;
  const { [id]: _answered, ...rest } = inFlight;
  return rest;
};

export const matchSlice: StateCreator<Store, [], [], MatchSlice> = (set, get) => ({
  room: null,
  viewer: null,
  view: null,
  ruleset: null,
  events: [],
  status: null,
  windowHoldMs: null,
  statusReceivedAt: 0,
  inFlight: {},
  error: null,
  seatControl: [],
  enterRoom: (room) => set({ room, viewer: null, view: null, ruleset: null, events: [], status: null, windowHoldMs: null, inFlight: {}, error: null, seatControl: [] }),
  actionSent: (sent) => set({ inFlight: { ...get().inFlight, [sent.id]: sent } }),
  showError: (error) => set({ error }),
  applyJoined: (msg) => {
    const missed = msg.missed.flatMap((m) => asEvents(m.events));
    // A join answered with an older game than this tab holds: the server was restored from a
    // backup and sent the whole game (docs/hosting.md). What this tab saw after that version never
    // happened there: its events and its actions in flight are replaced, not added to.
    const previous = get().view;
    const reset = previous !== null && asView(msg.view).version < previous.version;
    const base = reset ? 0 : get().events.length;
    set({
      ...(reset ? { inFlight: {}, error: null } : {}),
      ruleset: msg.ruleset,
      room: msg.room,
      viewer: msg.as,
      view: asView(msg.view),
      events: reset ? missed : [...get().events, ...missed],
      seatControl: placeControls(msg.seatControl ?? [], reset ? [] : get().seatControl, base, msg.missed),
      status: msg.status,
      windowHoldMs: msg.windowHoldMs ?? null,
      statusReceivedAt: Date.now(),
    });
  },
  applyUpdate: (msg) => {
    const previous = get().view;
    if (previous === null || msg.version <= previous.version) return true; // a late copy of what the join already gave
    // The update patches the view of its base version, and keeps every card definition received so far.
    const view = nextView(previous, msg);
    if (view === null) return false;
    const events = asEvents(msg.events);
    // The performance budget (npm run bench:web): a reveal's update, from here to the board's layout effect.
    if (events.some((e) => e.kind === 'revealed')) performance.mark('senjutsu:update');
    set({ view, events: [...get().events, ...events], status: msg.status, statusReceivedAt: Date.now() });
    return true;
  },
  // An accepted action makes an earlier refusal old news.
  applyAck: (msg) => set({ inFlight: withoutId(get().inFlight, msg.id), error: null }),
  applyError: (msg) =>
    set({
      inFlight: withoutId(get().inFlight, msg.id),
      error: msg.rule === undefined ? { code: msg.code, message: msg.message } : { code: msg.code, rule: msg.rule, message: msg.message },
    }),
  applyStatus: (msg) => set({ status: msg.status, statusReceivedAt: Date.now() }),
  // Told after the update it followed: its line goes after the events held now.
  applySeatControl: ({ type: _type, room: _room, ...change }) => set({ seatControl: [...get().seatControl, { change, afterEvent: get().events.length }] }),
});
