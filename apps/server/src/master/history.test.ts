import { applyAction, pendingDecisions, type GameEvent } from '@senjutsu/engine';
import { RoomSetupSchema } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { seededRandom } from '../testing/client';
import { CHUNK, EventHistory } from './history';

// Issue 11 (memory per live room): the compact history must give a join with `since` exactly the
// events the room's versions had, for every `since`, on a real-content game of 4 chunks and a tail.

function realGame(versions: number): GameEvent[][] {
  const content = contentNamed('real');
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'frozen-lake', terrain: ['rock', 'torii'] });
  const created = content.newGame(setup, 'history-test');
  if (!created.ok) throw new Error(created.error.message);
  const random = seededRandom(5);
  let state = created.value.state;
  const out: GameEvent[][] = [[...created.value.events]];
  while (out.length <= versions) {
    const pending = pendingDecisions(state);
    const d = pending[Math.floor(random() * pending.length)];
    if (d === undefined) break;
    const applied = applyAction(state, d.seat, d.options[Math.floor(random() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    out.push([...applied.value.events]);
  }
  return out;
}

describe('the event history kept for joins with since', () => {
  const versions = realGame(4 * CHUNK + 2);
  const history = new EventHistory();
  versions.forEach((events) => history.push(events));

  it('gives the events of every version after any since, however they are packed', () => {
    expect(versions.length).toBe(4 * CHUNK + 3);
    expect(history.length).toBe(versions.length);
    for (let since = -1; since <= versions.length; since++) {
      const expected = versions.slice(since + 1).map((events, i) => ({ version: since + 1 + i, events }));
      expect(history.after(since), `since ${since}`).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it('is written whole into a snapshot and read back from it the same', () => {
    expect(history.json()).toBe(JSON.stringify(versions));
    expect(JSON.parse(JSON.stringify(history))).toEqual(JSON.parse(JSON.stringify(versions)));
    const restored = new EventHistory(JSON.parse(JSON.stringify(history)) as GameEvent[][]);
    expect(restored.after(CHUNK - 3)).toEqual(history.after(CHUNK - 3));
    expect(restored).toEqual(history);
  });

  it('holds the older versions deflated: a fraction of their JSON', () => {
    const json = JSON.stringify(versions).length;
    const held = (history as unknown as { chunks: string[]; tail: string[] });
    const kept = [...held.chunks, ...held.tail].reduce((n, s) => n + s.length, 0);
    expect(held.chunks).toHaveLength(4);
    expect(held.tail).toHaveLength(3);
    expect(kept).toBeLessThan(json / 3);
  });
});
