import { buildAutomatonDecks, SOLO_CATALOG } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../rng';
import { soloScenario } from '../testing/solo';
import {
  applySoloTerm, discardStep, drawForRound, effectiveInitiative, focusOnAutomaton, lookAtHand, mistOfConfusion, newAutomaton,
  receiveStun, receiveWeakness, receiveWounds, stunningToxin,
} from './round';
import { decideTurn } from './turn';
import { SOLO_STUN, type AutomatonRecord } from './types';

// Sections 20.3 and 20.8: the automaton's round bookkeeping, played as transitions on its record
// with the game's seeded generator.

const rng = seedRng(7);
const katana = (deck: string[], extra: Partial<AutomatonRecord> = {}): AutomatonRecord => ({
  ...newAutomaton({ automaton: 'katana-ashigaru', seat: 1, deck, behaviour: 'left', stance: 'aggressive' }),
  ...extra,
});
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('draw (R-SOLO-ROUND-1), bleeding (R-SOLO-BLEED-1/2), empty deck (OP-30)', () => {
  it('R-SOLO-ROUND-1 it takes the top card of its deck', () => {
    const { record } = drawForRound(katana(['S014', 'S026', 'S002']), rng);
    expect(record.drawn).toBe('S014');
    expect(record.deck).toEqual(['S026', 'S002']);
  });
  it('R-SOLO-BLEED-2 with a bleeding wound it first discards its top card face down, then draws', () => {
    const { record, notes } = drawForRound(katana(['S014', 'S026', 'S002'], { bleeding: 1, wounds: 1 }), rng);
    expect(record.discard).toEqual([{ card: 'S014', faceDown: true }]);
    expect(record.drawn).toBe('S026');
    expect(notes.map((n) => n.rule)).toEqual(['R-SOLO-BLEED-2', 'R-SOLO-ROUND-1']);
  });
  it('R-SOLO-BLEED-1 bleeding wounds count as wounds toward the limit', () => {
    const { record } = receiveWounds(katana([], { woundLimit: 2 }), 2, true);
    expect(record).toMatchObject({ wounds: 2, bleeding: 2, defeated: 'wounds' });
  });
  it('OP-30 an empty deck is rebuilt from the discard pile, and the automaton takes no wound', () => {
    const r = katana([], { discard: [{ card: 'S014', faceDown: false }, { card: 'S026', faceDown: true }] });
    const { record, notes } = drawForRound(r, rng);
    expect(sorted([record.drawn!, ...record.deck])).toEqual(['S014', 'S026']);
    expect(record.discard).toEqual([]);
    expect(record.wounds).toBe(0);
    expect(notes[0]!.rule).toBe('OP-30');
  });
  it('OP-30 with no card anywhere it takes no action', () => {
    expect(drawForRound(katana([]), rng).record.drawn).toBeNull();
  });
});

