import { BATTLEFIELD_IDS, BATTLEFIELDS, PACKS, type AutomatedCharacterSchema, type BattlefieldId } from '@senjutsu/cards';
import type { z } from 'zod';
import type { GameConfig } from '../modes/config';
import { applyAction, pendingDecisions } from '../flow';
import { sameAction, type Action, type Decision } from '../decisions';
import type { GameEvent } from '../events';
import { hexesWithin, type Hex } from '../hex';
import type { HordeConfigInput } from '../horde/config';
import { createGame, createScenario, restoreGame, rulesOf, type ScenarioSpec } from '../index';
import { nextRandom, randomInt, seedRng, type RngState } from '../rng';
import type { GameState } from '../state';
import { outcome } from '../victory';
import { isAutomaton } from '../solo/game';
import { baselineOf, invariantViolations, nearMisses } from './invariants';
import { playout, randomOption } from './playout';
import { hit, KENSEI, move, step, TEST_CARDS, testCard } from './fixtures';

// Horde games for the tests and bench/horde: real-content runs (a character's signature deck on a
// printed battlefield, random horde settings), and a test hero strong enough to clear waves so a
// scenario reaches the level change through the engine.

export type HordeSpec = { readonly seed: number; readonly battlefield: BattlefieldId; readonly pack: number; readonly horde: HordeConfigInput };

export function hordeConfig(spec: HordeSpec): GameConfig {
  const pack = PACKS[spec.pack]!;
  return {
    seed: spec.seed, battlefield: BATTLEFIELDS[spec.battlefield],
    seats: [{ character: pack.character.id, deck: [...pack.signatureDeck.cards], weapons: [pack.signatureDeck.weapon] }],
    horde: spec.horde,
  };
}

const AUTOMATED: readonly z.infer<typeof AutomatedCharacterSchema>[] = ['master', 'student', 'ronin', 'warrior'];

/** A random real-content horde run: battlefield, character, nightmare setting and the fallen lord. */
export function randomHordeSpec(seed: number): HordeSpec {
  let rng = seedRng(`horde-${seed}`);
  const pick = (n: number) => {
    let i: number;
    [i, rng] = randomInt(rng, n);
    return i;
  };
  const battlefield = BATTLEFIELD_IDS[pick(BATTLEFIELD_IDS.length)]!;
  const pack = pick(PACKS.length);
  const nightmare = (['none', 'none', 'one', 'all'] as const)[pick(4)]!;
  const others = AUTOMATED.filter((c) => c !== PACKS[pack]!.character.id);
  const horde: HordeConfigInput = {
    nightmare, fallenLord: pick(2) === 0,
    // OP-81: never a second boss, never the player's own character.
    // OP-86: the Hachiko pair takes two troop places.
    ...(nightmare === 'one' ? { replacement: ([others[0]!, 'yari-ashigaru', 'yumi-ashigaru', 'arquebusier', others[1]!, 'hachiko'] as const)[pick(6)]! } : {}),
    ...(nightmare === 'all' ? { characters: others.slice(0, 3) } : {}),
  };
  return { seed, battlefield, pack, horde };
}

// The test hero: wound limit 30 and a deck of sweeping attacks (every hex within 2, 3 wounds: any
// automaton of levels 1..3 falls to one) and steps, so random play clears waves.
const SWEEP = testCard({ number: 'H90', types: ['attack'], initiative: { kind: 'fixed', value: 9 }, effects: [{ kind: 'attack', hexes: hexesWithin({ q: 0, r: 0 }, 2).filter((h) => h.q !== 0 || h.r !== 0).map((h) => hit(h.q, h.r, { wounds: 3 })) }] });
const STRIDE = testCard({ number: 'H91', types: ['meditation'], initiative: { kind: 'fixed', value: 8 }, effects: [move(step(2, [0, 1, 5], false))] });
export const HERO_DEFINITIONS = { cards: [...TEST_CARDS, SWEEP, STRIDE], characters: [KENSEI, { ...KENSEI, id: 'hero', woundLimit: 30 }] };
export const HERO_DECK = [...Array.from({ length: 50 }, () => 'H90'), ...Array.from({ length: 10 }, () => 'H91')];

/** A hero that only walks (no attack: it never hits the fallen lord), for the lord's scenarios. */
export const WALKER_DECK = Array.from({ length: 40 }, () => 'H91');

export function heroConfig(seed: number, horde: HordeConfigInput = {}, battlefield: BattlefieldId = 'snowy-battlefield', deck: readonly string[] = HERO_DECK): GameConfig {
  return { seed, battlefield: BATTLEFIELDS[battlefield], seats: [{ character: 'hero', deck: [...deck], weapons: [] }], horde, definitions: HERO_DEFINITIONS };
}

