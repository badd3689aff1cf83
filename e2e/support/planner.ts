import { PACKS } from '@senjutsu/cards';
import { choose } from './policy';
import { BUILT_IN_RULESET, applyAction, createScenario, hex, pendingDecisions, viewFor, type CardId, type GameEvent, type GameState, type GameView, type ScenarioSpec, type SeatId } from '@senjutsu/engine';

// How the online test brings about an attack that wounds and one that is blocked without
// touching the server: like two players at one table, it reads both pages' own views (what each
// page received), sets that position up in its own engine, and tries every pair of cards the two
// hands could play, each followed by the rest of the round played by the tests' policy (policy.ts),
// which the pages then play too. A pair that gives the wanted outcome is selected on the pages.
// The unknown deck order does not matter within the round (its draw comes after resolution).

export type Goal = 'wound' | 'block';

export type Plan = { readonly cards: readonly [CardId, CardId]; readonly reaches: boolean };


/** The position both pages see, as a scenario at the Select step; the decks are the remaining cards in any order. */
export function scenarioOf(views: readonly [GameView, GameView], battlefield: ScenarioSpec['battlefield']): ScenarioSpec {
  const seats = views.map((own, seat) => {
    const view = own.seats[seat]!;
    if (view.hex === null || view.hand === undefined) throw new Error(`seat ${seat} is not on the board or its view has no hand`);
    const map = BUILT_IN_RULESET.characters[view.character]!.kamae;
    const kind = map.nodes.find((n) => n.id === view.kamae)?.kind;
    const discard = view.discard.flatMap((d) => ('number' in d ? [d.number] : []));
    // The deck: the signature deck less what is known elsewhere, in any order.
    const rest = [...(PACKS.find((p) => p.character.id === view.character)?.signatureDeck.cards ?? [])];
    for (const n of [...view.hand.map((c) => c.number), ...discard]) {
      const at = rest.indexOf(n);
      if (at >= 0) rest.splice(at, 1);
    }
    const kamae: 'neutral' | 'aggression' | 'balance' | 'determination' =
      kind === 'aggression' || kind === 'balance' || kind === 'determination' ? kind : 'neutral';
    return {
      character: view.character,
      team: view.team,
      hex: view.hex,
      facing: view.facing,
      kamae,
      focus: view.focus,
      hand: view.hand.map((c) => c.number),
      discard,
      deck: rest.slice(0, view.deckCount),
      wounds: view.wounds,
      bleeding: view.bleeding,
      stealthed: view.stealthed,
      weakness: [...view.weakness],
    };
  });
  return {
    battlefield,
    terrain: views[0].terrain.map((t) => ({ kind: t.kind as never, hex: t.hex })),
    seats,
    advantage: [...views[0].advantage],
    round: views[0].round,
    start: 'select',
    seed: 7,
  };
}

/** Whether the events of one round show the goal. */
export function reached(goal: Goal, events: readonly GameEvent[]): boolean {
  switch (goal) {
    case 'wound':
      return events.some((e) => e.kind === 'wounded' && e.cause === 'attack');
    case 'block':
      return events.some((e) => e.kind === 'attack' && e.results.some((r) => !r.hit && r.blockedBy?.by === 'card'));
  }
}

/** The rest of the round after both selections, every seat playing the tests' policy; its events and end state. */
export function playRound(start: GameState): { events: GameEvent[]; state: GameState } {
  let state = start;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const decisions = pendingDecisions(state);
    if (decisions.length === 0 || state.round !== start.round || decisions.some((d) => d.kind === 'select')) break;
    const decision = decisions[0]!;
    const action = choose(decision, viewFor(state, decision.seat));
    const applied = applyAction(state, decision.seat, action);
    if (!applied.ok) throw new Error(`the planner's own engine refused ${JSON.stringify(action)}: ${applied.error.message}`);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { events, state };
}

const gap = (a: number, b: number): number => Math.min((a - b + 6) % 6, (b - a + 6) % 6);

/** How far the two figures stand apart after the round, and how far each is turned away from the other. */
function apart(state: GameState): number {
  const [a, b] = state.seats;
  if (a?.hex == null || b?.hex == null) return 99;
  const turnedAway = gap(a.facing, hex.facingsToward(a.hex, b.hex)[0] ?? 0) + gap(b.facing, hex.facingsToward(b.hex, a.hex)[0] ?? 0);
  return hex.distance(a.hex, b.hex) * 10 + turnedAway;
}

/**
 * The pair of cards (seat 0's, seat 1's, as the real game's instance ids) to select this round:
 * one that gives the goal when both seats then play the policy, else the one that leaves the two
 * figures closest and most turned to each other (so that a later round can reach the goal).
 */
export function planRound(views: readonly [GameView, GameView], battlefield: ScenarioSpec['battlefield'], goal: Goal): Plan {
  const created = createScenario(scenarioOf(views, battlefield));
  if (!created.ok) throw new Error(`the planner cannot set up the position: ${created.error.message}`);
  const state = created.value.state;
  const select = (seat: SeatId) => pendingDecisions(state).find((d) => d.seat === seat && d.kind === 'select')?.options ?? [];
  // The scenario deals its own ids; hands are listed in the same order, so the position maps to the real id.
  const realId = (seat: SeatId, scenarioId: CardId): CardId => views[seat]!.seats[seat]!.hand![state.seats[seat]!.hand.indexOf(scenarioId)]!.card;
  let best: (Plan & { score: number }) | null = null;
  for (const a of select(0)) {
    for (const b of select(1)) {
      if (a.kind !== 'select' || b.kind !== 'select') continue;
      const first = applyAction(state, 0, a);
      const both = first.ok ? applyAction(first.value.state, 1, b) : first;
      if (!both.ok) continue;
      const round = playRound(both.value.state);
      const reaches = reached(goal, [...both.value.events, ...round.events]);
      const score = (reaches ? 0 : 1000) + apart(round.state);
      if (best === null || score < best.score) best = { cards: [realId(0, a.card), realId(1, b.card)], reaches, score };
    }
  }
  if (best === null) throw new Error('no pair of cards can be selected');
  return { cards: best.cards, reaches: best.reaches };
}
