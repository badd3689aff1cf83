import { SOLO_CATALOG } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../rng';
import { soloScenario } from '../testing/solo';
import { blockInitiative, soloCounter } from './block';
import { soloResolutionOrder, type RevealedCard } from './order';
import { newAutomaton } from './round';
import { decideTurn } from './turn';
import { SOLO_STUN } from './types';

// Section 20.7 (blocks and counters) and the solo resolution order (R-SOLO-ADV-1..5, OP-46).

const card = (n: string) => SOLO_CATALOG.cards[n]!;
const rng = seedRng(5);

describe('solo blocks (R-SOLO-BLOCK-1..3)', () => {
  it('R-SOLO-BLOCK-2 S026 (3-7) against an attack at 5 blocks at 5', () => {
    expect(blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 5, wounds: 1 }])).toMatchObject({ initiative: 5, rule: 'R-SOLO-BLOCK-2' });
  });
  it('R-SOLO-BLOCK-2 R-SOLO-WEAK-1 with one weakness card it picks 6, whose effective value is 5', () => {
    expect(blockInitiative(card('S026'), 1, [{ seat: 0, initiative: 5, wounds: 1 }]).initiative).toBe(6);
  });
  it('R-SOLO-BLOCK-3 two attack effects (like the Student\'s 048): the one causing more wounds first', () => {
    const choice = blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 6, wounds: 1 }, { seat: 0, initiative: 4, wounds: 2 }]);
    expect(choice).toMatchObject({ initiative: 4, rule: 'R-SOLO-BLOCK-3' });
    expect(choice.order.map((a) => a.initiative)).toEqual([4, 6]);
  });
  it('R-SOLO-BLOCK-3 equal wounds: the faster part first', () => {
    expect(blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 4, wounds: 1 }, { seat: 0, initiative: 6, wounds: 1 }]).initiative).toBe(6);
  });
  it('R-SOLO-BLOCK-3 the stronger part out of the card\'s range: it blocks the part it can', () => {
    expect(blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 9, wounds: 3 }, { seat: 0, initiative: 4, wounds: 1 }]).initiative).toBe(4);
  });
  it('OP-75 no value equals the attack: the nearest, weakness counted (3-7 against 1: 3; one weakness against 8: printed 7, effective 6; two weakness cards against 1: printed 3, effective 1)', () => {
    expect(blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 1, wounds: 1 }])).toMatchObject({ initiative: 3, rule: 'OP-75', code: 'block.nearest' });
    expect(blockInitiative(card('S026'), 1, [{ seat: 0, initiative: 8, wounds: 1 }]).initiative).toBe(7);
    expect(blockInitiative(card('S026'), 2, [{ seat: 0, initiative: 1, wounds: 1 }]).initiative).toBe(3); // effective 1 at 3: equal
    expect(blockInitiative(card('S026'), 0, [{ seat: 0, initiative: 9, wounds: 1 }, { seat: 0, initiative: 1, wounds: 2 }]).initiative).toBe(3); // the part causing more wounds
  });
  it('R-SOLO-GOLDEN-1 no attack to match: the highest value of its range', () => {
    expect(blockInitiative(card('S026'), 0, [])).toMatchObject({ initiative: 7, rule: 'R-SOLO-GOLDEN-1' });
  });
  it('R-SOLO-BLOCK-1 both parts of a block card are resolved: S030 blocks, then steps back and turns', () => {
    const r = { ...newAutomaton({ automaton: 'katana-ashigaru', seat: 1, deck: [], behaviour: 'middle', stance: 'defensive' }), drawn: 'S030' };
    const plan = decideTurn(soloScenario({ humans: [[4, 3, 0]], automata: [[4, 2, 3]] }).board, r, { incoming: [{ seat: 0, initiative: 4, wounds: 1 }] });
    expect(plan.block).toMatchObject({ initiative: 4 });
    expect(plan.move).not.toBeNull();
    expect(plan.attack).toBeNull();
  });
});

