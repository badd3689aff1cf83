// One AI-against-AI game on real content, for the ladder (bench/ai-ladder.ts), the balance AI mode
// (bench/balance.ts) and packages/ai's tests.
import { BATTLEFIELDS, BATTLEFIELD_IDS, PACKS, type TerrainKind } from '../packages/cards/src/index';
import { BUILT_IN_RULESET, createGame, outcome, pendingDecisions, applyAction, viewFor, type GameState, type SeatId } from '../packages/engine/src/index';
import { DEFAULT_BUDGETS, LEVELS, explainChoice, type AiOptions, type Level } from '../packages/ai/src/index';

export type Pack = (typeof PACKS)[number];
const KINDS: TerrainKind[][] = [['rock', 'bamboo'], ['boat', 'torii'], ['cart', 'shrine'], ['corpse', 'rock']];

export function newDuel(a: Pack, b: Pack, seed: number): GameState {
  const made = createGame({
    seed,
    battlefield: BATTLEFIELDS[BATTLEFIELD_IDS[seed % BATTLEFIELD_IDS.length]!],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: KINDS[Math.floor(seed / BATTLEFIELD_IDS.length) % KINDS.length]!,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

export type Played = { winner: SeatId | null; rounds: number; decisions: number; searched: number; playouts: number; actions: number; wounds: number[]; how: string };

/** Play `state` to its end (or `roundCap`), seat i choosing with `players[i]`. */
export function playDuel(state: GameState, players: readonly [AiOptions, AiOptions], roundCap = 40): Played {
  const out: Played = { winner: null, rounds: 0, decisions: 0, searched: 0, playouts: 0, actions: 0, wounds: [], how: '' };
  while (!outcome(state).over && state.round <= roundCap) {
    const pending = pendingDecisions(state);
    const d = pending[0]!;
    const view = viewFor(state, d.seat, pending);
    const choice = explainChoice(view, view.decisions, BUILT_IN_RULESET, { ...players[d.seat]!, seed: `${players[d.seat]!.seed}` });
    out.decisions++;
    if (choice.playouts > 0) {
      out.searched++;
      out.playouts += choice.playouts;
      out.actions += choice.actions;
    }
    const r = applyAction(state, d.seat, choice.action);
    if (!r.ok) throw new Error(`the AI chose a refused option: ${r.error.message}`);
    state = r.value.state;
  }
  const end = outcome(state);
  out.rounds = state.round;
  out.wounds = state.seats.map((st) => st.wounds);
  out.how = state.seats.map((st) => st.defeated?.reason ?? '-').join('/');
  if (end.over && end.winners.length === 1) out.winner = end.winners[0]!;
  return out;
}

/**
 * A playouts setting (AI_LADDER_PLAYOUTS, AI_BALANCE_PLAYOUTS) as each level's fixed playouts with no
 * time cap, or null (the default, time-capped budgets): `budget` (each level's default playouts), a
 * number (every searched level) or per level (`hard=1200,normal=240`).
 */
export function fixedPlayouts(setting: string | undefined, variable: string): Partial<Record<Level, number>> | null {
  if (setting === undefined || setting === '') return null;
  const fixed: Partial<Record<Level, number>> = {};
  for (const part of setting.split(',')) {
    const [name, count] = part.includes('=') ? part.split('=') : [undefined, part];
    const levels = name === undefined ? LEVELS.filter((l) => DEFAULT_BUDGETS[l].iterations > 0) : [name as Level];
    for (const level of levels) {
      const n = count === 'budget' ? DEFAULT_BUDGETS[level]?.iterations : Number(count);
      if (!LEVELS.includes(level) || n === undefined || !Number.isInteger(n) || n < 1) throw new Error(`${variable}: "${part}" is not "budget", a playout count or level=count`);
      fixed[level] = n;
    }
  }
  return fixed;
}
/** A player's options with its level's fixed playouts, if `fixed` names them. */
export const withPlayouts = (options: AiOptions, fixed: Partial<Record<Level, number>> | null): AiOptions =>
  fixed?.[options.level] === undefined ? options : { ...options, budget: { iterations: fixed[options.level], timeMs: Infinity } };

/** The 95% Wilson score interval of `wins` out of `n`. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return [(centre - spread) / denominator, (centre + spread) / denominator];
}
