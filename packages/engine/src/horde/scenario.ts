import { buildAutomatonDecks, HORDE_BEHAVIOUR, HORDE_STARTS, SOLO_CATALOG, type BattlefieldId, type Card, type Character } from '@senjutsu/cards';
import { newSeat } from '../config';
import { hexKey, wrapDirection, type Facing, type Hex } from '../hex';
import { nodeOfPosition } from '../kamae';
import { err, ok, type Result } from '../result';
import { randomInt, type RngState } from '../rng';
import { drawForRound, newAutomaton } from '../solo/round';
import { desperateNow } from '../solo/special';
import type { SoloState } from '../solo/game';
import type { AutomatonRecord } from '../solo/types';
import type { Definitions, Seat, SeatId } from '../state';
import { HordeConfigSchema, type HordeConfig, type HordeScenario } from './config';
import { LORD_CHARACTER } from './lord';
import { fieldedRoster, hordeDefinitions } from './setup';
import { hordeCharacterId, waveSeats, type HordeRank, type HordeStage, type HordeState } from './state';

// createScenario with a horde position (issue 23): the level, the wave, the wave's automata on the
// battlefield with their states, the rest of the wave still to enter and the fallen lord, so a
// horde ruling can be tested from a position. Seats as in createGame: 0 the player, 1..3 the troops,
// 4 the boss, 5 the lord once placed; the automata off the battlefield are as in ruling H2.

/** What scenario.ts hands over: the parts of a parsed scenario a horde position reads. */
type Spec = {
  readonly seats: readonly { readonly character: string }[];
  readonly solo?: unknown;
  readonly battlefield: { readonly hexes: readonly Hex[] } | { readonly id: string };
  readonly start: 'select' | 'roundStart';
  readonly round: number;
  readonly horde: HordeScenario;
};

/** A checked horde position, before its seats are made. */
export type HordePlan = { readonly spec: HordeScenario; readonly settings: HordeConfig; readonly state: HordeState; readonly wave: readonly SeatId[] };

const fail = (message: string, rule?: string) => err('INVALID_SCENARIO', message, rule);