describe('solo counters (R-SOLO-COUNTER-1..3, OP-24)', () => {
  const katana = (deck: string[]) => newAutomaton({ automaton: 'katana-ashigaru', seat: 1, deck, behaviour: 'left', stance: 'aggressive' });
  it('R-SOLO-COUNTER-1 R-SOLO-COUNTER-2 R-SOLO-COUNTER-3 an attack at S015\'s counter value 5 turns up an attack card: 1 wound to you', () => {
    const out = soloCounter(katana(['S014', 'S026']), card('S015'), 5, rng);
    expect(out).toMatchObject({ turned: 'S014', wound: true, rule: 'R-SOLO-COUNTER-3' });
    expect(out.record.deck).toEqual(['S026']);
    expect(out.record.discard).toEqual([{ card: 'S014', faceDown: false }]); // OP-24
  });
  it('R-SOLO-COUNTER-3 a card turned up that shows no attack: no wound (S026, a plain block)', () => {
    expect(soloCounter(katana(['S026', 'S014']), card('S015'), 5, rng)).toMatchObject({ turned: 'S026', wound: false });
  });
  it('R-SOLO-COUNTER-3 a block card with an "if successful" attack shows an attack (S029)', () => {
    expect(soloCounter(katana(['S029']), card('S015'), 5, rng)).toMatchObject({ turned: 'S029', wound: true });
  });
  it('R-SOLO-COUNTER-2 another initiative, or a card with no counter, does nothing', () => {
    expect(soloCounter(katana(['S014']), card('S015'), 6, rng)).toMatchObject({ turned: null, wound: false });
    expect(soloCounter(katana(['S014']), card('S014'), 5, rng)).toMatchObject({ turned: null, wound: false });
  });
  it('OP-24 OP-30 an empty deck is rebuilt from the discard pile before the card is turned up; a stun turned up goes beside the deck', () => {
    const r = { ...katana([]), discard: [{ card: SOLO_STUN, faceDown: false }] };
    expect(soloCounter(r, card('S015'), 5, rng)).toMatchObject({ turned: SOLO_STUN, wound: false, record: { stunsBeside: 1, deck: [], discard: [] } });
  });
});

describe('resolution order in solo and co-op (R-SOLO-ADV-1..5, OP-46)', () => {
  const human = (seat: number, initiative: number, advantage: number, typeRank = 1): RevealedCard => ({ seat, initiative, typeRank, automaton: false, advantage });
  const automaton = (seat: number, initiative: number, toTarget: number, typeRank = 1): RevealedCard => ({ seat, initiative, typeRank, automaton: true, advantage: 1, toTarget });
  it('R-SOLO-ADV-1 R-SOLO-ADV-2 higher initiative first; in a tie the automaton (advantage 01) comes after the human', () => {
    const { order } = soloResolutionOrder([automaton(1, 5, 1), human(0, 7, 6), automaton(2, 5, 2), human(3, 5, 3)]);
    expect(order).toEqual([0, 3, 1, 2]);
  });
  it('R-SOLO-ADV-5 a human and an automaton tied: the player may reorder them', () => {
    const { ties } = soloResolutionOrder([automaton(1, 5, 1), human(0, 5, 6)]);
    expect(ties).toEqual([{ seats: [0, 1], decider: 0, rule: 'R-SOLO-ADV-5' }]);
  });
  it('R-SOLO-ADV-3 automata tied: least favourable to you, the one nearest its target first, and no one decides', () => {
    const { order, ties } = soloResolutionOrder([automaton(1, 4, 3), automaton(2, 4, 1)]);
    expect(order).toEqual([2, 1]);
    expect(ties[0]).toMatchObject({ decider: null, rule: 'R-SOLO-ADV-3' });
  });
  it('R-SOLO-ADV-4 OP-46 humans tied: by starting advantage, and the one with the higher value decides', () => {
    const { order, ties } = soloResolutionOrder([human(0, 5, 3), human(1, 5, 6)]);
    expect(order).toEqual([1, 0]);
    expect(ties[0]).toMatchObject({ decider: 1, rule: 'OP-46' });
  });
  it('R-SOLO-ADV-4 the card type breaks an initiative tie first (block before attack, R-ROUND-RESOLVE-4)', () => {
    expect(soloResolutionOrder([automaton(1, 5, 1, 0), human(0, 5, 6, 1)]).order).toEqual([1, 0]);
  });
});
