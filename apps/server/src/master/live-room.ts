import type { Decision, GameState, GameView, SeatId, Viewer } from '@senjutsu/engine';
import type { ComputerLevel, ResultSchema, RulesetInfo, SeatControlChange } from '@senjutsu/protocol';
import type { z } from 'zod';
import type { StoredRoom } from '../storage/storage';
import type { Clock } from './clock';
import type { EventHistory } from './history';

// The shape of a live room (room.ts makes and replays it): a module of types only, below every
// module of the master that reads a room (outgoing, hold, presence, links), so none of them
// imports room.ts back (issue 24: no import cycle).

/** OP-68: a hidden-card window the game waits on (hold.ts): the seat, the version it opened at, when. */
export type OpenWindow = { readonly seat: SeatId; readonly version: number; readonly at: number };

export type GameResult = z.infer<typeof ResultSchema>;

export type LiveRoom = {
  readonly id: string;
  /** The stored record, with the links replaced since (`relink` entries) applied. */
  record: StoredRoom['record'];
  /** Who plays each seat and on which team (fixed for the game; public). */
  readonly seats: readonly { readonly character: string; readonly team: number }[];
  state: GameState;
  /** The events that led to each version (the first: those of the game's creation), compact (history.ts). */
  history: EventHistory;
  /** How many log entries are stored (the storage checks it on each append). */
  entries: number;
  /** The version of the room's latest snapshot (stored, or restored from); 0: none. */
  snapshotVersion: number;
  /** Per seat: its accepted action ids (as 53-bit `idKey` numbers), with the version each produced (`rememberAction`). */
  readonly accepted: Map<number, number>[];
  /** digests[v - 1]: a digest of the action that made version v (`rememberAction`). */
  readonly digests: number[];
  /** Per seat: its pending decisions (null before the first), and the version since which they have not changed. */
  readonly decisions: (readonly Decision[] | null)[];
  readonly decisionSince: number[];
  /** The seats the game waits on. */
  waiting: SeatId[];
  /** OP-68: the hidden-card window the game waits on, if any (hold.ts). */
  window: OpenWindow | null;
  clock: Clock | null;
  result: GameResult | null;
  readonly rematch: { readonly requested: Set<SeatId>; readonly declined: Set<SeatId>; room: string | null };
  /** Open connections per seat, and of spectators. */
  readonly connections: number[];
  spectators: number;
  /** Per seat: since when it has had no connection (null while connected). */
  readonly awaySince: (number | null)[];
  /** Per human seat: whether it has opened its link once (presence.ts). */
  readonly joined: boolean[];
  /** Per human seat: away because its page closed its connection (a closed tab), not because it was lost. */
  readonly left: boolean[];
  /** Per seat: the level the computer plays it at (issue 26: from the start, or since it took it over), null for a person. */
  readonly computer: (ComputerLevel | null)[];
  /** Issue 26: every take-over and hand-back so far, oldest first (a join gets them: the page's log tells them). */
  readonly controls: SeatControlChange[];
  /** Per viewer: its last view, which every connection of it has; the next update is a patch of it. */
  readonly sent: Map<Viewer, GameView>;
  /** The spectator view of the latest state built (outgoing.ts publicView: the next one is built from it). */
  publicView: GameView | null;
  /** The room's ruleset as a joining client gets it (once per join: views carry no definitions). */
  readonly ruleset: RulesetInfo;
  /** The room's work queue: one message at a time. */
  queue: Promise<unknown>;
  /** Messages queued or being handled. */
  busy: number;
};

