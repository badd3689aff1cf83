import { RoomSetupSchema } from '@senjutsu/protocol';
import type { LogEntry, RoomRecord } from '../storage/storage';

// What the storage tests store: a test-content duel's record and its log's entries, written
// straight to a store (no master, no game played).

/** A room's record in the given record format (1: before OP-68's windows, 2: now). */
export const storedRoom = (room: string, format: RoomRecord['format'] = 2): RoomRecord => ({
  kind: 'room', format, room, createdAt: 1, seed: 's',
  setup: RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon' }),
  seatTokens: ['h0', 'h1'], spectatorToken: 'hs', previous: null,
});

/** The log's n-th entry: seat n % 2 ends a move. */
export const storedAction = (n: number): LogEntry => ({ kind: 'action', seat: n % 2, id: `a${n}`, action: { kind: 'endMove' }, at: n, clock: null });