/** Everything about a horde position that needs no definitions: its settings, roster, wave, stage, lord. */
export function planHorde(spec: Spec): Result<HordePlan> {
  const h = spec.horde;
  if (spec.solo !== undefined) return fail('a horde position brings its own automata: no solo settings', 'R-HORDE-1');
  if (spec.seats.length !== 1) return fail('horde mode is played by one human seat', 'R-HORDE-1');
  const starts = 'id' in spec.battlefield ? HORDE_STARTS[spec.battlefield.id as BattlefieldId] : undefined;
  if (starts === undefined) return fail('a horde position needs a battlefield with horde start hexes', 'R-HORDE-10');
  const parsed = HordeConfigSchema.safeParse({ nightmare: h.nightmare, replacement: h.replacement, characters: h.characters, fallenLord: h.fallenLord });
  if (!parsed.success) return fail(`horde: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const roster = fieldedRoster(parsed.data, spec.seats[0]!.character, 'INVALID_SCENARIO');
  if (!roster.ok) return roster;
  const base: HordeState = { level: h.level, wave: h.wave, rank: rankBefore(h.level, h.wave), stage: { kind: 'fighting' }, roster: roster.value, entered: [], starts, lord: null };
  const wave = waveSeats(base, h.wave);
  if (h.entered.length > wave.length) return fail(`wave ${h.wave} has ${wave.length} automata, not ${h.entered.length}`, `R-HORDE-${h.wave + 2}`);
  if (new Set(h.entered.map((e) => e.letter)).size !== h.entered.length) return fail('each automaton of a wave enters at its own start hex', 'OP-33');
  if (h.lord !== undefined && !h.fallenLord) return fail('a lord needs the fallen-lord variant (fallenLord: true)', 'R-HORDE-LORD-1');
  const placingLord = h.fallenLord && h.lord === undefined;
  if (placingLord && (h.level !== 1 || h.wave !== 1 || h.entered.length > 0)) return fail('the fallen lord is placed before wave 1 of level 1: give its hex', 'R-HORDE-LORD-1');
  const stage: HordeStage =
    placingLord ? { kind: 'lord' }
    : h.entered.length < wave.length ? { kind: 'entering', queue: wave.slice(h.entered.length) }
    : { kind: 'fighting' };
  if (stage.kind !== 'fighting' && spec.start !== 'roundStart') return fail("automata of the wave still to enter (or the lord to place) enter before the round: start must be 'roundStart'", 'R-HORDE-8');
  if (stage.kind === 'fighting' && h.entered.every((e) => e.defeated)) return fail('a wave being fought has an automaton standing (else the next wave enters)', 'R-HORDE-11');
  const entered = h.entered.map((e, i) => ({ seat: wave[i]!, letter: e.letter }));
  const state: HordeState = { ...base, stage, entered, lord: h.lord === undefined ? null : { seat: roster.value.length + 1 } };
  return ok({ spec: h, settings: parsed.data, state, wave });
}

/** R-HORDE-RANK-1..4: the rank held when wave `wave` of `level` starts. */
function rankBefore(level: number, wave: number): HordeRank {
  if (level === 1) return wave === 4 ? 'wood' : 'none';
  return level === 2 ? 'steel' : 'gold';
}

/** The hexes the position's figures stand on (the entered automata, the lord), for the scenario's checks. */
export const hordeHexKeys = (plan: HordePlan): string[] => [
  ...plan.spec.entered.filter((e) => !e.defeated).map((e) => hexKey(e.hex ?? plan.state.starts[e.letter].hex)),
  ...(plan.spec.lord === undefined ? [] : [hexKey(plan.spec.lord)]),
];

/** The characters and cards the horde adds to the scenario's ruleset. */
export const hordeScenarioDefinitions = (plan: HordePlan, human: string, defs: Definitions): { cards: Card[]; characters: Character[] } =>
  hordeDefinitions(plan.state.roster, plan.settings.fallenLord, human, defs);

/**
 * The automaton seats (1..4), their records, the lord's seat and the default advantage track: the
 * player, the lord, then the wave's automata in entry order (ruling H4). The decks not given are
 * built from `rng` (R-HORDE-2).
 */
export function hordeScenarioSeats(
  plan: HordePlan, defs: Definitions, rng: RngState, atSelect: boolean, round: number,
): Result<{ seats: Seat[]; solo: SoloState; advantage: SeatId[]; rng: RngState }> {
  const { spec, state } = plan;
  const numbers = spec.entered.flatMap((e) => [...(e.deck ?? []), ...e.discard, ...(e.drawn === undefined ? [] : [e.drawn])]);
  const unknown = numbers.filter((n) => SOLO_CATALOG.cards[n] === undefined);
  if (unknown.length > 0) return fail(`a horde automaton's cards are solo cards (no stun cards): not ${[...new Set(unknown)].join(', ')}`);
  const built = buildAutomatonDecks(state.roster.map((r) => ({ automaton: r.automaton, nightmare: false })), { state: rng, int: randomInt });
  if (!built.ok) return fail(built.error.message, built.error.rule);
  let next = built.value.state;
  const seats: Seat[] = [];
  const records: AutomatonRecord[] = [];
  for (const [i, r] of state.roster.entries()) {
    const at = plan.wave.indexOf(r.seat);
    const e = at >= 0 ? spec.entered[at] : undefined;
    const character = defs.characters[hordeCharacterId(r.seat, r.automaton, spec.level)]!;
    const seat = newSeat(character.id, 1);
    let record = newAutomaton({
      automaton: r.automaton, seat: r.seat, deck: e?.deck ?? built.value.decks[i]!.cards, behaviour: e?.behaviour ?? (e === undefined ? 'middle' : HORDE_BEHAVIOUR[e.letter]),
      stance: e?.stance ?? 'aggressive', woundLimit: spec.level, // R-HORDE-7, R-HORDE-9, R-HORDE-10
    });
    if (e === undefined || e.defeated) {
      Object.assign(seat, { defeated: { reason: 'wounds', round } }); // ruling H2: off the battlefield
    } else {
      record = { ...record, discard: e.discard.map((card) => ({ card, faceDown: false })), wounds: e.wounds, bleeding: e.bleeding, contracts: [...e.contracts] };
      record = { ...record, desperate: desperateNow(record) }; // R-SOLO-EXP-12, OP-85: from this level's wound limit
      if (atSelect) {
        if (e.drawn !== undefined) record = { ...record, drawn: e.drawn };
        else [record, next] = ((d) => [d.record, d.rng] as const)(drawForRound(record, next)); // R-SOLO-ROUND-1
      }
      Object.assign(seat, {
        hex: e.hex ?? state.starts[e.letter].hex, facing: wrapDirection(e.facing ?? state.starts[e.letter].facing) as Facing,
        kamae: nodeOfPosition(character.kamae, 'neutral'), wounds: e.wounds, bleeding: e.bleeding, stealthed: character.startsStealthed,
      });
    }
    seats.push(seat);
    records.push(record);
  }
  if (spec.lord !== undefined) seats.push(Object.assign(newSeat(LORD_CHARACTER, 0), { hex: spec.lord, facing: state.starts.X.facing as Facing }));
  const standing = state.entered.filter((_, i) => !spec.entered[i]!.defeated).map((e) => e.seat);
  const advantage = [0, ...(state.lord === null ? [] : [state.lord.seat]), ...standing];
  return ok({ seats, solo: { stunProcedure: 'shuffle', markers: 'random', records, turn: null }, advantage, rng: next });
}
