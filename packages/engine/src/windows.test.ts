import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, isCardWindow, passOption, pendingDecisions, viewFor, type Decision, type GameState, type SeatId } from './index';
import { act, hit, move, scenario, selectCards, testCard, turn } from './testing';

// OP-68: every window in which a hidden card may be played opens on public facts only, and the seat
// is asked to play or pass whatever its hand holds. Kensei (seat 0) on the origin facing north,
// Tetsu (seat 1) right in front of it facing south. The test content's pool (common cards: every
// character may hold them) has an instant replacement (T16, meditation), a start-of-turn instant
// (W05) and an unconditional supplemental (W06, block).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });
const PAUSE = { initiative: fixed(1), effects: [move(turn(1, false))] };
const CARDS: CardInput[] = [
  // Kensei's attack at 5: one wound straight ahead.
  testCard({ number: 'W01', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1))] }),
  // Tetsu's block of its front hex with a counter icon for 5 (R-COUNTER-2), and one without.
  // Each blocks at 5 and waits in a section at 1 (a block lasts while its card resolves).
  testCard({ number: 'W02', types: ['block'], initiative: fixed(5), sections: [{ effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }], counter: [5] }] }, PAUSE] }),
  testCard({ number: 'W03', types: ['block'], initiative: fixed(5), sections: [{ effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] }, PAUSE] }),
  // A meditation with no effect, and a filler for the decks.
  testCard({ number: 'W04', types: ['meditation'], initiative: fixed(4) }),
  testCard({ number: 'W09', types: ['meditation'], initiative: fixed(9) }),
  // Instants in every character's pool (common cards): a start-of-turn instant, an unconditional
  // supplemental of the Block type, and an attack fit to counter (initiative 4).
  testCard({ number: 'W05', types: ['meditation'], initiative: fixed(3), instant: 'instant', instantWindow: 'startOfTurn', effects: [{ kind: 'focus', amount: 1 }] }),
  testCard({ number: 'W06', types: ['block'], initiative: fixed(5), instant: 'supplemental', instantWindow: 'afterResolve', effects: [{ kind: 'focus', amount: 1 }] }),
  testCard({ number: 'W07', types: ['attack'], initiative: fixed(4), effects: [attack(hit(0, -1))] }),
];

/** Kensei plays `k`, Tetsu `t`; each also holds `hands[seat]`. Both cards selected: the Reveal has begun. */
function revealed(k: string, t: string, hands: [string[], string[]] = [[], []], windows: 'public' | 'holders' = 'public'): GameState {
  const deck = ['W09', 'W09', 'W09'];
  let b = scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 0 }, 0, { hand: [k, ...hands[0]], deck })
    .seat('tetsu', { q: 0, r: -1 }, 3, { hand: [t, ...hands[1]], deck });
  if (windows === 'public') b = b.publicWindows();
  return selectCards(b.build().state, { 0: k, 1: t }).state;
}

/** Play on, passing every hidden-card window and taking the first option elsewhere, until `stop` holds (or the round ends). */
function until(state: GameState, stop: (d: Decision) => boolean, max = 60): { state: GameState; decision: Decision | undefined; asked: [SeatId, string][] } {
  const asked: [SeatId, string][] = [];
  let s = state;
  for (let i = 0; i < max; i++) {
    const d = pendingDecisions(s)[0];
    if (d === undefined || d.kind === 'select') return { state: s, decision: undefined, asked };
    if (stop(d)) return { state: s, decision: d, asked };
    asked.push([d.seat, d.kind]);
    s = act(s, d.seat, isCardWindow(d) ? passOption(d) : d.options[0]!).state;
  }
  throw new Error('the round did not end');
}

const kinds = (d: Decision) => d.options.map((o) => o.kind);