describe('stuns (R-SOLO-STUN-1..4, OP-23) and wounds (R-SOLO-WOUND-1..3)', () => {
  it('R-SOLO-STUN-2 a stun card is shuffled into the deck at once', () => {
    const { record } = receiveStun(katana(['S014', 'S026', 'S002', 'S015']), rng);
    expect(record.deck).toHaveLength(5);
    expect(record.deck.filter((c) => c === SOLO_STUN)).toHaveLength(1);
    expect(record.stuns).toBe(1);
  });
  it('OP-78 (over R-SOLO-STUN-3) a stun card on top goes beside the deck and the next card is taken, through two stuns and a rebuild', () => {
    const { record, notes } = drawForRound(katana([SOLO_STUN, 'S014']), rng);
    expect(record).toMatchObject({ drawn: 'S014', stunsBeside: 1, deck: [] });
    expect(notes.map((n) => n.rule)).toEqual(['OP-78', 'R-SOLO-ROUND-1']);
    const rebuilt = drawForRound({ ...katana([SOLO_STUN, SOLO_STUN]), discard: [{ card: 'S026', faceDown: false }] }, rng).record;
    expect(rebuilt).toMatchObject({ drawn: 'S026', stunsBeside: 2, deck: [], discard: [] }); // OP-30 after both stuns
    // With no card left at all it has no card this round (OP-30), and the turn says so.
    const none = drawForRound(katana([SOLO_STUN]), rng).record;
    expect(none).toMatchObject({ drawn: null, stunsBeside: 1 });
    expect(decideTurn(soloScenario({ humans: [[4, 3, 0]], automata: [[4, 1, 3]] }).board, none).idle?.rule).toBe('R-SOLO-STUN-3');
  });
  it('R-SOLO-STUN-1 R-SOLO-STUN-4 OP-23 the stun limit equals the wound limit; stuns in the deck and beside it all count, apart from wounds', () => {
    let r = katana(['S014', 'S026'], { woundLimit: 3, stunLimit: 3, wounds: 2 });
    expect(newAutomaton({ automaton: 'katana-ashigaru', seat: 1, deck: [], behaviour: 'left', stance: 'aggressive', woundLimit: 3 }).stunLimit).toBe(3);
    r = drawForRound(receiveStun(r, rng).record, rng).record; // one stun, maybe drawn
    r = receiveStun(r, rng).record;
    expect(r.defeated).toBeNull(); // 2 stuns and 2 wounds: neither count reaches 3
    expect(receiveStun(r, rng).record.defeated).toBe('stuns');
  });
  it('OP-23 the Czech procedure as an option: the stun goes beside the deck and the next action is lost', () => {
    const { record } = receiveStun(katana(['S014']), rng, 1, 'beside');
    expect(record).toMatchObject({ deck: ['S014'], stunsBeside: 1, skipNext: true });
    const next = drawForRound(record, rng);
    expect(next.record).toMatchObject({ drawn: null, skipNext: false, deck: ['S014'] });
  });
  it('R-SOLO-WOUND-1 defeated when its wounds reach the limit', () => {
    expect(receiveWounds(katana([], { woundLimit: 3 }), 2).record.defeated).toBeNull();
    expect(receiveWounds(katana([], { woundLimit: 3, wounds: 2 }), 1).record.defeated).toBe('wounds');
  });
  it.each([[1, 7], [2, 3], [3, 2], [4, 1], [5, 1]])('R-SOLO-WOUND-2 against %i automata each has %i wounds', (n, limit) => {
    const r = newAutomaton({ automaton: 'samurai-boss', seat: 1, deck: [], behaviour: 'left', stance: 'aggressive', automataInGame: n });
    expect([r.woundLimit, r.stunLimit]).toEqual([limit, limit]);
  });
  it('R-SOLO-WOUND-3 the limit may be set for difficulty', () => {
    expect(newAutomaton({ automaton: 'samurai-boss', seat: 1, deck: [], behaviour: 'left', stance: 'aggressive', woundLimit: 10 }).woundLimit).toBe(10);
  });
  it('R-SOLO-WEAK-1 each weakness card lowers its initiative by 1', () => {
    const r = receiveWeakness(katana([]), 2);
    expect(r.weakness).toEqual([0, 0]);
    expect(effectiveInitiative(r, 5)).toBe(3);
  });
});

