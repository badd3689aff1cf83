import { applyAction, pendingDecisions, viewFor, type GameState } from '@senjutsu/engine';
import { RoomSetupSchema } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { seededRandom } from '../testing/client';
import { shareWith } from './share';

// Issue 11 (memory per live room): a seat's last view holds the spectator view's objects where the
// two are equal. It must stay exactly the seat's view (as JSON, so the messages do not change, and
// with its private parts its own), and leave both inputs untouched.

function realStates(count: number): GameState[] {
  const content = contentNamed('real');
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'student' }, { character: 'warrior' }], battlefield: 'burnt-village', terrain: ['bamboo', 'rock'] });
  const created = content.newGame(setup, 'share-test');
  if (!created.ok) throw new Error(created.error.message);
  const random = seededRandom(8);
  const states = [created.value.state];
  while (states.length < count) {
    const pending = pendingDecisions(states.at(-1)!);
    const d = pending[Math.floor(random() * pending.length)];
    if (d === undefined) break;
    const applied = applyAction(states.at(-1)!, d.seat, d.options[Math.floor(random() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    states.push(applied.value.state);
  }
  return states;
}

describe('a seat view sharing the spectator view', () => {
  it('is the seat view, byte for byte, at every version of a real game, holding the public parts once', () => {
    const states = realStates(80);
    expect(states).toHaveLength(80);
    for (const state of states) {
      const spectator = viewFor(state, 'spectator');
      const spectatorJson = JSON.stringify(spectator);
      for (const seat of [0, 1]) {
        const view = viewFor(state, seat);
        const json = JSON.stringify(view);
        const shared = shareWith(view, spectator);
        expect(JSON.stringify(shared), `version ${state.version}, seat ${seat}`).toBe(json);
        expect(JSON.stringify(view)).toBe(json);
        expect(JSON.stringify(spectator)).toBe(spectatorJson);
        expect(shared.board).toBe(spectator.board);
        expect(shared.seats[1 - seat]).toBe(spectator.seats[1 - seat]); // the opponent's seat is public
        expect(shared.seats[seat]).not.toBe(spectator.seats[seat]); // the own seat shows the hand
        expect(shared.seats[seat]!.hand).toEqual(view.seats[seat]!.hand);
      }
    }
  });

  it('shares a part only where the shapes are the same', () => {
    const like = { a: { x: 1 }, b: [1, 2], c: { y: 1, z: 2 }, d: { w: [3] } };
    const shared = shareWith({ a: { x: 1 }, b: [1, 2, 3], c: { y: 1 }, d: { w: [3], v: 0 } }, like);
    expect(shared).toEqual({ a: { x: 1 }, b: [1, 2, 3], c: { y: 1 }, d: { w: [3], v: 0 } });
    expect(shared.a).toBe(like.a);
    expect(shared.d.w).toBe(like.d.w);
    expect(shareWith({ ...like, a: { x: 1 } }, like)).toBe(like);
    expect(shareWith([1, { q: 2 }], [1, { q: 2 }, 3])).toEqual([1, { q: 2 }]);
  });
});
