import type { TerrainKind } from '@senjutsu/cards';
import { advantageOrder, boardOf, dealIds, newSeat, rulesetFor, ScenarioSchema, startAreasOf, unknownCards, zodMessage, type ScenarioSpec } from './config';
import { hexKey, wrapDirection, type Facing } from './hex';
import { nodeOfPosition } from './kamae';
import { err, ok, type Result } from './result';
import { seedRng } from './rng';
import { BUILT_IN_RULESET, bindRuleset, type Ruleset } from './ruleset';
import type { CardId, Draft, GameState, Seat } from './state';

// A game set directly into a position (architecture.md, createScenario): for tests, puzzles and
// tutorials, on any battlefield, with any definitions validated by the same schemas.

/** A game set directly into a position, for tests, puzzles and tutorials. */
export function newScenario(input: ScenarioSpec, ruleset: Ruleset = BUILT_IN_RULESET): Result<GameState> {
  const parsed = ScenarioSchema.safeParse(input);
  if (!parsed.success) return err('INVALID_SCENARIO', zodMessage(parsed.error));
  const spec = parsed.data;
  const rules = rulesetFor(spec.definitions, ruleset, 'INVALID_SCENARIO');
  if (!rules.ok) return rules;
  const defs = rules.value;
  const missingCharacters = spec.seats.map((s) => s.character).filter((c) => defs.characters[c] === undefined);
  if (missingCharacters.length > 0) return err('INVALID_SCENARIO', `unknown characters: ${missingCharacters.join(', ')}`);
  const numbers = spec.seats.flatMap((s) => [...s.hand, ...s.deck, ...s.discard]);
  const missing = unknownCards(defs, numbers);
  if (missing.length > 0) return err('INVALID_SCENARIO', `unknown cards: ${missing.join(', ')}`);
  const board = boardOf(spec.battlefield.hexes);
  const positions = spec.seats.map((s) => hexKey(s.hex));
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
  const advantage = spec.advantage ?? advantageOrder(defs, spec.seats.map((s) => s.character));
  if ([...advantage].sort().join() !== spec.seats.map((_, i) => i).join()) {
    return err('INVALID_SCENARIO', 'the advantage track must list every seat once');
  }

  let rng = seedRng(spec.seed);
  let ids: CardId[];
  [ids, rng] = dealIds(rng, numbers);
  const cards: Record<CardId, string> = {};
  let at = 0;
  const take = (list: readonly string[]) => list.map((n) => { const id = ids[at++]!; cards[id] = n; return id; });
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
  const startAreas = 'startAreas' in spec.battlefield ? startAreasOf(spec.battlefield) : [];
  const s: Draft = {
    ruleset: { id: defs.id, hash: defs.hash }, options: spec.options, version: 0, rng, round: spec.round, board, startAreas, terrain, passages: {}, seats, advantage, cards,
    flow: spec.start === 'select' ? { at: 'select' } : { at: 'roundStart' }, blocks: [], winners: null,
  };
  return ok(bindRuleset(s, defs) as GameState);
}