describe('behaviour, stance, poisons, focus (R-SOLO-BEHAV-CHANGE-1, R-SOLO-TRACK-1, OP-26, R-SOLO-POISON-3/4, R-SOLO-FOCUS-1)', () => {
  it('R-SOLO-BEHAV-CHANGE-1 R-SOLO-TRACK-1 the marker follows the arrows Left → Middle → Right → Left', () => {
    let r = katana([]);
    const seen = [r.behaviour];
    for (let i = 0; i < 3; i++) {
      r = applySoloTerm(r, rng, { kind: 'changeBehaviour' }).record;
      seen.push(r.behaviour);
    }
    expect(seen).toEqual(['left', 'middle', 'right', 'left']);
  });
  it('OP-26 R-SOLO-STANCE-1 a stance change to "the other" swaps aggressive and defensive', () => {
    const r = applySoloTerm(katana([]), rng, { kind: 'changeStance', to: 'other' }).record;
    expect(r.stance).toBe('defensive');
    expect(applySoloTerm(r, rng, { kind: 'changeStance', to: 'other' }).record.stance).toBe('aggressive');
  });
  it('R-SOLO-POISON-4 under Stunning Toxin neither behaviour nor stance changes', () => {
    const r = stunningToxin(katana([]), true);
    expect(applySoloTerm(r, rng, { kind: 'changeBehaviour' }).record.behaviour).toBe('left');
    expect(applySoloTerm(r, rng, { kind: 'changeStance', to: 'defensive' }).record.stance).toBe('aggressive');
    expect(applySoloTerm(stunningToxin(r, false), rng, { kind: 'changeBehaviour' }).record.behaviour).toBe('middle');
  });
  it('R-SOLO-POISON-3 Mist of Confusion: you set its stance', () => {
    expect(mistOfConfusion(katana([]), 'defensive').stance).toBe('defensive');
  });
  it('R-SOLO-FOCUS-1 focus gained or lost has no effect on an automaton', () => {
    const r = katana(['S014']);
    const out = focusOnAutomaton(r, 2);
    expect(out.record).toBe(r);
    expect(out.notes[0]!.rule).toBe('R-SOLO-FOCUS-1');
  });
});

describe('deck refresh (R-SOLO-REFRESH-1/2), returned cards, look at hand (R-SOLO-LOOK-1..3)', () => {
  it('R-SOLO-REFRESH-1 R-SOLO-REFRESH-2 after the discard, every solo card, the one played too, is shuffled into a new deck', () => {
    let r = katana(['S026', SOLO_STUN], { drawn: 'S025', discard: [{ card: 'S014', faceDown: false }, { card: 'S002', faceDown: true }], stunsBeside: 1 });
    r = applySoloTerm(r, rng, { kind: 'refreshDeck' }).record;
    expect(r.deck).toEqual(['S026', SOLO_STUN]); // nothing happens before the discard
    const { record } = discardStep(r, rng);
    expect(sorted(record.deck)).toEqual(sorted(['S026', SOLO_STUN, 'S025', 'S014', 'S002']));
    expect(record).toMatchObject({ discard: [], drawn: null, refreshPending: false, stunsBeside: 1 });
  });
  it('R-SOLO-ROUND-5 without a refresh the played card goes face up on the discard pile', () => {
    const { record } = discardStep(katana(['S026'], { drawn: 'S014' }), rng);
    expect(record).toMatchObject({ deck: ['S026'], discard: [{ card: 'S014', faceDown: false }], drawn: null });
  });
  it('R-FRAG-13 "shuffle the top discarded card into the deck" takes the top of the pile only', () => {
    const r = katana(['S026'], { discard: [{ card: 'S014', faceDown: false }, { card: 'S002', faceDown: false }] });
    const { record } = applySoloTerm(r, rng, { kind: 'returnDiscard', count: 1 });
    expect(sorted(record.deck)).toEqual(['S002', 'S026']);
    expect(record.discard).toEqual([{ card: 'S014', faceDown: false }]);
  });
  it('R-SOLO-LOOK-1 R-SOLO-LOOK-3 you see its top two cards, which go back on top shuffled', () => {
    const out = lookAtHand(katana(['S014', 'S026', 'S002']), rng);
    expect(out.seen).toEqual(['S014', 'S026']);
    expect(sorted(out.record.deck.slice(0, 2))).toEqual(['S014', 'S026']);
    expect(out.record.deck[2]).toBe('S002');
  });
  it('R-SOLO-LOOK-2 with 0 or 1 cards in its deck it is first rebuilt from the discard pile', () => {
    const out = lookAtHand(katana(['S014'], { discard: [{ card: 'S026', faceDown: false }, { card: 'S002', faceDown: true }] }), rng);
    expect(out.seen[0]).toBe('S014');
    expect(out.seen).toHaveLength(2);
    expect(out.record.discard).toEqual([]);
    expect(out.notes[0]!.rule).toBe('R-SOLO-LOOK-2');
  });
  it('the transitions are deterministic: the same record and seed give the same result', () => {
    const r = katana(['S014', 'S026', 'S002', 'S015'], { discard: [{ card: 'S019', faceDown: false }] });
    expect(receiveStun(r, rng)).toEqual(receiveStun(r, rng));
    expect(lookAtHand(r, seedRng(3))).toEqual(lookAtHand(JSON.parse(JSON.stringify(r)), seedRng(3)));
  });
});

