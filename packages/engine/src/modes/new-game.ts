import type { TerrainKind } from '@senjutsu/cards';
import { battlefieldFacts, type BattlefieldFacts } from '../battlefield';
import { advantageOrder, dealCards, newSeat, rulesetFor, unknownCards } from '../config';
import { parseGameConfig, type GameConfig } from './config';
import { nodeOfPosition } from '../kamae';
import { err, ok, type Result } from '../result';
import { seedRng, shuffled } from '../rng';
import { BUILT_IN_RULESET, bindRuleset, type Ruleset } from '../ruleset';
import { buildHorde, hordeSeatsOf } from '../horde/setup';
import { automatonSeatsOf, buildAutomata } from '../solo/game';
import { seatOf, type Draft, type GameState, type Seat } from '../state';

// Section 6: a new game, set up from a config. Setup itself then runs as decisions (setup.ts).

/** No passage yet (R-TERRAIN-TORII-2): one frozen record for every new game, replaced on the first passage. */
const NO_PASSAGES: Readonly<Record<string, true>> = Object.freeze({});

/** A new game from a seed: setup runs as decisions (terrain, figures, prepared cards), then round 1. */
export function newGame(input: GameConfig, ruleset: Ruleset = BUILT_IN_RULESET): Result<GameState> {
  const parsed = parseGameConfig(input);
  if (!parsed.ok) return parsed;
  const base = rulesetFor(parsed.value.config.definitions, ruleset, 'INVALID_CONFIG');
  if (!base.ok) return base;
  // solo: automaton seats after the humans; horde: the seats of every wave (horde/setup.ts)
  const given = parsed.value.config;
  const withAutomata = given.horde === undefined ? automatonSeatsOf(given, base.value) : hordeSeatsOf(given, base.value);
  if (!withAutomata.ok) return withAutomata;
  const config = withAutomata.value;
  // Horde mode gives the battlefield start areas of its own (horde/setup.ts).
  const facts = config.battlefield === given.battlefield ? parsed.value.facts : battlefieldFacts(config.battlefield);
  const { humans, added } = config;
  const rules = added === null ? base : rulesetFor({ ...config.definitions, cards: [...config.definitions.cards, ...added.cards], characters: [...config.definitions.characters, ...added.characters] }, ruleset, 'INVALID_CONFIG');
  if (!rules.ok) return rules;
  const defs = rules.value;
  // OP-71: with automata, humans and automata together at most six figures (one colour each); without, the box's four
  // characters (R-OVERVIEW-1). Horde seats are fixed by horde/setup.ts (wave 4: five figures).
  if (config.horde === undefined && config.solo === undefined && config.seats.length > 4) return err('INVALID_CONFIG', 'at most four figures in a game without automata', 'R-OVERVIEW-1');
  if (config.horde === undefined && config.seats.length > 6) return err('INVALID_CONFIG', 'at most six figures: humans and automata together', 'OP-71');
  const missingCharacters = config.seats.map((s) => s.character).filter((c) => defs.characters[c] === undefined);
  if (missingCharacters.length > 0) return err('INVALID_CONFIG', `unknown characters: ${missingCharacters.join(', ')}`);
  if (new Set(config.seats.map((s) => s.character)).size !== config.seats.length) {
    return err('INVALID_CONFIG', 'each character can be played by one seat only', 'R-OVERVIEW-1');
  }
  const cores = config.seats.map((s, i) => (i < humans ? [defs.characters[s.character]!.coreCard, ...s.weapons] : [])); // automata hold no cards (R-SOLO-ROUND-2)
  const missing = unknownCards(defs, [...config.seats.flatMap((s) => s.deck), ...cores.flat()]);
  if (missing.length > 0) return err('INVALID_CONFIG', `unknown cards: ${missing.join(', ')}`);
  const unwielded = config.seats.flatMap((s) => s.weapons.filter((n) => !wieldable(defs.cards[n]!, defs.characters[s.character]!.weapons)).map((n) => `${s.character}: ${n}`));
  if (unwielded.length > 0) {
    return err('INVALID_CONFIG', `core weapon cards for no weapon option of the character: ${unwielded.join(', ')}`, 'R-CHAR-6');
  }
  const teams = config.seats.map((s, i) => s.team ?? -1 - i); // OP-44: a seat given no team plays on its own
  const teamAreas = [...new Set(teams)];
  if (teamAreas.length < 2) return err('INVALID_CONFIG', 'a game needs at least two opposing teams', 'R-VICTORY-4');
  if (teamAreas.length > facts.startAreas.length) {
    return err('INVALID_CONFIG', `${teamAreas.length} sides need as many start areas; the battlefield has ${facts.startAreas.length}`, 'R-SETUP-10');
  }
  const roomError = setupRoomError(facts, config.terrain.length, teams, teamAreas);
  if (roomError !== null) return roomError;

  // Each seat's deck, then its core cards.
  const dealt = dealCards(seedRng(config.seed), config.seats.flatMap((s, i) => [...s.deck, ...cores[i]!]));
  const { ids, cards } = dealt;
  let rng = dealt.rng;
  const seats: Seat[] = [];
  let at = 0;
  for (const [i, seatConfig] of config.seats.entries()) {
    const seat = newSeat(seatConfig.character, teamAreas.indexOf(teams[i]!));
    const deck = ids.slice(at, at + seatConfig.deck.length);
    at += deck.length;
    [seat.deck, rng] = shuffled(rng, deck); // R-SETUP-5: a shuffled deck
    seat.hand = ids.slice(at, at + cores[i]!.length); // R-SETUP-6, R-CORE-7: core cards start in hand
    at += seat.hand.length;
    seat.kamae = nodeOfPosition(defs.characters[seat.character]!.kamae, 'neutral'); // R-SETUP-7
    seat.stealthed = defs.characters[seat.character]!.startsStealthed; // R-STEALTH-2
    seats.push(seat);
  }
  const advantage = advantageOrder(defs, seats.map((s) => s.character)); // R-SETUP-8
  const s: Draft = {
    ruleset: { id: defs.id, hash: defs.hash }, options: config.options, version: 0, rng, round: 1,
    // Shared with every game on the battlefield (frozen when kept): a rule replaces these records, never changes them.
    board: facts.board, startAreas: facts.startAreas as Draft['startAreas'], terrain: facts.terrain, passages: NO_PASSAGES,
    seats, advantage, cards, flow: { at: 'over' }, blocks: [], winners: null,
  };
  if (config.horde !== undefined) {
    const built = buildHorde(s, config.horde, config.battlefield.id); // R-HORDE-2
    if (!built.ok) return built;
    s.rng = built.value;
  }
  if (config.solo !== undefined) {
    const built = buildAutomata(config.solo, humans, s.rng); // R-SOLO-SETUP-3
    if (!built.ok) return built;
    [s.solo, s.rng] = [built.value.solo, built.value.rng];
  }
  beginTerrainPlacement(s, config.terrain, humans);
  return ok(bindRuleset(s, defs) as GameState);
}