export function newHorde(config: GameConfig): { state: GameState; events: readonly GameEvent[] } {
  const r = createGame(config);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export type Chooser = (s: GameState, d: Decision, rng: RngState) => [Action, RngState];
export const randomChoice: Chooser = (_s, d, rng) => {
  const [n, next] = nextRandom(rng);
  return [d.options[n % d.options.length]!, next];
};

/**
 * Play the pending decisions with `choose` until `until` holds for a state (or the game ends, or the
 * round cap): returns the states' events too, so a test can read what happened.
 */
export function playUntil(state: GameState, until: (s: GameState, events: readonly GameEvent[]) => boolean, seed = 1, choose: Chooser = randomChoice, roundCap = 200) {
  let rng = seedRng(`horde-play-${seed}`);
  const events: GameEvent[] = [];
  while (!outcome(state).over && state.round <= roundCap && !until(state, events)) {
    const decision = pendingDecisions(state)[0]!;
    let action: Action;
    [action, rng] = choose(state, decision, rng);
    const r = applyAction(state, decision.seat, action);
    if (!r.ok) throw new Error(`a listed option was rejected: ${r.error.message}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

export type HordeRun = {
  readonly spec: HordeSpec | { readonly seed: number; readonly hero: true };
  readonly state: GameState;
  readonly actions: number;
  readonly finished: boolean;
  readonly violations: readonly string[];
  /** The furthest level and wave that entered, e.g. 2.3. */
  readonly reached: { readonly level: number; readonly wave: number };
  readonly events: readonly GameEvent[];
};

/**
 * One seeded horde run of random legal play (real content, or the test hero with `hero`), the rules
 * invariants (testing/invariants.ts) checked after every action. The automata's baseline is taken
 * again when the level change builds them new decks (R-HORDE-RESET-2) and when the fallen lord's seat
 * joins; the player's cards stay under the check throughout (RESET-3..9 move them, never lose them).
 */
export function runHordeGame(seed: number, hero = false, roundCap = 200, full = false): HordeRun {
  const spec = hero ? { seed, hero: true as const } : randomHordeSpec(seed);
  const start = newHorde(hero ? heroConfig(seed, { fallenLord: false }) : hordeConfig(spec as HordeSpec)).state;
  let baseline = baselineOf(start);
  const violations: string[] = [];
  const reached = { level: 1, wave: 1 };
  const events: GameEvent[] = [];
  const p = playout(start, seedRng(`horde-run-${seed}`), roundCap, randomOption, (s, rng, evs) => {
    events.push(...evs);
    if (evs.some((e) => e.kind === 'horde' && (e.event === 'decksRebuilt' || e.event === 'lordPlaced'))) {
      const now = baselineOf(s);
      baseline = now.map((b, seat) => (seat < baseline.length && !isAutomaton(s, seat) ? baseline[seat]! : b));
    }
    for (const e of evs) if (e.kind === 'horde' && e.event === 'waveEntered' && e.level * 10 + e.wave > reached.level * 10 + reached.wave) Object.assign(reached, { level: e.level, wave: e.wave });
    if (violations.length === 0) violations.push(...invariantViolations(s, baseline).map((v) => `round ${s.round} ${s.flow.at}: ${v}`));
    if (full && violations.length === 0) violations.push(...actionViolations(s).map((v) => `round ${s.round} ${s.flow.at}: ${v}`));
    return rng;
  });
  if (full && violations.length === 0) {
    const back = restoreGame(rulesOf(p.state), JSON.parse(JSON.stringify(p.state)));
    if (!back.ok || JSON.stringify(back.value) !== JSON.stringify(p.state)) violations.push('the final state does not come back through JSON and restoreGame');
  }
  return { spec, state: p.state, actions: p.actions, finished: p.finished, violations, reached, events };
}

const GARBAGE: unknown[] = [null, { kind: 'placeFigure', hex: { q: 99, r: 99 } }, { kind: 'chooseOption', option: 7 }, { kind: 'select', card: 'no-such-card' }];

/**
 * The property test's action checks (property.test.ts) on one state: every listed option is
 * accepted, near misses, garbage and another seat's option are refused, and none of them changes the state.
 */
export function actionViolations(s: GameState): string[] {
  const out: string[] = [];
  const before = JSON.stringify(s);
  const decisions = pendingDecisions(s);
  for (const d of decisions) {
    for (const o of d.options) if (!applyAction(s, d.seat, o).ok) out.push(`listed option refused: seat ${d.seat} ${JSON.stringify(o)}`);
    for (const o of d.options.slice(0, 3)) {
      for (const miss of nearMisses(s, o)) if (!d.options.some((x) => sameAction(x, miss)) && applyAction(s, d.seat, miss as Action).ok) out.push(`near miss accepted: ${JSON.stringify(miss)}`);
    }
  }
  const option = decisions[0]?.options[0];
  for (let seat = 0; seat <= s.seats.length; seat++) {
    const own = decisions.find((d) => d.seat === seat);
    if (option !== undefined && !own?.options.some((o) => sameAction(o, option)) && applyAction(s, seat, option).ok) out.push(`seat ${seat} played another seat's option`);
  }
  for (const g of GARBAGE) if (applyAction(s, 0, g as Action).ok) out.push(`garbage accepted: ${JSON.stringify(g)}`);
  if (JSON.stringify(s) !== before) out.push('an action tried changed the state it was applied to');
  return out;
}

/** The player of a horde position (createScenario): the test hero by default, on `hex` facing `facing`. */
export type HordePlayer = { readonly hex: Hex; readonly facing: number; readonly hand?: readonly string[]; readonly deck?: readonly string[]; readonly character?: string };

/** A createScenario spec of a horde position on the snowy battlefield (horde/scenario.ts). */
export function hordeScenarioSpec(player: HordePlayer, horde: NonNullable<ScenarioSpec['horde']>, start: 'select' | 'roundStart' = 'select', seed = 1): ScenarioSpec {
  return {
    seed, battlefield: BATTLEFIELDS['snowy-battlefield'], definitions: HERO_DEFINITIONS, start, horde,
    seats: [{ character: player.character ?? 'hero', hex: player.hex, facing: player.facing, hand: [...(player.hand ?? ['H90'])], deck: [...(player.deck ?? HERO_DECK.slice(0, 20))] }],
  };
}

/** A horde position (throws on a bad spec: a test bug). */
export function hordePosition(player: HordePlayer, horde: NonNullable<ScenarioSpec['horde']>, start: 'select' | 'roundStart' = 'select', seed = 1): GameState {
  const r = createScenario(hordeScenarioSpec(player, horde, start, seed));
  if (!r.ok) throw new Error(`invalid horde scenario: ${r.error.message}`);
  return r.value.state;
}
