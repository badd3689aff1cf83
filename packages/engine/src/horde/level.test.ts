import { HORDE_STARTS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, outcome, pendingDecisions, restoreGame, rulesOf, viewFor, type GameEvent, type GameState } from '../index';
import { heroConfig, playUntil } from '../testing/horde';

// Horde mode's level change (R-HORDE-RESET-1..10), its three levels (R-HORDE-12) and ranks
// (R-HORDE-RANK-1..4), played through the engine with the test hero (testing/horde.ts).

const X = HORDE_STARTS['snowy-battlefield'].X;
const hordeEvent = (events: readonly GameEvent[], name: string) => events.some((e) => e.kind === 'horde' && e.event === name);

function newRun(seed: number): GameState {
  const r = createGame(heroConfig(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/**
 * The position just before the last automaton of level 1 falls, set up for the level change: the
 * player holds two stun cards, two weakness cards and two bleeding wounds, with an odd discard pile
 * (JSON edited and restored, as a scenario would build it).
 */
function levelOneDone(): GameState {
  let done = newRun(1);
  for (let guard = 0; guard < 5000; guard++) {
    const d = pendingDecisions(done)[0]!;
    const r = applyAction(done, d.seat, d.options[0]!);
    if (!r.ok) throw new Error(r.error.message);
    if (hordeEvent(r.value.events, 'levelCompleted')) break;
    done = r.value.state;
  }
  expect(viewFor(done, 0).horde).toMatchObject({ level: 1, wave: 4 });
  const json = JSON.parse(JSON.stringify(done)) as { seats: { hand: string[]; weakness: number[]; bleeding: number; discard: unknown[] }[]; cards: Record<string, string> };
  const player = json.seats[0]!;
  json.cards = { ...json.cards, sx1: 'STUN', sx2: 'STUN' };
  player.hand = [...player.hand, 'sx1', 'sx2'];
  player.weakness = [0, 0];
  player.bleeding = 2;
  const restored = restoreGame(rulesOf(done), json);
  if (!restored.ok) throw new Error(restored.error.message);
  return restored.value;
}

/** The same position with the top discarded card moved under the deck (an odd discard pile). */
function withOddDiscard(s: GameState): GameState {
  const json = JSON.parse(JSON.stringify(s)) as { seats: { deck: string[]; discard: { card: string }[] }[] };
  const player = json.seats[0]!;
  player.deck.push(player.discard.pop()!.card);
  const restored = restoreGame(rulesOf(s), json);
  if (!restored.ok) throw new Error(restored.error.message);
  return restored.value;
}

const atRule = (rule: string) => (s: GameState) => pendingDecisions(s)[0]?.rule === rule;
function choose(s: GameState, option: 0 | 1): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(s, 0, { kind: 'chooseOption', option });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const stuns = (s: GameState) => s.seats[0]!.hand.filter((c) => s.cards[c] === 'STUN').length;

describe('horde level change (R-HORDE-RESET-1..10)', () => {
  it('R-HORDE-RESET-1, R-HORDE-RESET-2: every automaton deck is built anew once wave 4 has fallen', () => {
    const before = levelOneDone();
    const { state, events } = playUntil(before, atRule('R-HORDE-RESET-6'));
    expect(hordeEvent(events, 'decksRebuilt')).toBe(true);
    const old = before.solo!.records;
    const rebuilt = state.solo!.records;
    expect(rebuilt.map((r) => r.automaton)).toEqual(old.map((r) => r.automaton));
    for (const r of rebuilt) expect(r.discard).toEqual([]);
    const cardsOf = (r: (typeof old)[number]) => [...r.deck, ...r.discard.map((d) => d.card), ...(r.drawn === null ? [] : [r.drawn])].filter((c) => c !== 'STUN').sort().join();
    expect(rebuilt.map(cardsOf)).not.toEqual(old.map(cardsOf)); // new cards from the selection decks
  });

  it('R-HORDE-RESET-4, R-HORDE-RESET-5: the player returns to start hex X and discards every weakness card', () => {
    const { state } = playUntil(levelOneDone(), atRule('R-HORDE-RESET-6'));
    const view = viewFor(state, 0);
    expect(view.seats[0]).toMatchObject({ hex: X.hex, facing: X.facing, weakness: [] });
    expect(view.horde).toMatchObject({ level: 1, wave: 4, recovery: 'stun' });
  });

  it('R-HORDE-RESET-6, R-HORDE-RESET-8: the player may discard one stun card (one at most), or keep them all', () => {
    const { state } = playUntil(levelOneDone(), atRule('R-HORDE-RESET-6'));
    expect(pendingDecisions(state)).toEqual([
      { seat: 0, kind: 'or', rule: 'R-HORDE-RESET-6', options: [{ kind: 'chooseOption', option: 0 }, { kind: 'chooseOption', option: 1 }] },
    ]);
    const bad = applyAction(state, 0, { kind: 'chooseOption', option: 2 });
    expect(bad.ok).toBe(false);
    expect(stuns(state)).toBe(2);
    const discarded = choose(state, 0).state;
    expect(stuns(discarded)).toBe(1);
    expect(pendingDecisions(discarded)[0]!.rule).toBe('R-HORDE-RESET-7'); // no second stun card
    expect(stuns(choose(state, 1).state)).toBe(2);
  });

  it('R-HORDE-RESET-7, R-HORDE-RESET-8: the player may turn one bleeding wound into a wound, or keep them', () => {
    const at7 = playUntil(choose(playUntil(levelOneDone(), atRule('R-HORDE-RESET-6')).state, 1).state, atRule('R-HORDE-RESET-7')).state;
    const { wounds, bleeding } = at7.seats[0]!;
    expect(bleeding).toBe(2);
    const replaced = choose(at7, 0).state.seats[0]!;
    expect({ wounds: replaced.wounds, bleeding: replaced.bleeding }).toEqual({ wounds: wounds + 1, bleeding: 1 });
    const kept = choose(at7, 1).state.seats[0]!;
    expect({ wounds: kept.wounds, bleeding: kept.bleeding }).toEqual({ wounds, bleeding: 2 });
  });

  it('R-HORDE-RESET-3, R-HORDE-RESET-9, OP-33: the hand stays; half the discard pile (rounded up) goes back into the deck, shuffled', () => {
    let at6 = playUntil(levelOneDone(), atRule('R-HORDE-RESET-6')).state;
    if (at6.seats[0]!.discard.length % 2 === 0) at6 = withOddDiscard(at6); // so that "rounded up" shows
    const p = at6.seats[0]!;
    expect(p.discard.length % 2).toBe(1);
    expect(p.discard.length).toBeGreaterThan(2);
    const at7 = choose(at6, 1).state;
    const { state, events } = choose(at7, 1);
    const q = state.seats[0]!;
    expect(q.hand).toEqual(p.hand); // R-HORDE-RESET-3
    const back = Math.ceil(p.discard.length / 2);
    expect(q.deck).toHaveLength(p.deck.length + back);
    expect(q.discard).toHaveLength(p.discard.length - back);
    const returned = q.deck.filter((c) => !p.deck.includes(c));
    expect(returned).toHaveLength(back);
    for (const c of returned) expect(p.discard.map((d) => d.card)).toContain(c);
    expect(events).toContainEqual({ kind: 'deckShuffled', seat: 0 });
  });

  it('R-HORDE-RESET-10: wave 1 again, with wound limit 2 for every automaton', () => {
    const at7 = choose(playUntil(levelOneDone(), atRule('R-HORDE-RESET-6')).state, 0).state;
    const { state, events } = choose(at7, 0);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'levelStarted', level: 2, wave: 1, rule: 'R-HORDE-RESET-10' }));
    expect(viewFor(state, 0).horde).toMatchObject({ level: 2, wave: 1, woundLimit: 2, placing: 1 });
    const entered = applyAction(state, 0, pendingDecisions(state)[0]!.options[0]!);
    if (!entered.ok) throw new Error(entered.error.message);
    const s = entered.value.state;
    expect(viewFor(s, 0).automata.find((a) => a.seat === 1)!.woundLimit).toBe(2);
    expect(rulesOf(s).characters[s.seats[1]!.character]!.woundLimit).toBe(2);
  });

  it('R-HORDE-RESET-6, R-HORDE-RESET-7: a step with nothing to choose (no stun card, no bleeding wound) asks nothing', () => {
    const asked: string[] = [];
    const { events, state } = playUntil(newRun(1), (s) => {
      const rule = pendingDecisions(s)[0]?.rule ?? '';
      if (rule.startsWith('R-HORDE-RESET')) asked.push(rule);
      return viewFor(s, 0).horde!.level === 2;
    });
    expect(hordeEvent(events, 'decksRebuilt')).toBe(true);
    expect(stuns(state)).toBe(0);
    expect(state.seats[0]!.bleeding).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('horde levels and ranks (R-HORDE-12, R-HORDE-RANK-1..4)', () => {
  it('R-HORDE-12, R-HORDE-RANK-1, R-HORDE-RANK-2, R-HORDE-RANK-3, R-HORDE-RANK-4, R-HORDE-RESET-10: three levels with wound limits 1, 2, 3; wood, steel, gold, jade; the run ends after level 3', () => {
    const ranks: string[] = [];
    const limits: string[] = [];
    const { state, events } = playUntil(newRun(1), (s, evs) => {
      if (pendingDecisions(s)[0]?.kind === 'select') limits.push(`${viewFor(s, 0).horde!.level}:${viewFor(s, 0).horde!.woundLimit}`);
      void evs;
      return false;
    });
    for (const e of events) if (e.kind === 'horde' && e.event === 'rankEarned') ranks.push(`${e.detail} ${e.level}.${e.wave} ${e.rule}`);
    expect(ranks).toEqual(['wood 1.3 R-HORDE-RANK-1', 'steel 1.4 R-HORDE-RANK-2', 'gold 2.4 R-HORDE-RANK-3', 'jade 3.4 R-HORDE-RANK-4']);
    expect(new Set(limits)).toEqual(new Set(['1:1', '2:2', '3:3']));
    expect(events.some((e) => e.kind === 'horde' && e.level > 3)).toBe(false);
    expect(outcome(state)).toMatchObject({ over: true, winners: [0] });
    expect(viewFor(state, 'spectator').horde).toMatchObject({ level: 3, wave: 4, rank: 'jade', over: true });
  });

  it('R-HORDE-RANK-1, R-HORDE-12: a run lost before wave 3 of level 1 falls earns no rank; the player’s defeat ends it', () => {
    const r = createGame({ ...heroConfig(5), seats: [{ character: 'kensei', deck: ['T10', 'T11', 'T13'], weapons: [] }] });
    if (!r.ok) throw new Error(r.error.message);
    const { state, events } = playUntil(r.value.state, () => false, 5);
    expect(outcome(state)).toMatchObject({ over: true, winners: [1, 2, 3, 4] });
    expect(state.seats[0]!.defeated).not.toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'runEnded', rank: 'none', detail: 'the player is defeated' }));
    expect(viewFor(state, 0).horde).toMatchObject({ rank: 'none', over: true });
  });
});