/**
 * Setup must never leave a player without a legal option: every figure of a side needs its own
 * free hex in the side's start area (R-SETUP-11), every agreed piece an empty hex outside the
 * start areas (R-SETUP-3, our ruling).
 */
function setupRoomError(b: BattlefieldFacts, pieces: number, teams: readonly number[], teamAreas: readonly number[]): Result<never> | null {
  for (const [area, team] of teamAreas.entries()) {
    const figures = teams.filter((t) => t === team).length;
    const free = b.freeInArea[area]!;
    if (figures > free) {
      return err('INVALID_CONFIG', `start area ${area} has ${free} free hexes for the ${figures} figures of its side`, 'R-SETUP-11');
    }
  }
  if (pieces > b.freeOutside) {
    return err('INVALID_CONFIG', `${pieces} terrain pieces but only ${b.freeOutside} empty hexes outside the start areas`, 'R-SETUP-3');
  }
  return null;
}

/**
 * R-SETUP-2, R-SETUP-3: the pieces are dealt out evenly and placed one at a time, starting with
 * the highest advantage and going clockwise (seat order).
 */
function beginTerrainPlacement(s: Draft, pieces: readonly TerrainKind[], humans: number): void {
  const first = s.advantage[0]!;
  // R-SOLO-SETUP-1: automata place no terrain (they never decide); the humans place it all.
  const order = s.seats.map((_, i) => (first + i) % s.seats.length).filter((seat) => seat < humans);
  pieces.forEach((kind, i) => {
    const st = seatOf(s, order[i % order.length]!);
    st.terrainToPlace = [...st.terrainToPlace, kind];
  });
  s.flow = { at: 'terrain', order, turn: 0 };
}

/**
 * R-CHAR-6, R-DECKBUILD-4: a core weapon card may be taken only for one of the character's weapon
 * options, which its keywords must name.
 */
function wieldable(card: { tier: string; owner: { kind: string }; keywords: readonly string[] }, weapons: readonly string[]): boolean {
  const keywords = card.keywords.map((k) => k.toUpperCase());
  return card.tier === 'core' && card.owner.kind === 'weapon' && weapons.some((w) => keywords.includes(w.toUpperCase()));
}
