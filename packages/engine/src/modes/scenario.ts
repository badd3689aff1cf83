import { boxLimitError } from '../solo/box';
import type { TerrainKind } from '@senjutsu/cards';
import { boardOf, startAreasOf } from '../battlefield';
import { advantageOrder, dealCards, newSeat, rulesetFor, unknownCards, zodMessage } from '../config';
import { ScenarioSchema, type ScenarioSpec } from './config';
import { hexKey, wrapDirection, type Facing } from '../hex';
import { nodeOfPosition } from '../kamae';
import { err, ok, type Result } from '../result';
import { seedRng } from '../rng';
import { BUILT_IN_RULESET, bindRuleset, type Ruleset } from '../ruleset';
import { STUN, type Draft, type GameState, type Seat } from '../state';
import { automatonCharacterId, type SoloState } from '../solo/game';
import { automatonHexKeys, scenarioAutomata, scenarioAutomatonDefinitions } from '../solo/scenario';
import { hordeHexKeys, hordeScenarioDefinitions, hordeScenarioSeats, planHorde } from '../horde/scenario';
import { setHorde } from '../horde/state';

// A game set directly into a position (architecture.md, createScenario): for tests, puzzles and
// tutorials, on any battlefield, with any definitions validated by the same schemas.

/** A game set directly into a position, for tests, puzzles and tutorials. */
export function newScenario(input: ScenarioSpec, ruleset: Ruleset = BUILT_IN_RULESET): Result<GameState> {
  const parsed = ScenarioSchema.safeParse(input);
  if (!parsed.success) return err('INVALID_SCENARIO', zodMessage(parsed.error));
  const spec = parsed.data;
  const base = rulesetFor(spec.definitions, ruleset, 'INVALID_SCENARIO');
  if (!base.ok) return base;
  const solo = spec.solo;
  const horde = spec.horde === undefined ? null : planHorde({ ...spec, horde: spec.horde }); // horde/scenario.ts
  if (horde !== null && !horde.ok) return horde;
  if (solo === undefined && horde === null && spec.seats.length < 2) return err('INVALID_SCENARIO', 'a scenario needs at least two figures');
  if (solo !== undefined && spec.seats.length + solo.automata.length > 6) return err('INVALID_SCENARIO', 'at most six figures: humans and automata together', 'OP-71');
  const boxed = solo === undefined ? null : boxLimitError(solo.automata.map((a) => a.automaton), spec.seats.map((s) => s.character));
  if (boxed !== null) return err('INVALID_SCENARIO', boxed, 'OP-70');
  if ((solo !== undefined || horde !== null) && base.value.characters[spec.seats[0]!.character] === undefined) return err('INVALID_SCENARIO', `unknown characters: ${spec.seats[0]!.character}`);
  // Solo: the automata's characters and the solo cards' engine faces join the ruleset, as in createGame.
  const added =
    horde !== null ? hordeScenarioDefinitions(horde.value, spec.seats[0]!.character, base.value)
    : solo === undefined ? null : scenarioAutomatonDefinitions(solo, spec.seats.map((s) => s.character), base.value);
  const rules = added === null ? base : rulesetFor({ ...spec.definitions, cards: [...spec.definitions.cards, ...added.cards], characters: [...spec.definitions.characters, ...added.characters] }, ruleset, 'INVALID_SCENARIO');
  if (!rules.ok) return rules;
  const defs = rules.value;
  const missingCharacters = spec.seats.map((s) => s.character).filter((c) => defs.characters[c] === undefined);
  if (missingCharacters.length > 0) return err('INVALID_SCENARIO', `unknown characters: ${missingCharacters.join(', ')}`);
  // OP-23, S37: each stun card in an automaton's scenario deck also counts in its seat's hand, as a stun it received would.
  const automatonStuns = (solo?.automata ?? []).map((a) => (a.deck ?? []).filter((c) => c === STUN));
  const numbers = [...spec.seats.flatMap((s) => [...s.hand, ...s.deck, ...s.discard]), ...automatonStuns.flat()];
  const missing = unknownCards(defs, numbers);
  if (missing.length > 0) return err('INVALID_SCENARIO', `unknown cards: ${missing.join(', ')}`);
  const board = boardOf(spec.battlefield.hexes);
  const positions = [...spec.seats.map((s) => hexKey(s.hex)), ...automatonHexKeys(solo), ...(horde === null ? [] : hordeHexKeys(horde.value))];
  if (positions.some((k) => board[k] !== true)) return err('INVALID_SCENARIO', 'every character must stand on a battlefield hex');
  if (new Set(positions).size !== positions.length) return err('INVALID_SCENARIO', 'two characters cannot share a hex', 'R-SETUP-11');
  const terrain: Record<string, TerrainKind> = {};
  for (const t of spec.terrain) {
    terrain[hexKey(t.hex)] = t.kind;
    if (defs.terrain[t.kind].battlefieldHex) board[hexKey(t.hex)] = true; // R-TERRAIN-BOAT-2
  }
  if (positions.some((k) => terrain[k] !== undefined && defs.terrain[terrain[k]!].obstacle)) {
    return err('INVALID_SCENARIO', 'a character cannot stand on an obstacle', 'R-TERRAIN-2');
  }
  const automata = (solo?.automata ?? []).map((a, i) => automatonCharacterId(spec.seats.length + i, a.automaton));
  const characters = [...spec.seats.map((s) => s.character), ...automata];
  let advantage = spec.advantage ?? advantageOrder(defs, characters); // R-SOLO-ADV-1: automata (01) last
  if (horde === null && [...advantage].sort((a, b) => a - b).join() !== characters.map((_, i) => i).join()) {
    return err('INVALID_SCENARIO', 'the advantage track must list every seat once');
  }

  const dealt = dealCards(seedRng(spec.seed), numbers);
  const { ids, cards } = dealt;
  let rng = dealt.rng;
  let at = 0;
  /** The ids dealt to the next cards of `numbers`, in their order. */
  const take = (list: readonly string[]) => {
    const taken = ids.slice(at, at + list.length);
    at += list.length;
    return taken;
  };
  const teams = spec.seats.map((s, i) => s.team ?? i);
  const seats = spec.seats.map((spec, i): Seat => {
    const seat = newSeat(spec.character, [...new Set(teams)].indexOf(teams[i]!));
    seat.hex = spec.hex;
    seat.facing = wrapDirection(spec.facing) as Facing;
    seat.kamae = nodeOfPosition(defs.characters[spec.character]!.kamae, spec.kamae);
    seat.focus = spec.focus;
    seat.hand = take(spec.hand);
    seat.deck = take(spec.deck);
    seat.discard = take(spec.discard).map((card) => ({ card, faceDown: false }));
    seat.stealthed = spec.stealthed;
    seat.wounds = spec.wounds;
    seat.bleeding = spec.bleeding;
    seat.weakness = spec.weakness;
    return seat;
  });
  let soloState: SoloState | undefined;
  if (solo !== undefined) {
    const placed = scenarioAutomata(solo, seats.length, Math.max(...seats.map((st) => st.team)) + 1, defs, rng, spec.start === 'select');
    if (!placed.ok) return placed;
    placed.value.seats.forEach((seat, i) => { seat.hand = take(automatonStuns[i]!); });
    seats.push(...placed.value.seats);
    [soloState, rng] = [placed.value.solo, placed.value.rng];
  }
  if (horde !== null) {
    const placed = hordeScenarioSeats(horde.value, defs, rng, spec.start === 'select', spec.round);
    if (!placed.ok) return placed;
    seats.push(...placed.value.seats);
    [soloState, rng] = [placed.value.solo, placed.value.rng];
    advantage = spec.advantage ?? placed.value.advantage;
    // The track holds the figures on the battlefield (ruling H2): the player, the lord, the wave's automata.
    if ([...advantage].sort((a, b) => a - b).join() !== [...placed.value.advantage].sort((a, b) => a - b).join()) {
      return err('INVALID_SCENARIO', 'the advantage track must list every figure on the battlefield once');
    }
  }
  const startAreas = 'startAreas' in spec.battlefield ? startAreasOf(spec.battlefield) : [];
  const s: Draft = {
    ruleset: { id: defs.id, hash: defs.hash }, options: spec.options, version: 0, rng, round: spec.round, board, startAreas, terrain, passages: {}, seats, advantage, cards,
    flow: spec.start === 'select' ? { at: 'select' } : { at: 'roundStart' }, blocks: [], winners: null,
    ...(soloState === undefined ? {} : { solo: soloState }),
  };
  if (horde !== null) setHorde(s, horde.value.state);
  return ok(bindRuleset(s, defs) as GameState);
}
