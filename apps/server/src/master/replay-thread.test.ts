import { applyAction, outcome, pendingDecisions } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput } from '@senjutsu/protocol';
import { describe, expect, it, vi } from 'vitest';
import { contentNamed } from '../content';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import { ROOM_FORMAT, type LogEntry, type RoomRecord, type StoredRoom } from '../storage/storage';
import { seededRandom } from '../testing/client';
import { hashToken } from '../tokens';
import { createMaster } from './master';
import { replayThread } from './replay-thread';

// Issue 25: a finished game's replay is built in a worker thread (replay-thread.ts), never on the
// server's event loop. This file's own copy of buildReplay throws, so a master that built one on
// its thread fails here; the answers must still equal the engine's replay built the plain way.

vi.mock('./replay', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./replay')>()),
  buildReplay: () => {
    throw new Error('a replay was built on the main thread');
  },
}));
const { buildReplay } = await vi.importActual<typeof import('./replay')>('./replay');

const content = contentNamed('real');

/** A real-content duel played to its end by random listed options, stored as the master stores one. */
function finishedDuel(n: number, overrides: Partial<RoomSetupInput> = {}): StoredRoom {
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'ronin' }, { character: 'warrior' }], battlefield: 'frozen-lake', ...overrides });
  const seed = `thread-${n}`;
  const created = content.newGame(setup, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const random = seededRandom(n);
  const entries: LogEntry[] = [];
  for (let i = 0; i < 600 && !outcome(state).over; i++) {
    const decision = pendingDecisions(state)[0]!;
    const action = decision.options[Math.floor(random() * decision.options.length)]!;
    const applied = applyAction(state, decision.seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    entries.push({ kind: 'action', seat: decision.seat, id: `m${i}`, action, at: i, clock: null });
  }
  const end = outcome(state);
  if (!end.over) throw new Error('the duel did not end');
  entries.push({ kind: 'over', winners: [...end.winners], at: entries.length });
  const record: RoomRecord = { kind: 'room', format: ROOM_FORMAT, room: `threadroom${n}`, createdAt: 0, setup, seed, seatTokens: [hashToken('seat0'), hashToken('seat1')], spectatorToken: hashToken('watch'), previous: null };
  return { record, entries };
}

const games = [finishedDuel(1), finishedDuel(2, { replayHands: 'revealed' })];

describe('replays built off the event loop', () => {
  it('the master answers hidden and revealed replays built by the worker, equal to the engine replay, and builds none on its own thread', async () => {
    const storage = memoryStorage();
    for (const { record, entries } of games) {
      expect((await storage.create(record)).ok).toBe(true);
      for (const [i, entry] of entries.entries()) expect((await storage.append(record.room, entry, i)).ok).toBe(true);
    }
    const master = createMaster({ storage, transport: { broadcast() {} }, logger: createLogger('silent'), now: () => 1_000_000, maxRooms: 10, content });
    await master.load();
    try {
      for (const game of games) {
        const expected = buildReplay(game, content);
        expect(expected.ok).toBe(true);
        const [first, second] = await Promise.all([master.replay(game.record.room, 'watch'), master.replay(game.record.room, 'seat1')]);
        expect(first).toEqual(expected);
        expect(second).toBe(first); // one build served both requests
        expect(first.ok && first.value.source).toBe(game.record.setup.replayHands === 'revealed' ? 'log' : 'views');
      }
      expect(await master.replay(games[0]!.record.room, 'wrong')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    } finally {
      await master.drain();
    }
  });

  it('a worker that stops mid-build answers INTERNAL, and the next request starts a new one', async () => {
    const game = games[0]!;
    const thread = replayThread();
    const lost = thread.build(game, 'real');
    await thread.close();
    expect(await lost).toMatchObject({ ok: false, code: 'INTERNAL' });
    const again = await thread.build(game, 'real');
    expect(again).toEqual(buildReplay(game, content));
    await thread.close();
  });
});
