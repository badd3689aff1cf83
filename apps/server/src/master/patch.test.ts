import { applyAction, outcome, pendingDecisions, viewFor, type GameState, type Viewer } from '@senjutsu/engine';
import { applyPatch, diff, RoomSetupSchema } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { seededRandom } from '../testing/client';

// Issue 13 item 7: updates carry view differences (packages/protocol/src/patch.ts). Over random
// real-content games of 2, 3 and 4 seats, for every viewer and every version: the patch from the
// view before turns it into exactly the view after (as JSON, as it travels), leaves the view before
// untouched, and shares every part that did not change.

const content = contentNamed('real');
const summary = content.summary();

function setupFor(seats: number, game: number) {
  const battlefield = summary.battlefields[(seats + game) % summary.battlefields.length]!;
  const teams = battlefield.startAreas < seats; // more sides than start areas play in teams (R-SETUP-10)
  return RoomSetupSchema.parse({
    mode: seats === 2 ? 'duel' : 'multiplayer',
    seats: Array.from({ length: seats }, (_, i) => ({ character: summary.characters[(i + game) % summary.characters.length]!.id, ...(teams ? { team: i % 2 } : {}) })),
    battlefield: battlefield.id,
    terrain: [summary.terrain[(seats + game) % summary.terrain.length]!, summary.terrain[(seats + game + 5) % summary.terrain.length]!],
  });
}


/** Through JSON, as a view and a patch travel. */
const wire = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('view patches', () => {
  it('turn each viewer view into the next exactly, over random real-content games of 2, 3 and 4 seats', () => {
    let patches = 0;
    let ops = 0;
    let wholeBytes = 0;
    let patchBytes = 0;
    for (const seats of [2, 3, 4]) {
      for (let game = 0; game < 2; game++) {
        const created = content.newGame(setupFor(seats, game), `patch-${seats}-${game}`);
        if (!created.ok) throw new Error(created.error.message);
        let state: GameState = created.value.state;
        const random = seededRandom(seats * 100 + game);
        const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
        let views = viewers.map((v) => viewFor(state, v));
        while (!outcome(state).over && state.version < 120) {
          const decisions = pendingDecisions(state);
          const d = decisions[Math.floor(random() * decisions.length)]!;
          const applied = applyAction(state, d.seat, d.options[Math.floor(random() * d.options.length)]!);
          if (!applied.ok) throw new Error(applied.error.message);
          state = applied.value.state;
          const next = viewers.map((v) => viewFor(state, v));
          for (const [i, before] of views.entries()) {
            const original = wire(before); // the receiver's copy
            const frozen = JSON.stringify(original);
            const patch = wire(diff(before, next[i]));
            const after = applyPatch(original, patch);
            expect(after).toEqual(wire(next[i]));
            expect(JSON.stringify(original)).toBe(frozen);
            for (const key of Object.keys(original) as (keyof typeof original)[]) {
              if (!patch.some((op) => op.path[0] === key)) expect(after[key], `${String(key)} unchanged, shared`).toBe(original[key]);
            }
            patches++;
            ops += patch.length;
            wholeBytes += JSON.stringify(next[i]).length;
            patchBytes += JSON.stringify(patch).length;
          }
          views = next;
        }
      }
    }
    console.log(`view patches: ${patches} checked, ${(ops / patches).toFixed(1)} operations each, ${((100 * patchBytes) / wholeBytes).toFixed(1)}% of the whole views' bytes`);
    expect(patches).toBeGreaterThan(1000);
  }, 180_000);

  it('deletes keys, replaces arrays whose length changed, and refuses a path that does not fit', () => {
    const before = { a: 1, b: { c: [1, 2], d: null as null | number }, e: 'x' };
    const after = { a: 1, b: { c: [1, 2, 3], d: 4 } };
    const patch = diff(before, after);
    expect(patch).toEqual([{ path: ['b', 'c'], value: [1, 2, 3] }, { path: ['b', 'd'], value: 4 }, { path: ['e'] }]);
    expect(applyPatch(before, patch)).toEqual(after);
    expect(() => applyPatch(before, [{ path: ['a', 'x'], value: 1 }])).toThrow();
    expect(() => applyPatch(before, [{ path: ['__proto__', 'x'], value: 1 }])).toThrow();
    expect(applyPatch(before, [{ path: [], value: 7 }])).toBe(7);
  });
});
