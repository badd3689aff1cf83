import type { BattlefieldInput, CardInput, Character, KamaePosition, TerrainKind } from '@senjutsu/cards';
import { applyAction, pendingDecisions, type Applied } from '../flow';
import type { Action, Decision } from '../decisions';
import type { GameEvent } from '../events';
import { createScenario } from '../index';
import type { ScenarioSpec } from '../setup';
import type { CardId, GameState, SeatId } from '../state';
import { TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS } from './fixtures';

export * from './fixtures';

// A scenario builder and small helpers for tests (style.md §2.13): arrange with `scenario()`,
// act only through applyAction, assert what a player could observe.

type SeatSpec = ScenarioSpec['seats'][number];

export class ScenarioBuilder {
  private readonly spec: {
    seats: SeatSpec[];
    cards: CardInput[];
    characters: Character[];
    terrain: { kind: TerrainKind; hex: { q: number; r: number } }[];
    battlefield: ScenarioSpec['battlefield'];
    advantage?: number[];
    start: 'roundStart' | 'select';
    round: number;
    seed: number;
    options: { blocksProtectAllies?: boolean };
  } = { seats: [], cards: [...TEST_CARDS], characters: [...TEST_CHARACTERS], terrain: [], battlefield: TEST_BATTLEFIELD, start: 'select', round: 1, seed: 1, options: {} };

  /** Add a seat: `character` on `hex` facing `facing`, with any other seat fields. */
  seat(character: string, hex: { q: number; r: number }, facing: number, rest: Partial<Omit<SeatSpec, 'character' | 'hex' | 'facing'>> & { kamae?: KamaePosition } = {}): this {
    this.spec.seats.push({ character, hex, facing, ...rest });
    return this;
  }
  card(...cards: CardInput[]): this {
    this.spec.cards.push(...cards);
    return this;
  }
  character(...characters: Character[]): this {
    this.spec.characters.push(...characters);
    return this;
  }
  terrain(kind: TerrainKind, hex: { q: number; r: number }): this {
    this.spec.terrain.push({ kind, hex });
    return this;
  }
  battlefield(battlefield: BattlefieldInput | { hexes: { q: number; r: number }[] }): this {
    this.spec.battlefield = battlefield;
    return this;
  }
  advantage(order: number[]): this {
    this.spec.advantage = order;
    return this;
  }
  atRoundStart(): this {
    this.spec.start = 'roundStart';
    return this;
  }
  round(n: number): this {
    this.spec.round = n;
    return this;
  }
  seed(n: number): this {
    this.spec.seed = n;
    return this;
  }
  options(options: { blocksProtectAllies?: boolean }): this {
    this.spec.options = options;
    return this;
  }
  toSpec(): ScenarioSpec {
    const { cards, characters, ...rest } = this.spec;
    return { ...rest, definitions: { cards, characters } };
  }
  /** The scenario moved on to its first decision; throws if the spec is invalid (a test bug). */
  build(): Applied {
    const result = createScenario(this.toSpec());
    if (!result.ok) throw new Error(`invalid scenario: ${result.error.message}`);
    return result.value;
  }
}

export const scenario = () => new ScenarioBuilder();

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

export const eventsOf = <K extends GameEvent['kind']>(events: readonly GameEvent[], kind: K) =>
  events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
