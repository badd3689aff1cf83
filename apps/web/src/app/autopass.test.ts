import { applyAction, CARD_WINDOW_KINDS, createScenario, pendingDecisions, viewFor, type GameState } from '@senjutsu/engine';
import { scenario, selectCards } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { AUTO_PASS_DEFAULT, AUTO_PASS_KINDS } from '../store/settings';
import { autoPassAction } from './autopass';

// OP-68: the page passes for its player only at a window where its own decision lists nothing to
// play, and only for the kinds the player left on. Real engine positions: Kensei and Tetsu face to
// face at Reveal step 4 (the pool's replacements open the window whatever the hands hold).

function atReplacement(tetsuHand: string[]): GameState {
  const built = scenario()
    .publicWindows()
    .seat('kensei', { q: 0, r: 0 }, 0, { hand: ['T10'], deck: ['T11', 'T11'] })
    .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['T10', ...tetsuHand], deck: ['T11', 'T11'] })
    .toSpec();
  const created = createScenario(built);
  if (!created.ok) throw new Error(created.error.message);
  return selectCards(created.value.state, { 0: 'T10', 1: 'T10' }).state;
}

describe('OP-68 the page passes automatically only when nothing is playable', () => {
  it('OP-68 a replacement window with nothing to play: the page passes (keeps the card), unless the player turned it off', () => {
    const s = atReplacement([]);
    const seat = pendingDecisions(s)[0]!.seat;
    expect(pendingDecisions(s)[0]!.kind).toBe('replacement');
    expect(autoPassAction(viewFor(s, seat), AUTO_PASS_DEFAULT)).toEqual({ kind: 'keepCard' });
    expect(autoPassAction(viewFor(s, seat), { ...AUTO_PASS_DEFAULT, replacement: false })).toBeNull();
    // The pass is a legal answer.
    expect(applyAction(s, seat, autoPassAction(viewFor(s, seat), AUTO_PASS_DEFAULT)!).ok).toBe(true);
  });

  it('OP-68 the page offers the setting for exactly the engine\'s kinds of window', () => {
    expect([...AUTO_PASS_KINDS].sort()).toEqual([...CARD_WINDOW_KINDS].sort());
  });

  it('OP-68 holding a playable card, the player decides: no automatic pass', () => {
    const s = atReplacement(['T16']);
    expect(pendingDecisions(s)[0]).toMatchObject({ seat: 1, kind: 'replacement' });
    expect(autoPassAction(viewFor(s, 1), AUTO_PASS_DEFAULT)).toBeNull();
    // Another seat's view lists none of its decisions: nothing to pass there.
    expect(autoPassAction(viewFor(s, 0), AUTO_PASS_DEFAULT)).toBeNull();
  });
});
