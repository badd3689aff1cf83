import type { GameView } from '@senjutsu/engine';
import { describe, expect, it } from 'vitest';
import { rulesetOfJoin } from '../app/rules';
import { boardUnchanged, NO_OVERLAY, type BoardProps } from '../board/Board';
import { translate, type T } from '../i18n';
import { createHost } from '../worker/host';
import { soloGame } from '../worker/testing';
import { seatPanelUnchanged, type SeatPanelProps } from './SeatPanel';
import { shareEqual } from './share';

// The Table's structural sharing: unchanged parts keep their identity, changed ones come through.

describe('shareEqual', () => {
  const prev = { version: 1, seats: [{ seat: 0, hex: { q: 0, r: 1 }, hand: ['a'] }, { seat: 1, hex: { q: 1, r: 0 }, hand: [] }], board: [{ q: 0, r: 0 }], winners: null };

  it('keeps every unchanged part of a fresh copy and takes the changed ones', () => {
    const next = JSON.parse(JSON.stringify(prev)) as typeof prev;
    next.version = 2;
    next.seats[1]!.hex = { q: 2, r: 0 };
    const shared = shareEqual(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
    expect(shared.board).toBe(prev.board);
    expect(shared.seats[0]).toBe(prev.seats[0]);
    expect(shared.seats[1]).not.toBe(prev.seats[1]);
    expect(shared.seats[1]!.hand).toBe(prev.seats[1]!.hand);
    expect(shared.seats[1]!.hex).toEqual({ q: 2, r: 0 });
  });

  it('returns the previous value itself when the new one is deep-equal', () => {
    expect(shareEqual(prev, JSON.parse(JSON.stringify(prev)))).toBe(prev);
  });

  it('sees a grown or shrunk array, an added or removed key, and a changed type as changes', () => {
    expect(shareEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareEqual([1, 2, 3], [1, 2])).toEqual([1, 2]);
    const removed = shareEqual({ a: 1, b: 2 }, { a: 1 });
    expect(removed).toEqual({ a: 1 });
    expect(Object.keys(removed)).toEqual(['a']);
    expect(shareEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(shareEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(shareEqual({ a: null }, { a: {} })).toEqual({ a: {} });
  });

  it('keeps functions and class instances only by identity', () => {
    const f = () => 1;
    const g = () => 1;
    expect(shareEqual({ f }, { f: g }).f).toBe(g);
    const m = new Map([[1, 2]]);
    expect(shareEqual({ m: new Map([[1, 2]]) }, { m }).m).toBe(m);
  });
});

describe('shareEqual over a real solo game (the worker answers as structured clones)', () => {
  it('the board keeps its identity all game; a seat panel and the board are redrawn exactly when what they show changed (the board: not for the cards or wounds of a seat)', () => {
    const host = createHost();
    const first = host.handle({ type: 'start', game: soloGame('share-1'), actions: [] });
    if (first.type !== 'started') throw new Error(first.type);
    const rules = rulesetOfJoin(first.ruleset);
    if (!rules.ok) throw new Error(rules.message);
    const t = ((k, p) => translate('en', k, p)) as T;
    const onPick = () => undefined;
    const noKamae: SeatPanelProps['kamaeOptions'] = [];
    const seatProps = (view: GameView, seat: number): SeatPanelProps => ({
      seat: view.seats[seat]!, view, rules: rules.value, lang: 'en', t, poisoned: false, waiting: false, kamaeOptions: noKamae, onPick,
    });
    const boardProps = (view: GameView): BoardProps => ({ view, overlay: NO_OVERLAY, lang: 'en', t, onPick });
    let shown = structuredClone(first.view);
    let seatRedraws = 0;
    let seatSkips = 0;
    let boardSkips = 0;
    let boardSkipsOverSeats = 0;
    for (let id = 0; shown.round < 9 && shown.winners === null; id++) {
      const reply = host.handle({ type: 'act', id, action: shown.decisions[0]!.options[0]! });
      if (reply.type !== 'update') throw new Error(reply.type);
      const fresh = structuredClone(reply.view);
      const next = shareEqual(shown, fresh);
      expect(next).toEqual(fresh);
      expect(next.board).toBe(shown.board);
      for (const s of shown.seats.keys()) {
        const changed = JSON.stringify(shown.seats[s]) !== JSON.stringify(fresh.seats[s]);
        expect(seatPanelUnchanged(seatProps(shown, s), seatProps(next, s)), `seat ${s} at update ${id}`).toBe(!changed);
        if (changed) seatRedraws++;
        else seatSkips++;
      }
      // What the board draws of the seats: the figures, their names and sides, not their cards or wounds.
      const figures = (v: GameView) => v.seats.map((s) => [s.seat, s.character, s.team, s.hex, s.facing, s.defeated, s.stealthed]);
      const drawn = (v: GameView) => JSON.stringify([v.board, v.terrain, v.pieces, v.automata, v.horde, figures(v), v.step === 'terrain' || v.step === 'placement']);
      expect(boardUnchanged(boardProps(shown), boardProps(next)), `board at update ${id}`).toBe(drawn(shown) === drawn(fresh));
      if (drawn(shown) === drawn(fresh)) boardSkips++;
      if (drawn(shown) === drawn(fresh) && JSON.stringify(shown.seats) !== JSON.stringify(fresh.seats)) boardSkipsOverSeats++;
      shown = next;
    }
    // Both cases happen in a real game.
    expect(seatRedraws).toBeGreaterThan(0);
    expect(seatSkips).toBeGreaterThan(0);
    expect(boardSkips).toBeGreaterThan(0);
    // A reveal, a card played, a wound: the seats changed, the figures did not. (Played to round 9:
    // a figure turned on the spot, which the board must redraw, comes after round 3 in this game.)
    expect(boardSkipsOverSeats).toBeGreaterThan(0);
  });
});
