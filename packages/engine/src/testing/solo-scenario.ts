import { BATTLEFIELDS, offsetToHex, PACKS, type BattlefieldId } from '@senjutsu/cards';
import type { Action } from '../decisions';
import type { GameEvent } from '../events';
import { applyAction, createScenario, pendingDecisions, type GameState, type ScenarioSpec } from '../index';
import type { SoloScenario } from '../solo/config';

// Solo positions through createScenario with automaton seats (issue 12, item 4): one or two human
// characters of the real content, automata with set markers and decks, on a real battlefield.
// Positions are (column, row) of the printed grid.

export type Run = { state: GameState; events: GameEvent[] };

type Human = { character: 'master' | 'student' | 'ronin' | 'warrior'; at: readonly [number, number, number]; hand?: readonly string[]; deck?: readonly string[]; wounds?: number };
type Automaton = Omit<SoloScenario['automata'][number], 'hex' | 'facing' | 'behaviour' | 'stance' | 'nightmare' | 'discard' | 'wounds' | 'bleeding' | 'contracts'> &
  Partial<Pick<SoloScenario['automata'][number], 'behaviour' | 'stance' | 'nightmare' | 'discard' | 'wounds' | 'bleeding' | 'contracts'>> & { at: readonly [number, number, number] };

export type SoloScenarioSpec = {
  readonly battlefield?: BattlefieldId;
  readonly humans: readonly Human[];
  readonly automata: readonly Automaton[];
  readonly seed?: number;
  readonly terrain?: ScenarioSpec['terrain'];
  readonly start?: 'select' | 'roundStart';
};

export function soloScenarioSpec(spec: SoloScenarioSpec): ScenarioSpec {
  const battlefield = BATTLEFIELDS[spec.battlefield ?? 'snowy-battlefield'];
  return {
    seed: spec.seed ?? 1,
    battlefield,
    terrain: spec.terrain ?? [],
    start: spec.start ?? 'select',
    seats: spec.humans.map((h) => {
      const pack = PACKS.find((p) => p.character.id === h.character)!;
      return {
        character: h.character, hex: offsetToHex(h.at[0], h.at[1]), facing: h.at[2], team: 0,
        hand: [...(h.hand ?? [pack.character.coreCard])], deck: [...(h.deck ?? pack.signatureDeck.cards.slice(0, 10))], wounds: h.wounds ?? 0,
      };
    }),
    solo: { automata: spec.automata.map(({ at, ...a }) => ({ ...a, hex: offsetToHex(at[0], at[1]), facing: at[2] })) },
  };
}

/** A solo position (throws on a bad spec: a test bug). */
export function soloPosition(spec: SoloScenarioSpec): Run {
  const r = createScenario(soloScenarioSpec(spec));
  if (!r.ok) throw new Error(`invalid solo scenario: ${r.error.message}`);
  return { state: r.value.state, events: [...r.value.events] };
}

/** Play the humans' decisions with `pick` (by default the first option, ending preparation at once) until `until` holds. */
export function playUntil(run: Run, until: (s: GameState) => boolean, pick: (options: readonly Action[], kind: string) => Action = firstOption): Run {
  let { state } = run;
  const events = [...run.events];
  for (let guard = 0; guard < 500 && !until(state) && state.winners === null; guard++) {
    const d = pendingDecisions(state)[0];
    if (d === undefined) throw new Error(`no decision pending at ${state.flow.at}`);
    const r = applyAction(state, d.seat, pick(d.options as readonly Action[], d.kind));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

export const firstOption = (o: readonly Action[]): Action => o.find((a) => a.kind === 'endPrepare') ?? o[0]!;

/** The select decision answered with `card` (by number), every other decision with its first option. */
export const selecting = (state: GameState, card: string) => (o: readonly Action[], kind: string): Action =>
  kind === 'select' ? o.find((a) => a.kind === 'select' && state.cards[(a as { card: string }).card] === card) ?? o[0]! : firstOption(o);

export const nextRound = (round: number) => (s: GameState) => s.round === round && s.flow.at === 'select';

export const automatonNotes = (events: readonly GameEvent[], seat: number) =>
  events.filter((e): e is Extract<GameEvent, { kind: 'automaton' }> => e.kind === 'automaton' && e.seat === seat);
