import { boxLimitError } from './box';
import { AUTOMATA, buildAutomatonDecks, recommendedWoundLimit, SOLO_CATALOG, TIERS, type Card, type Character, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import { hexKey } from '../hex';
import { err, ok, type Result } from '../result';
import { randomInt, type RngState } from '../rng';
import { occupant, seatOf, type Definitions, type Draft, type GameState, type SeatId } from '../state';
import { soloBoard } from './board';
import type { SoloConfig } from './config';
import { newAutomaton } from './round';
import { startingMarkers } from './setup';
import { because, type Because } from '../reasons';
import type { AutomatonRecord, MoveStep, StunProcedure } from './types';

// A game with automaton seats (R-SOLO-SETUP-1..6, OP-22, OP-46): the automata's records live in the
// state beside the seats; their figures are seats of the automata's side, moved only by the engine.

export type SoloState = {
  readonly stunProcedure: StunProcedure;
  readonly markers: SoloConfig['markers'];
  /** One record per automaton seat, in seat order (the deck order is never in any view). */
  readonly records: readonly AutomatonRecord[];
  /** The automaton card resolving now (solo/resolve.ts), or null. */
  readonly turn: AutomatonTurn | null;
};

/** What the engine still has to carry out of an automaton's plan while its card resolves. */
export type AutomatonTurn = {
  readonly seat: SeatId;
  /** The planned steps and turns, applied as the automaton's move decisions come up. */
  readonly moves: readonly MoveStep[];
  readonly target: SeatId | null;
  /** Solo terms printed under "if successful", applied once the card has resolved, if its attack succeeded. */
  readonly ifSuccessful: readonly SoloTerm[];
  /** The opponents' harm before the card resolved (our reading of its success: ruling S33). */
  readonly harmBefore: number;
  /** R-SOLO-EXP-18: their wounds and statuses before the card, for the contracts. */
  readonly contractBefore?: { readonly wounds: number; readonly statuses: number };
};
export type SoloTerm = Extract<SoloEffect, { kind: 'changeBehaviour' | 'changeStance' | 'refreshDeck' | 'returnDiscard' }>;

declare module '../state-shape' {
  /** Solo and co-op games: the automaton seats' records; replaced, never changed in place. */
  interface ModeParts {
    solo: SoloState;
  }
}

/** The solo part of a state, or undefined in a game of humans only. The one reader of it. */
export const soloOf = (s: GameState | Draft): SoloState | undefined => (s as { solo?: SoloState }).solo;

export const isAutomaton = (s: GameState | Draft, seat: SeatId): boolean => soloOf(s)?.records.some((r) => r.seat === seat) ?? false;

export function recordOf(s: GameState | Draft, seat: SeatId): AutomatonRecord {
  const r = soloOf(s)?.records.find((x) => x.seat === seat);
  if (r === undefined) throw new Error(`seat ${seat} is not an automaton`);
  return r;
}

/** Records are replaced, never changed in place (the solo state is shared with earlier states). */
export function setRecord(s: Draft, record: AutomatonRecord): void {
  const solo = soloOf(s)!;
  s.solo = { ...solo, records: solo.records.map((r) => (r.seat === record.seat ? record : r)) };
}

export function setTurn(s: Draft, turn: AutomatonTurn | null): void {
  s.solo = { ...soloOf(s)!, turn };
}

/** Every automaton choice goes to the log with its rule and reason (the brief: no hidden choice). */
export const emitBecause = (ctx: Ctx, seat: SeatId, because: Because, card: string | null = null) =>
  emit(ctx, { kind: 'automaton', seat, rule: because.rule, code: because.code, params: because.params, reason: because.reason, card });

/** The character id of automaton seat `i` (its figure: OP-22 makes it a character for the rules). */
export const automatonCharacterId = (index: number, automaton: string) => `automaton-${index}-${automaton}`;

/**
 * The character of an automaton's figure (OP-22): advantage 01 (R-SOLO-ADV-1), its wound limit
 * (R-SOLO-WOUND-2/3), no hand (R-SOLO-ROUND-2) and no focus (R-SOLO-FOCUS-1). An automated character
 * keeps its own Kamae map and symbol; a troop borrows the first human's (never used: no card of
 * its moves a ring).
 */
export function automatonCharacter(index: number, automaton: string, woundLimit: number, defs: Definitions, firstHuman: string, stealthed?: boolean): Character {
  const spec = AUTOMATA.find((a) => a.id === automaton)!;
  const base = defs.characters[automaton] ?? defs.characters[firstHuman]!;
  return {
    ...base, id: automatonCharacterId(index, automaton), names: { ...base.names, ...spec.names }, advantage: 1,
    // R-SOLO-STUN-1, OP-23: the stun limit equals the wound limit; the engine counts stun cards against the hand limit.
    woundLimit, handLimit: woundLimit,
    startsStealthed: stealthed ?? spec.startsStealthed ?? false, // R-SOLO-EXP-5, R-SOLO-EXP-10: the Assassin and the Ninja start stealthed
    // R-SOLO-POISON-1: an automated character keeps its character's poison deck; a troop has none.
    poisons: defs.characters[automaton]?.poisons ?? [],
  };
}

/** R-SOLO-WOUND-2/3: the configured or recommended wound limit of each automaton. */
export const woundLimits = (solo: SoloConfig): number[] =>
  solo.automata.map((a) => a.woundLimit ?? recommendedWoundLimit(solo.automata.length));

/**
 * R-SOLO-SETUP-3 (section 21): the automata's decks from the game's seeded RNG, and a record per
 * automaton seat (`first` is the first automaton seat). The markers wait for the figures (OP-25).
 */
export function buildAutomata(solo: SoloConfig, first: SeatId, rng: RngState): Result<{ solo: SoloState; rng: RngState }> {
  const built = buildAutomatonDecks(
    solo.automata.map((a) => ({ automaton: a.automaton, nightmare: a.nightmare, ...(a.choices === undefined ? {} : { choices: a.choices }) })),
    { state: rng, int: randomInt },
  );
  if (!built.ok) return err('INVALID_CONFIG', built.error.message, built.error.rule);
  const limits = woundLimits(solo);
  const records = built.value.decks.map((d, i) =>
    newAutomaton({ automaton: d.automaton, seat: first + i, deck: d.cards, behaviour: 'middle', stance: 'aggressive', woundLimit: limits[i]! }),
  );
  return ok({ solo: { stunProcedure: solo.stunProcedure, markers: solo.markers, records, turn: null }, rng: built.value.state });
}

/**
 * R-SOLO-SETUP-4 (R-SETUP-9..11): an automaton's figure goes down when its turn to place comes, on a
 * free hex of its side's start area picked at random (our ruling: the rules give this choice to
 * nobody, and an automaton never decides). Returns false when the next figure is not an automaton's.
 */
export function placeAutomatonFigure(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.flow.at !== 'placement') return false;
  const seat = s.flow.order[s.flow.next];
  if (seat === undefined || !isAutomaton(s, seat)) return false;
  const st = seatOf(s, seat);
  const area = s.startAreas[st.team]!;
  const free = area.hexes.filter((h) => occupant(s as GameState, hexKey(h)) === undefined && s.terrain[hexKey(h)] === undefined);
  let i: number;
  [i, s.rng] = randomInt(s.rng, free.length);
  st.hex = free[i]!;
  st.facing = area.facing; // OP-4
  emit(ctx, { kind: 'figurePlaced', seat, hex: st.hex, facing: st.facing });
  emitBecause(ctx, seat, because('R-SOLO-SETUP-4', 'setup.placed'));
  s.flow.next += 1;
  return true;
}

