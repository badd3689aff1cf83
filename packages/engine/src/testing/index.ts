import type { BattlefieldInput, CardInput, CharacterInput, KamaePosition, TerrainKind } from '@senjutsu/cards';
import { applyAction, pendingDecisions, type Applied } from '../flow';
import type { Action, Decision } from '../decisions';
import { isCardWindow, passOption } from '../windows';
import type { GameEvent } from '../events';
import { createScenario } from '../index';
import type { ScenarioSpec } from '../modes/config';
import type { CardId, GameState, SeatId } from '../state';
import { TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS } from './fixtures';

export * from './fixtures';
export { newTestGame, playout, randomPlayout, type Chooser, type Playout } from './playout';
export { newSoloGame, randomSoloSpec, soloGameConfig, type SoloGameSpec } from './solo-games';
export { playUntil, soloPosition, soloScenarioSpec, type SoloScenarioSpec } from './solo-scenario';
export { heroConfig, hordeConfig, randomHordeSpec, runHordeGame, WALKER_DECK, type HordeRun, type HordeSpec } from './horde';

// A scenario builder and small helpers for tests (style.md §2.13): arrange with `scenario()`,
// act only through applyAction, assert what a player could observe.

type SeatSpec = ScenarioSpec['seats'][number];
type Hex = { q: number; r: number };

type Spec = {
  readonly seats: readonly SeatSpec[];
  readonly cards: readonly CardInput[];
  readonly characters: readonly CharacterInput[];
  readonly terrain: readonly { kind: TerrainKind; hex: Hex }[];
  readonly battlefield: ScenarioSpec['battlefield'];
  readonly advantage?: number[];
  readonly start: 'roundStart' | 'select';
  readonly round: number;
  readonly seed: number;
  readonly options: { blocksProtectAllies?: boolean; windowsForHolders?: boolean };
};

/** An immutable builder: each call returns a new builder, so a base scenario can be reused. */
export type ScenarioBuilder = {
  /** Add a seat: `character` on `hex` facing `facing`, with any other seat fields. */
  seat(character: string, hex: Hex, facing: number, rest?: Partial<Omit<SeatSpec, 'character' | 'hex' | 'facing'>> & { kamae?: KamaePosition }): ScenarioBuilder;
  card(...cards: CardInput[]): ScenarioBuilder;
  character(...characters: CharacterInput[]): ScenarioBuilder;
  terrain(kind: TerrainKind, hex: Hex): ScenarioBuilder;
  battlefield(battlefield: BattlefieldInput | { hexes: Hex[] }): ScenarioBuilder;
  /** The advantage track, top first. */
  advantage(order: number[]): ScenarioBuilder;
  /** Start before the start-of-round effects and the draw (default: at the Select step). */
  atRoundStart(): ScenarioBuilder;
  round(n: number): ScenarioBuilder;
  seed(n: number): ScenarioBuilder;
  /** Game options, added to the builder's (which opens windows only for holders: `publicWindows()` for OP-68). */
  options(options: { blocksProtectAllies?: boolean; windowsForHolders?: boolean }): ScenarioBuilder;
  /** OP-68's windows, opened on public facts (the rule; the builder's default keeps the older tables' hand-dependent windows). */
  publicWindows(): ScenarioBuilder;
  toSpec(): ScenarioSpec;
  /** The scenario moved on to its first decision; throws if the spec is invalid (a test bug). */
  build(): Applied;
};

const EMPTY: Spec = {
  seats: [], cards: TEST_CARDS, characters: TEST_CHARACTERS, terrain: [], battlefield: TEST_BATTLEFIELD,
  start: 'select', round: 1, seed: 1, options: { windowsForHolders: true },
};