describe('nightmare decks in play (R-SOLO-NIGHTMARE-2..4)', () => {
  const source = { state: seedRng(11), int: randomInt };
  it('R-SOLO-NIGHTMARE-4 the automated Master starts with his own nightmare card, and plays it (XN101: change behaviour first, then its attack)', () => {
    const built = buildAutomatonDecks([{ automaton: 'master', nightmare: true }], source);
    if (!built.ok) throw new Error(built.error.message);
    const deck = built.value.decks[0]!.cards;
    expect(deck).toContain('XN101');
    const r = { ...newAutomaton({ automaton: 'master', seat: 1, deck, behaviour: 'left', stance: 'aggressive' }), drawn: 'XN101' };
    const plan = decideTurn(soloScenario({ humans: [[4, 3, 0]], automata: [[5, 3, 5]], terrain: [{ kind: 'rock', at: [4, 4] }] }).board, r);
    expect(SOLO_CATALOG.cards['XN101']!.before).toEqual([{ kind: 'changeBehaviour' }]);
    expect(plan.behaviour).toBe('middle'); // left → middle before it attacks
    expect(plan.attack).toMatchObject({ kind: 'attack', rule: 'R-SOLO-ATK-MELEE-2' });
  });
  it('R-SOLO-AUTO-1 R-SOLO-SETUP-3 the deck built before the game controls the automaton: it draws the built deck\'s top card', () => {
    const built = buildAutomatonDecks([{ automaton: 'samurai-boss' }], source);
    if (!built.ok) throw new Error(built.error.message);
    const deck = built.value.decks[0]!.cards;
    const { record } = drawForRound(newAutomaton({ automaton: 'samurai-boss', seat: 1, deck, behaviour: 'left', stance: 'aggressive' }), rng);
    expect(record.drawn).toBe(deck[0]);
    expect(decideTurn(soloScenario({ humans: [[4, 3, 0]], automata: [[4, 1, 3]] }).board, record).card).toBe(deck[0]);
  });
  it('R-SOLO-NIGHTMARE-1 R-SOLO-NIGHTMARE-2 R-SOLO-NIGHTMARE-3 a nightmare katana ashigaru plays its deck 8 card (keyword NIGHTMARE) like any attack', () => {
    const built = buildAutomatonDecks([{ automaton: 'katana-ashigaru', nightmare: true }], source);
    if (!built.ok) throw new Error(built.error.message);
    const nightmare = built.value.decks[0]!.cards.filter((c) => c.startsWith('N'));
    expect(nightmare).toHaveLength(1);
    expect(SOLO_CATALOG.cards[nightmare[0]!]!.keywords).toContain('NIGHTMARE');
    const r = { ...katana(built.value.decks[0]!.cards), drawn: nightmare[0]! };
    const plan = decideTurn(soloScenario({ humans: [[4, 3, 0]], automata: [[4, 0, 3]] }).board, r);
    expect(plan.card).toBe(nightmare[0]);
    expect(plan.attack).not.toBeNull(); // deck 8 cards are attacks: attack part or movement part (R-SOLO-ATK-1)
    expect(plan.attack!.kind === 'attack' || plan.move !== null).toBe(true);
  });
});