/**
 * R-SOLO-SETUP-5/6, OP-25: once every figure stands, each automaton's marker goes on the behaviour
 * track, at random or by its position relative to the first human.
 */
export function placeMarkers(ctx: Ctx): void {
  const s = ctx.s;
  const solo = soloOf(s);
  if (solo === undefined) return;
  const automata = solo.records.map((r) => r.seat);
  const human = s.seats.findIndex((_, seat) => !automata.includes(seat));
  const { markers, rng } = startingMarkers(soloBoard(s as GameState, automata), automata, human, s.rng, solo.markers);
  s.rng = rng;
  solo.records.forEach((r, i) => {
    const m = markers[i]!;
    setRecord(s, { ...r, behaviour: m.behaviour, stance: m.stance });
    const rule = solo.markers === 'random' ? 'R-SOLO-SETUP-6' : 'OP-25';
    emitBecause(ctx, r.seat, because(rule, 'setup.markers', { behaviour: m.behaviour, stance: m.stance }));
  });
}

type SeatConfig = { character: string; deck: string[]; weapons: string[]; team?: number | undefined };
type WithSeats<C> = C & { seats: SeatConfig[]; solo?: SoloConfig | undefined; definitions?: unknown };

/**
 * The game config with the automaton seats appended after the human seats (OP-46: the humans on one
 * side, team 0, the automata on the other), and the definitions the automata add to the ruleset (their
 * characters and the engine faces of the solo cards).
 * A game without `solo` is returned as it came.
 */
export function automatonSeatsOf<C extends WithSeats<object>>(config: C, defs: Definitions): Result<C & { humans: number; added: { cards: Card[]; characters: Character[] } | null }> {
  const humans = config.seats.length;
  const solo = config.solo;
  if (solo === undefined) return ok({ ...config, humans, added: null });
  const firstHuman = config.seats[0]!.character;
  if (defs.characters[firstHuman] === undefined) return err('INVALID_CONFIG', `unknown characters: ${firstHuman}`);
  const boxed = boxLimitError(solo.automata.map((a) => a.automaton), config.seats.map((s) => s.character));
  if (boxed !== null) return err('INVALID_CONFIG', boxed, 'OP-70');
  const limits = woundLimits(solo);
  const characters = solo.automata.map((a, i) => automatonCharacter(humans + i, a.automaton, limits[i]!, defs, firstHuman));
  const seats: SeatConfig[] = [
    ...config.seats.map((s) => ({ ...s, team: 0 })),
    ...characters.map((c) => ({ character: c.id, deck: [], weapons: [], team: 1 })),
  ];
  // Each solo card as the engine's definitions see it (number, type, initiative, range: engineFace), so an automaton's
  // card in play reads like any card; with the automata's characters they join the game's ruleset as added definitions.
  const cards = Object.values(SOLO_CATALOG.cards).filter((c) => defs.cards[c.number] === undefined).map(engineFace);
  return ok({ ...config, seats, humans, added: { cards, characters } });
}

/** A solo card as the engine's card definitions see it: its number, type, initiative and range; its effects come from the plan. */
export function engineFace(card: SoloCard): Card {
  return {
    number: card.number, names: card.names, namesAuthored: true, owner: { kind: 'common' }, tier: TIERS[1], types: [card.body.kind],
    keywords: [...card.keywords], initiative: card.initiative, focusFee: 0, prepared: false, ...(card.range === undefined ? {} : { range: card.range }),
    sections: [{ effects: [] }],
  } as Card;
}
