import type { Action, Viewer } from '@senjutsu/engine';
import type { ErrorCode, RoomSetup, ServerMessage } from '@senjutsu/protocol';
import type { Content } from '../content';
import type { Logger } from '../log';
import type { Storage } from '../storage/storage';
import type { Downtime } from './clock';

// What the master is made of and answers with: its dependencies (storage, transport, clock,
// limits) and the small messages it builds itself.

/** What the master needs from the transport: deliver one message per viewer present in a room. */
export interface Transport {
  broadcast(room: string, viewers: readonly Viewer[], messageFor: (viewer: Viewer) => ServerMessage): void;
}

export type MasterDeps = {
  readonly storage: Storage;
  readonly transport: Transport;
  readonly logger: Logger;
  readonly now: () => number;
  readonly maxRooms: number;
  /** A finished room nobody has been connected to for this long leaves memory (it stays stored). */
  readonly unloadFinishedAfterMs?: number;
  /** Game seeds from the room's setup; random by default (tests pass a fixed sequence or derive them to replay a game). */
  readonly newSeed?: (setup: RoomSetup) => string;
  /** The content rooms are made of; by default the catalogue (the test content with SENJUTSU_CONTENT=test). */
  readonly content?: Content;
  /** Spectator connections per room (default: no limit). */
  readonly maxSpectators?: number;
  /** Presence changes of a room within this window become one status message (default 0: at once). */
  readonly presenceDelayMs?: number;
  /** Parse every outgoing event with the protocol's strict schema (tests; default off). */
  readonly validateOutgoing?: boolean;
  /** When the server was down before this run (storage/uptime.ts): a restored clock charges nobody for it. */
  readonly downtimes?: readonly Downtime[];
  /** A room no seat has joined is removed from storage this long after its creation (default 24 h). */
  readonly unjoinedRoomTtlMs?: number;
  /** A finished game is removed from storage this long after its last entry (0, the default: kept). */
  readonly retentionMs?: number;
  /** The creation budget of client addresses (a rematch is a creation of the address that completes it) and the refusal log. */
  readonly creations?: CreationBudget;
  /** A live room's game is snapshotted every this many actions, which bounds its replay at a restart (0: never; default 32). */
  readonly snapshotEvery?: number;
  /** Days a finished game stays stored (RETENTION_DAYS), told to joining clients so they drop saved links with it; null or absent: not told. */
  readonly retentionDays?: number | null;
  /** OP-68: a new room's hold on answers to hidden-card windows unless its setup names one (WINDOW_HOLD_MS; default 0: none). */
  readonly windowHoldMs?: number;
  /** Resolves after `ms` (a held answer waits with it); setTimeout by default, tests pass their own. */
  readonly wait?: (ms: number) => Promise<void>;
  /** Issue 26: told whenever a room may need the computer (a new version, a room read, a seat coming or going). */
  readonly computer?: ComputerHooks;
};

/** What the master tells the computer's seats (apps/server/src/computer/seats.ts). */
export interface ComputerHooks {
  changed(room: string): void;
}

/** Who sends an action: a seat's player (over the socket) or the computer playing the seat (issue 26). */
export type Actor = 'player' | 'computer';

export type CreationBudget = {
  /** Take one creation from `address`'s budget; false (and logged) when it has none left. */
  allow(address: string): boolean;
  /** Log a creation refused for another reason (rate-limited per address). */
  refused(address: string, reason: 'cap' | 'secret'): void;
};

/** How a connection that is already in the room as this viewer joins again. */
export type Rejoin = { readonly version: number };

export type CreateError = { readonly code: 'ROOM_LIMIT' | 'STORAGE_FAILED' | 'UNKNOWN_CONTENT' | 'INVALID_DECK' | 'INVALID_CONFIG'; readonly message: string; readonly rule?: string };
export type Created = { readonly room: string; readonly seatTokens: readonly string[]; readonly spectatorToken: string };

export type Answer = ServerMessage;
export type ActionMessage = { readonly id: string; readonly version: number; readonly action: Action };

export const errorMessage = (id: string | null, code: ErrorCode, message: string, rule?: string): Answer =>
  rule === undefined ? { type: 'error', id, code, message } : { type: 'error', id, code, rule, message };
export const ackMessage = (id: string, version: number, duplicate: boolean): Answer => ({ type: 'ack', id, version, duplicate });

