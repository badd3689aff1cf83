import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { applyAction, createGame, createScenario, isCardWindow, passOption, pendingDecisions, rulesOf, viewFor, type Action, type GameState, type SeatId } from '@senjutsu/engine';
import { TEST_CARDS, TEST_CHARACTERS } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { explainChoice, type AiOptions } from './index';

// Each level's choices in positions set from the rulebook (createScenario), played through the
// real engine; and one seed, one choice.

const kensei = { q: 0, r: 1 };
const tetsu = { q: 0, r: 0 };
const board = { hexes: [{ q: 0, r: 0 }, { q: 0, r: 1 }, { q: 0, r: 2 }, { q: 1, r: 0 }, { q: 1, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 2 }] };

/** Kensei facing north at (0,1), Tetsu facing south at (0,0): each in the other's front hex. */
function faceToFace(hand: string[], theirs: string[], tetsuWounds = 0, focus = 0, more: { kenseiWounds?: number; tetsuFocus?: number } = {}): GameState {
  const made = createScenario({
    battlefield: board,
    seats: [
      { character: 'kensei', hex: kensei, facing: 0, focus, hand, deck: ['T13', 'T11', 'T13', 'T11'], wounds: more.kenseiWounds ?? 0 },
      { character: 'tetsu', hex: tetsu, facing: 3, hand: theirs, deck: ['T13', 'T13', 'T13', 'T13'], wounds: tetsuWounds, focus: more.tetsuFocus ?? 0 },
    ],
    definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

/** Every card each seat of `state` brings to the game (its hand, deck and discard): public in these positions. */
const listsOf = (state: GameState) => state.seats.map((st) => [...st.hand, ...st.deck, ...st.discard.map((d) => d.card)].map((c) => state.cards[c]!));

function choose(state: GameState, seat: SeatId, options: AiOptions) {
  const view = viewFor(state, seat);
  return explainChoice(view, view.decisions, rulesOf(state), { lists: listsOf(state), ...options });
}

const numberOf = (state: GameState, action: Action) => ('card' in action ? state.cards[action.card] : undefined);

function apply(state: GameState, seat: SeatId, action: Action): GameState {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

const FIXED = { iterations: 120, timeMs: Infinity, horizon: 1 };

describe('easy: one-ply heuristics', () => {
  it('takes an attack that wounds the opponent in front of it (T10 over a meditation and a block)', () => {
    const s = faceToFace(['T13', 'T12', 'T10'], ['T13']);
    expect(numberOf(s, choose(s, 0, { level: 'easy', seed: 1 }).action)).toBe('T10');
  });

  it('blocks an attack that would wound it, at the attack\'s initiative: no wound taken', () => {
    let s = faceToFace(['T13', 'T12', 'T11'], ['T10']);
    const block = choose(s, 0, { level: 'easy', seed: 1 }).action;
    expect(numberOf(s, block)).toBe('T12');
    s = apply(s, 0, block);
    s = apply(s, 1, pendingDecisions(s).find((d) => d.seat === 1)!.options.find((o) => numberOf(s, o) === 'T10')!);
    // The reveal asks replacements, then the block's variable initiative (R-ROUND-REVEAL-8): the AI answers each.
    for (let guard = 0; guard < 40 && s.round === 1; guard++) {
      const d = pendingDecisions(s)[0]!;
      const action = d.seat === 0 ? choose(s, 0, { level: 'easy', seed: 1 }).action : isCardWindow(d) ? passOption(d) : d.options[0]!;
      if (d.kind === 'variableInitiative') expect(action).toEqual({ kind: 'chooseInitiative', value: 6 });
      s = apply(s, d.seat, action!);
    }
    expect(s.round).toBe(2);
    expect(s.seats[0]!.wounds).toBe(0);
  });

  it('steps out of the opponent\'s revealed attack that resolves after its own card (T22 before T14)', () => {
    // Kensei's T22 (initiative 6: a step forward or diagonally forward, then turns) resolves before
    // Tetsu's T14 (initiative 4: two wounds on the hex ahead of Tetsu, where Kensei stands).
    let s = faceToFace(['T22'], ['T14'], 0, 0, { tetsuFocus: 1 });
    s = apply(s, 0, pendingDecisions(s).find((d) => d.seat === 0)!.options[0]!);
    s = apply(s, 1, pendingDecisions(s).find((d) => d.seat === 1)!.options.find((o) => numberOf(s, o) === 'T14')!);
    let moves = 0;
    for (let guard = 0; guard < 40 && s.round === 1; guard++) {
      const d = pendingDecisions(s)[0]!;
      if (d.seat === 0 && d.kind === 'move') moves++;
      const action = d.seat === 0 ? choose(s, 0, { level: 'easy', seed: 1 }).action : isCardWindow(d) ? passOption(d) : d.kind === 'attackFee' || d.kind === 'optionalFee' ? d.options.find((o) => o.kind === 'payFee' && o.pay)! : d.options[0]!;
      s = apply(s, d.seat, action);
    }
    expect(moves).toBeGreaterThan(0);
    expect(s.round).toBe(2);
    expect(s.seats[0]!.hex).not.toEqual(kensei);
    expect(s.seats[0]!.wounds).toBe(0);
  });

  it('moves its Kamae ring where its hand needs it, through the focus point (T13 with T18 in hand)', () => {
    // Kensei's map: Neutral - Aggression - focus point - Balance. T18 may be selected only in
    // Aggression (R-KAMAE-5); T13's path move of 2 takes the ring there and on through the focus
    // point (R-FOCUS-POINT-1..3), back to Aggression.
    let s = faceToFace(['T13', 'T18', 'T18'], ['T13']);
    s = apply(s, 0, pendingDecisions(s).find((d) => d.seat === 0)!.options.find((o) => numberOf(s, o) === 'T13')!);
    s = apply(s, 1, pendingDecisions(s).find((d) => d.seat === 1)!.options[0]!);
    let asked = 0;
    for (let guard = 0; guard < 40 && s.round === 1; guard++) {
      const d = pendingDecisions(s)[0]!;
      if (d.seat === 0 && d.kind.startsWith('kamae')) asked++;
      s = apply(s, d.seat, d.seat === 0 ? choose(s, 0, { level: 'easy', seed: 1 }).action : isCardWindow(d) ? passOption(d) : d.options.find((o) => o.kind === 'endKamae') ?? d.options[0]!);
    }
    expect(asked).toBeGreaterThan(0);
    expect(s.seats[0]!.kamae).toBe('aggression');
    expect(s.seats[0]!.focus).toBe(2);
  });

  it('keeps its focus: declines the alternative initiative\'s fee (R-ROUND-REVEAL-3) when nothing asks for it', () => {
    let s = faceToFace(['T13', 'T15'], ['T13'], 0, 1);
    const attack = choose(s, 0, { level: 'easy', seed: 1 }).action;
    expect(numberOf(s, attack)).toBe('T15');
    s = apply(apply(s, 0, attack), 1, pendingDecisions(s).find((d) => d.seat === 1)!.options[0]!);
    let asked = 0;
    while (s.flow.at === 'reveal') {
      const d = pendingDecisions(s)[0]!;
      const action = d.seat === 0 ? choose(s, 0, { level: 'easy', seed: 1 }).action : isCardWindow(d) ? passOption(d) : d.options[0]!;
      if (d.kind === 'initiativeFee') {
        asked++;
        expect(action).toEqual({ kind: 'payInitiativeFee', pay: false });
      }
      s = apply(s, d.seat, action);
    }
    expect(asked).toBe(1);
    expect(s.seats[0]!.focus).toBe(1);
  });
});

describe('normal and hard: search at the Select step', () => {
  it.each(['normal', 'hard'] as const)('%s: finishes a wounded opponent with the attack that reaches it', (level) => {
    // Tetsu (wound limit 4) has 3 wounds and only meditations: T10 wins the game this round.
    const s = faceToFace(['T13', 'T11', 'T10'], ['T13', 'T13'], 3);
    const choice = choose(s, 0, { level, seed: 7, budget: { ...FIXED, horizon: 0 } });
    expect(numberOf(s, choice.action)).toBe('T10');
    const best = [...choice.candidates].sort((a, b) => b.value - a.value)[0]!;
    expect(best.number).toBe('T10');
    // A win in every sample (1, beside the prior's virtual playouts); the other cards leave Tetsu standing (at most 0.9).
    expect(best.value).toBeGreaterThan(0.95);
    for (const other of choice.candidates.filter((c) => c !== best)) expect(other.value).toBeLessThanOrEqual(0.9);
    expect(choice.playouts).toBeGreaterThan(0);
  });

  it.each(['normal', 'hard'] as const)('%s: blocks the blow that would defeat it where the one-ply rules attack (T12, not T10)', (level) => {
    // Kensei (wound limit 5) has 3 wounds; Tetsu holds T14 (initiative 4, two wounds ahead). Kensei's
    // T10 (initiative 6) wounds Tetsu first but leaves it standing, and T14 then defeats Kensei; only
    // the block T12, at initiative 4, saves it. Easy takes the wounding attack.
    const s = faceToFace(['T13', 'T12', 'T10'], ['T14', 'T14'], 0, 0, { kenseiWounds: 3, tetsuFocus: 2 });
    expect(numberOf(s, choose(s, 0, { level: 'easy', seed: 1 }).action)).toBe('T10');
    const choice = choose(s, 0, { level, seed: 11, budget: { ...FIXED, horizon: 0 } });
    expect(numberOf(s, choice.action)).toBe('T12');
    const value = (n: string) => choice.candidates.find((c) => c.number === n)!.value;
    expect(value('T12')).toBeGreaterThan(value('T10'));
  });

  it('hard closes in on an opponent that keeps its distance (T20 steps in, where the meditation T13 only gains focus)', () => {
    // Kensei three hexes south of Tetsu, facing it; Tetsu holds only meditations, so nothing is
    // at stake this round but the distance. Scored by wounds and focus alone, T13's focus wins and
    // the game drifts towards the empty-deck wounds (docs/ai.md, Strength).
    const column = { hexes: [-1, 0, 1].flatMap((q) => [0, 1, 2, 3, 4].map((r) => ({ q, r }))) };
    const made = createScenario({
      battlefield: column,
      seats: [
        { character: 'kensei', hex: { q: 0, r: 3 }, facing: 0, hand: ['T13', 'T20'], deck: ['T13', 'T11', 'T13', 'T11'] },
        { character: 'tetsu', hex: tetsu, facing: 3, hand: ['T13', 'T13'], deck: ['T13', 'T13', 'T13', 'T13'] },
      ],
      definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
    });
    if (!made.ok) throw new Error(made.error.message);
    const s = made.value.state;
    const choice = choose(s, 0, { level: 'hard', seed: 5, budget: { ...FIXED, horizon: 0 } });
    const value = (n: string) => choice.candidates.find((c) => c.number === n)!.value;
    expect(value('T20')).toBeGreaterThan(value('T13'));
    expect(numberOf(s, choice.action)).toBe('T20');
  });

  it('hard mixes: its card is drawn from a distribution, and the weights it reports sum to 1', () => {
    const s = faceToFace(['T13', 'T12', 'T10'], ['T10', 'T12', 'T13']);
    const choice = choose(s, 0, { level: 'hard', seed: 3, budget: FIXED });
    expect(choice.candidates.reduce((n, c) => n + c.weight, 0)).toBeCloseTo(1, 6);
    expect(choice.candidates.map((c) => c.number).sort()).toEqual(['T10', 'T12', 'T13']);
  });
});

describe('determinism', () => {
  /** A real-content duel (signature decks) at its third Select step, both seats played by easy. */
  function realSelect(seed: number): GameState {
    const [a, b] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 1) % PACKS.length]!];
    const made = createGame({
      seed, battlefield: BATTLEFIELDS['burnt-village'], terrain: ['rock', 'bamboo'],
      seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    });
    if (!made.ok) throw new Error(made.error.message);
    let s = made.value.state;
    while (!(s.round === 3 && pendingDecisions(s).some((d) => d.kind === 'select'))) {
      const d = pendingDecisions(s)[0]!;
      const view = viewFor(s, d.seat);
      s = apply(s, d.seat, explainChoice(view, view.decisions, rulesOf(s), { level: 'easy', seed }).action);
    }
    return s;
  }

  it.each(['normal', 'hard'] as const)('%s: the same seed and view give the same choice and the same statistics', (level) => {
    const s = realSelect(5);
    const seat = pendingDecisions(s).find((d) => d.kind === 'select')!.seat;
    const view = viewFor(s, seat);
    const run = () => explainChoice(view, view.decisions, rulesOf(s), { level, seed: 'same', budget: { iterations: 40, timeMs: Infinity, horizon: 1 } });
    const first = run();
    expect(first.playouts).toBeGreaterThan(0);
    expect(JSON.stringify(run())).toBe(JSON.stringify(first));
  });
});
