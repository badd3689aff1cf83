import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viewFor } from '@senjutsu/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { replayRoom } from '../master/room';
import { openFileStorage } from './file';
import { ROOM_FORMAT } from './storage';

// Issue 11 item 6: games stored before the ruleset change still load. The fixture is a room file
// written by main's server format before it (commit acaca1c): its record (setup, seed, token
// hashes) and 128 accepted actions of a real-content duel (Ronin v Onna-bushi on the snowy
// battlefield, rock, bamboo and torii), with the final spectator view main computed for it. A
// stored room holds no state and no definitions, only the setup and the actions, so no migration
// step is needed: replaying it with today's engine must reach the very same position.

const FIXTURES = join(__dirname, 'fixtures');
const ROOM = 'fixtureRoom01';
const expected = JSON.parse(readFileSync(join(FIXTURES, 'main-format-room.expected.json'), 'utf8')) as {
  version: number;
  winners: number[] | null;
  spectatorView: Record<string, unknown>;
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("stored rooms of main's format", () => {
  it('load from a data folder and replay to the same final position and view (real content)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'senjutsu-main-format-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'rooms'));
    copyFileSync(join(FIXTURES, 'main-format-room.jsonl'), join(dir, 'rooms', `${ROOM}.jsonl`));
    const opened = await openFileStorage(dir, { fsync: false });
    if (!opened.ok) throw new Error(opened.error.message);
    const storage = opened.value;
    try {
      const loaded = await storage.load();
      expect(loaded.broken).toEqual([]);
      expect(loaded.finished).toEqual([ROOM]); // the game ended by the rules: stored with its `over` entry
      const stored = await storage.read(ROOM);
      if (!stored.ok) throw new Error(stored.error.message);
      expect(stored.value.entries.filter((e) => e.kind === 'action')).toHaveLength(128);

      const replayed = replayRoom(stored.value, 0, contentNamed('real'));
      if (!replayed.ok) throw new Error(replayed.error.message);
      const state = replayed.value.state;
      expect(state.version).toBe(expected.version);
      expect(state.winners).toEqual(expected.winners);
      expect(replayed.value.result).toEqual({ winners: expected.winners, reason: 'rules' });
      // The whole spectator view main sent at the end (board, terrain, seats, discards), field for field;
      // views have since gained `automata` (solo and co-op), empty in a game of humans (a `horde`
      // field appears only in a horde run).
      // OP-69 (issue 23) added `pieces`: the multi-hex pieces as placed, here the setup's torii.
      const { pieces, ...view } = JSON.parse(JSON.stringify(viewFor(state, 'spectator'))) as { pieces: { kind: string; hexes: unknown[] }[] };
      expect(view).toEqual({ ...expected.spectatorView, automata: [] });
      expect(pieces.map((p) => [p.kind, p.hexes.length])).toEqual([['torii', 3]]);
    } finally {
      await storage.close();
    }
  });

  it('OP-68: the format-1 room keeps the windows it was played with; read as a room of today (format 2) its log no longer fits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'senjutsu-main-format-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'rooms'));
    const [first, ...rest] = readFileSync(join(FIXTURES, 'main-format-room.jsonl'), 'utf8').split('\n');
    const record = JSON.parse(first!) as { format: number };
    expect(record.format).toBe(1);
    writeFileSync(join(dir, 'rooms', `${ROOM}.jsonl`), [JSON.stringify({ ...record, format: ROOM_FORMAT }), ...rest].join('\n'));
    const opened = await openFileStorage(dir, { fsync: false });
    if (!opened.ok) throw new Error(opened.error.message);
    try {
      await opened.value.load();
      const stored = await opened.value.read(ROOM);
      if (!stored.ok) throw new Error(stored.error.message);
      // Today's rooms open Reveal step 4's window for every seat; the old log has no pass for it.
      const replayed = replayRoom(stored.value, 0, contentNamed('real'));
      expect(replayed.ok ? 'replayed' : replayed.error.message).toMatch(/not your decision/i);
    } finally {
      await opened.value.close();
    }
  });
});