function builder(spec: Spec): ScenarioBuilder {
  const next = (patch: Partial<Spec>) => builder({ ...spec, ...patch });
  const toSpec = (): ScenarioSpec => {
    const { cards, characters, ...rest } = spec;
    return { ...rest, seats: [...rest.seats], terrain: [...rest.terrain], definitions: { cards: [...cards], characters: [...characters] } };
  };
  return {
    seat: (character, hex, facing, rest = {}) => next({ seats: [...spec.seats, { character, hex, facing, ...rest }] }),
    card: (...cards) => next({ cards: [...spec.cards, ...cards] }),
    character: (...characters) => next({ characters: [...spec.characters, ...characters] }),
    terrain: (kind, hex) => next({ terrain: [...spec.terrain, { kind, hex }] }),
    battlefield: (battlefield) => next({ battlefield }),
    advantage: (advantage) => next({ advantage }),
    atRoundStart: () => next({ start: 'roundStart' }),
    round: (round) => next({ round }),
    seed: (seed) => next({ seed }),
    options: (options) => next({ options: { ...spec.options, ...options } }),
    publicWindows: () => next({ options: { ...spec.options, windowsForHolders: false } }),
    toSpec,
    build: () => {
      const result = createScenario(toSpec());
      if (!result.ok) throw new Error(`invalid scenario: ${result.error.message}`);
      return result.value;
    },
  };
}

export const scenario = (): ScenarioBuilder => builder(EMPTY);

/** Apply an action that must be legal; throws with the engine's reason otherwise. */
export function act(state: GameState, seat: SeatId, action: Action): Applied {
  const result = applyAction(state, seat, action);
  if (!result.ok) throw new Error(`${result.error.code} (${result.error.rule ?? '-'}): ${result.error.message}`);
  return result.value;
}

/** Apply several actions in turn, collecting the events. */
export function actAll(state: GameState, steps: [SeatId, Action][]): Applied {
  let current: Applied = { state, events: [] };
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    current = act(current.state, seat, action);
    events.push(...current.events);
  }
  return { state: current.state, events };
}

/** The instance ids in `seat`'s hand of card `number` (hand order). */
export function inHand(state: GameState, seat: SeatId, number: string): CardId[] {
  return state.seats[seat]!.hand.filter((c) => state.cards[c] === number);
}
/** The first instance of `number` in `seat`'s hand; throws if there is none. */
export function handCard(state: GameState, seat: SeatId, number: string): CardId {
  const card = inHand(state, seat, number)[0];
  if (card === undefined) throw new Error(`seat ${seat} holds no ${number}`);
  return card;
}

/** Both (or all) seats select the given card numbers; returns the state after the reveal moves on. */
export function selectCards(state: GameState, numbers: Record<SeatId, string>): Applied {
  return actAll(
    state,
    Object.entries(numbers).map(([seat, number]) => [Number(seat), { kind: 'select', card: handCard(state, Number(seat), number) }]),
  );
}

/** The pending decision of `seat`, or undefined. */
export const decisionOf = (state: GameState, seat: SeatId): Decision | undefined => pendingDecisions(state).find((d) => d.seat === seat);

/** Answer every pending decision with its first option until none is left for `seats`, or `max` actions. */
export function firstOptions(state: GameState, max = 50): Applied {
  let current: Applied = { state, events: [] };
  const events: GameEvent[] = [];
  for (let i = 0; i < max; i++) {
    const d = pendingDecisions(current.state)[0];
    if (d === undefined) break;
    current = act(current.state, d.seat, d.options[0]!);
    events.push(...current.events);
  }
  return { state: current.state, events };
}

/** OP-68: pass every hidden-card window pending now (they open whatever the hands hold), until another decision comes. */
export function passWindows(applied: Applied, max = 20): Applied {
  let current = applied;
  const events = [...applied.events];
  for (let i = 0; i < max; i++) {
    const d = pendingDecisions(current.state)[0];
    if (d === undefined || !isCardWindow(d)) break;
    current = act(current.state, d.seat, passOption(d));
    events.push(...current.events);
  }
  return { state: current.state, events };
}

export const eventsOf = <K extends GameEvent['kind']>(events: readonly GameEvent[], kind: K) =>
  events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