describe('OP-68 windows open on public facts only', () => {
  it('OP-68 R-ROUND-REVEAL-4 Reveal step 4 asks every eligible seat in turn, lowest on the track first, whether or not it holds a replacement', () => {
    // Kensei is on top of the track by default: Tetsu is asked first. Neither holds T16.
    const s = revealed('W01', 'W03');
    const first = pendingDecisions(s);
    expect(first.map((d) => [d.seat, d.kind, kinds(d)])).toEqual([[1, 'replacement', ['keepCard']]]);
    const second = pendingDecisions(act(s, 1, { kind: 'keepCard' }).state);
    expect(second.map((d) => [d.seat, d.kind, kinds(d)])).toEqual([[0, 'replacement', ['keepCard']]]);
  });

  it('OP-68 R-INSTANT-3 a seat whose revealed card is a core card is left out of Reveal step 4', () => {
    // Tetsu's core card (T02) cannot be replaced: only Kensei (W04, a meditation; the pool holds the block replacement 089) is asked.
    const s = revealed('W04', 'T02');
    expect(pendingDecisions(s).map((d) => [d.seat, d.kind])).toEqual([[0, 'replacement']]);
    expect(until(act(s, 0, { kind: 'keepCard' }).state, (d) => d.kind === 'replacement').decision).toBeUndefined();
  });

  it('OP-68 R-COUNTER-2 a counterattack window opens whenever the trigger holds, with only "pass" for a seat holding no attack card', () => {
    // Tetsu blocks Kensei's attack at 5 with W02 (counter icon 5): asked, though it holds nothing.
    const countered = until(revealed('W01', 'W02'), (d) => d.kind === 'counter');
    expect(countered.decision).toMatchObject({ seat: 1, kind: 'counter', rule: 'R-COUNTER-3', options: [{ kind: 'pass' }] });
    // The same block without the icon: no trigger, no window.
    expect(until(revealed('W01', 'W03'), (d) => d.kind === 'counter').decision).toBeUndefined();
  });

  it('OP-68 OP-20 R-INSTANT-SUPP-3 instant windows open while the seat may still play one this round, whatever its hand', () => {
    // Kensei holds no instant. Its turn starts (W05 is in its pool): asked; after its meditation
    // fully resolved, W06 (a block supplemental) fits it: asked again.
    const s = revealed('W04', 'T02');
    const start = until(s, (d) => d.kind === 'instant' && d.seat === 0);
    expect(start.decision).toMatchObject({ seat: 0, kind: 'instant', context: { window: 'startOfTurn' }, options: [{ kind: 'pass' }] });
    const after = until(act(start.state, 0, { kind: 'pass' }).state, (d) => d.kind === 'instant' && d.seat === 0);
    expect(after.decision).toMatchObject({ seat: 0, kind: 'instant', context: { window: 'afterResolve' }, options: [{ kind: 'pass' }] });
  });

  it('OP-68 R-INSTANT-REPL-4 OP-20 once the seat has used its instant (public: the replacement was shown), no later window opens for it', () => {
    // Tetsu (asked first) replaces its attack by T16: its instant is used, no instant window follows for it.
    const s = revealed('W01', 'W01', [[], ['T16']]);
    const replaced = act(s, 1, { kind: 'replace', card: s.seats[1]!.hand.find((c) => s.cards[c] === 'T16')! }).state;
    const rest = until(replaced, (d) => d.kind === 'instant' && d.seat === 1);
    expect(rest.decision).toBeUndefined();
    expect(rest.asked.some(([seat, kind]) => seat === 0 && kind === 'instant')).toBe(true); // Kensei's still open
  });

  it('OP-68 what another seat sees of a window never depends on the hand: a holder who passes and a seat holding nothing are asked alike', () => {
    // Tetsu holds T16 (a replacement), W05 (a start-of-turn instant) and an attack card fit to
    // counter, or none of them; it passes everywhere. Kensei and a spectator see the same round.
    const trace = (hand: string[]) => {
      let s = revealed('W01', 'W02', [[], hand]);
      const seen: unknown[] = [];
      for (let i = 0; i < 60; i++) {
        const d = pendingDecisions(s)[0];
        if (d === undefined || d.kind === 'select') break;
        seen.push([d.seat, d.kind, viewFor(s, 0).waitingFor, viewFor(s, 'spectator').waitingFor]);
        const applied = applyAction(s, d.seat, isCardWindow(d) ? passOption(d) : d.options[0]!);
        if (!applied.ok) throw new Error(applied.error.message);
        s = applied.value.state;
      }
      return seen;
    };
    const holding = trace(['T16', 'W05', 'W07']);
    expect(holding.filter((x) => (x as [SeatId, string])[0] === 1).map((x) => (x as [SeatId, string])[1])).toEqual(expect.arrayContaining(['replacement', 'instant', 'counter']));
    expect(trace([])).toEqual(holding);
  });
});
