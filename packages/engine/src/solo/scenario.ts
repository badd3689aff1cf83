import { buildAutomatonDecks, recommendedWoundLimit, SOLO_CATALOG, type Card, type Character } from '@senjutsu/cards';
import { hexKey, wrapDirection, type Facing } from '../hex';
import { nodeOfPosition } from '../kamae';
import { err, ok, type Result } from '../result';
import { randomInt, type RngState } from '../rng';
import { newSeat } from '../config';
import type { Definitions, Seat } from '../state';
import type { SoloScenario } from './config';
import { automatonCharacter, automatonCharacterId, engineFace, type SoloState } from './game';
import { drawForRound, newAutomaton } from './round';
import { SOLO_STUN, type AutomatonRecord } from './types';

// createScenario with automaton seats (issue 12): the automata's figures, markers, decks and damage
// set directly, so a solo rule can be tested from a set position. The seats follow the human seats
// on one side of their own (OP-46), as in createGame.

/** The definitions the automata add to the scenario's ruleset: their characters and the solo cards' engine faces. */
export function scenarioAutomatonDefinitions(solo: SoloScenario, humans: readonly string[], defs: Definitions): { cards: Card[]; characters: Character[] } {
  const characters = solo.automata.map((a, i) =>
    automatonCharacter(humans.length + i, a.automaton, limitOf(solo, i), defs, humans[0]!, a.stealthed),
  );
  const cards = Object.values(SOLO_CATALOG.cards).filter((c) => defs.cards[c.number] === undefined).map(engineFace);
  return { cards, characters };
}

/** R-SOLO-WOUND-2/3: the scenario's wound limit or the recommended one. */
const limitOf = (solo: SoloScenario, i: number) => solo.automata[i]!.woundLimit ?? recommendedWoundLimit(solo.automata.length);

const unknownSoloCards = (numbers: readonly string[]) => numbers.filter((n) => n !== SOLO_STUN && SOLO_CATALOG.cards[n] === undefined);

/**
 * The automaton seats and records of a scenario. `first` is the first automaton seat, `team` the
 * automata's side. A deck left out is built by section 21 from `rng` (R-SOLO-SETUP-3); at the
 * Select step each automaton holds the card it took this round (its top card unless `drawn` says).
 */
export function scenarioAutomata(
  solo: SoloScenario, first: number, team: number, defs: Definitions, rng: RngState, atSelect: boolean,
): Result<{ seats: Seat[]; solo: SoloState; rng: RngState }> {
  const numbers = solo.automata.flatMap((a) => [...(a.deck ?? []), ...a.discard, ...(a.drawn === undefined ? [] : [a.drawn])]);
  const unknown = unknownSoloCards(numbers);
  if (unknown.length > 0) return err('INVALID_SCENARIO', `unknown solo cards: ${[...new Set(unknown)].join(', ')}`);
  // OP-78: a stun card is never an automaton's card for the round (it goes beside the deck and the next is taken).
  if (solo.automata.some((a) => a.drawn === SOLO_STUN)) return err('INVALID_SCENARIO', 'a stun card cannot be an automaton\'s drawn card', 'OP-78');
  const toBuild = solo.automata.filter((a) => a.deck === undefined);
  let next = rng;
  let built: string[][] = [];
  if (toBuild.length > 0) {
    const r = buildAutomatonDecks(
      toBuild.map((a) => ({ automaton: a.automaton, nightmare: a.nightmare, ...(a.choices === undefined ? {} : { choices: a.choices }) })),
      { state: next, int: randomInt },
    );
    if (!r.ok) return err('INVALID_SCENARIO', r.error.message, r.error.rule);
    built = r.value.decks.map((d) => [...d.cards]);
    next = r.value.state;
  }
  const seats: Seat[] = [];
  const records: AutomatonRecord[] = [];
  for (const [i, a] of solo.automata.entries()) {
    const seatId = first + i;
    const character = defs.characters[automatonCharacterId(seatId, a.automaton)]!;
    const deck = a.deck ?? built.shift()!;
    let record: AutomatonRecord = {
      ...newAutomaton({ automaton: a.automaton, seat: seatId, deck, behaviour: a.behaviour, stance: a.stance, woundLimit: limitOf(solo, i) }),
      discard: a.discard.map((card) => ({ card, faceDown: false })),
      wounds: a.wounds, bleeding: a.bleeding, contracts: [...a.contracts],
      stuns: deck.filter((c) => c === SOLO_STUN).length, // OP-23: the stun cards in its deck were received
    };
    if (atSelect) {
      if (a.drawn !== undefined) record = { ...record, drawn: a.drawn };
      else [record, next] = ((d) => [d.record, d.rng] as const)(drawForRound(record, next)); // R-SOLO-ROUND-1
    }
    records.push(record);
    const seat = newSeat(character.id, team);
    Object.assign(seat, {
      hex: a.hex, facing: wrapDirection(a.facing) as Facing, kamae: nodeOfPosition(character.kamae, 'neutral'),
      wounds: a.wounds, bleeding: a.bleeding, stealthed: a.stealthed ?? character.startsStealthed, // R-STEALTH-2
    });
    seats.push(seat);
  }
  return ok({ seats, solo: { stunProcedure: solo.stunProcedure, markers: 'random', records, turn: null }, rng: next });
}

/** The hexes of the automata, for the scenario's checks on where figures stand. */
export const automatonHexKeys = (solo: SoloScenario | undefined): string[] => (solo?.automata ?? []).map((a) => hexKey(a.hex));
