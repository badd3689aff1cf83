import type { AttackMark, SoloCard, SoloEffect, Stance } from '@senjutsu/cards';
import { attackHits, judgeHits, type Hit } from '../attack';
import { distance, facingsToward, hexEquals, turnFacing, type Facing, type Hex } from '../hex';
import type { SeatId } from '../state';
import { figureOf, posed, seesFrom, type SoloBoard } from './board';
import { bestBy, type MoveGoal } from './movement';
import { reachablePoses, type Reach } from './moves';
import { behaviourHex, preferredDistance } from './target';
import type { Because, MoveStep, Pose } from './types';
import { because } from '../reasons';

// Section 20.6: solo attack cards. The automaton tries the attack part as fully as it can
// (R-SOLO-ATK-2/3); the five melee steps decide where it attacks from (R-SOLO-ATK-MELEE-1..8),
// the ranged conditions whether it shoots (R-SOLO-ATK-RANGED-1/2); otherwise it resolves the
// movement part (R-SOLO-ATK-1).

/** The hexes a character's attack that has not resolved yet this round would hit (R-SOLO-ATK-MELEE-3 (3B)). */
export type Threat = { readonly seat: SeatId; readonly hexes: readonly Hex[] };

export type AttackGoal = MoveGoal & { readonly stance: Stance; readonly initiative: number; readonly threats: readonly Threat[] };

export type AttackChoice =
  | (Because & {
      readonly kind: 'attack'; readonly actions: readonly MoveStep[]; readonly from: Pose; readonly wounds: number;
      /** OP-76: the actions are turns in place outside the card's approach (a move of one turn part, `TURN_IN_PLACE`). */
      readonly turnInPlace?: number;
    })
  | (Because & { readonly kind: 'movement' });

/** What the attack part would do from one reachable pose. */
type Outcome = Reach & {
  /** OP-76: reached by turning in place outside the approach. */
  readonly turnInPlace?: number;
  /** The attack covers the target (its diagram, or range and sight). */
  readonly touches: boolean;
  /** 3A: the attack on the target is ignored by a block. */
  readonly blocked: boolean;
  /** 3B: a character's coming attack would hit this hex. */
  readonly hitBack: boolean;
  /** 3C: it would also hit another automaton. */
  readonly friendly: boolean;
  /** R-SOLO-ATK-3/4: wounds it would inflict on its opponents, an execution counting as 5. */
  readonly wounds: number;
};

const attackEffects = (effects: readonly SoloEffect[]) =>
  effects.filter((e): e is Extract<SoloEffect, { kind: 'attack' | 'targetedAttack' }> => e.kind === 'attack' || e.kind === 'targetedAttack');

/** R-SOLO-ATK-4: an execution counts as 5 wounds. */
const markWounds = (marks: readonly AttackMark[]) => marks.reduce((n, m) => n + (m.execution ? 5 : m.wounds), 0);

type Sides = { readonly automata: ReadonlySet<SeatId>; readonly enemies: ReadonlySet<SeatId> };

function outcome(board: SoloBoard, goal: AttackGoal, card: SoloCard, { automata, enemies }: Sides, reach: Reach): Outcome {
  const s = posed(board, goal.seat, reach.pose);
  const actor = { seat: goal.seat, card: '', initiative: goal.initiative };
  const target = figureOf(board, goal.target);
  let touches = false;
  let blocked = false;
  let friendly = false;
  let wounds = 0;
  for (const effect of attackEffects(card.body.kind === 'attack' ? card.body.attack.effects : [])) {
    let hits: Hit[];
    if (effect.kind === 'attack') hits = attackHits(s, actor, effect, false, null);
    else {
      // OP-32, R-SOLO-ATK-RANGED-1: range and line of sight from the pose.
      const inReach = distance(reach.pose.hex, target.hex) <= (card.range ?? 1) && seesFrom(board, reach.pose, target.hex);
      hits = inReach ? [{ hex: target.hex, target: goal.target, marks: [effect.mark] }] : [];
    }
    for (const { hit, result } of judgeHits(s, actor, hits)) {
      if (hit.target === goal.target) touches = true;
      if (hit.target === goal.target && !result.hit) blocked = true;
      if (result.hit && automata.has(hit.target)) friendly = true;
      if (result.hit && enemies.has(hit.target)) wounds += markWounds(hit.marks);
    }
  }
  const hitBack = goal.threats.some((t) => t.hexes.some((h) => hexEquals(h, reach.pose.hex)));
  return { ...reach, touches, blocked, hitBack, friendly, wounds };
}

const clean = (o: Outcome) => !o.blocked && !o.hitBack && !o.friendly;

/** R-SOLO-ATK-MELEE-1: the hex straight behind the target (opposite its facing), at any distance. */
function fromBehind(board: SoloBoard, target: SeatId, hex: Hex): boolean {
  const t = figureOf(board, target);
  const toward = facingsToward(t.hex, hex);
  return toward.length === 1 && toward[0] === (t.facing + 3) % 6;
}

const attack = (o: Outcome, why: Because): AttackChoice => ({
  kind: 'attack', actions: o.actions, from: o.pose, wounds: o.wounds, ...why, ...(o.turnInPlace === undefined ? {} : { turnInPlace: o.turnInPlace }),
});

/**
 * OP-76: staying where it is, the automaton may still turn to any facing (R-SOLO-ATK-3: to cause
 * the most wounds); the facings its card's approach cannot reach on its hex are reached by turns
 * in place, carried out as one turn part of that many turns (`turnInPlace`).
 */
function turnsInPlace(start: Pose, reaches: readonly Reach[]): (Reach & { turnInPlace: number })[] {
  const out: (Reach & { turnInPlace: number })[] = [];
  for (let k = 1; k < 6; k++) {
    const facing = ((start.facing + k) % 6) as Facing;
    if (reaches.some((r) => hexEquals(r.pose.hex, start.hex) && r.pose.facing === facing)) continue;
    const [count, rotation] = k <= 3 ? [k, 1 as const] : [6 - k, -1 as const];
    let f = start.facing;
    for (let i = 0; i < count; i++) f = turnFacing(f, rotation);
    out.push({ pose: { hex: start.hex, facing: f }, actions: Array.from({ length: count }, () => ({ kind: 'turn' as const, part: 0, rotation })), hurts: 0, turnInPlace: count });
  }
  return out;
}

/** Which card part the automaton resolves and, for the attack, where from. */
export function soloAttack(board: SoloBoard, goal: AttackGoal, card: SoloCard): AttackChoice {
  if (card.body.kind !== 'attack') throw new Error(`${card.number} is no attack card`);
  const self = figureOf(board, goal.seat);
  const start = { hex: self.hex, facing: self.facing };
  const approached = reachablePoses(board, goal.seat, start, card.body.attack.approach);
  const ranged = attackEffects(card.body.attack.effects).some((e) => e.kind === 'targetedAttack');
  const reaches = ranged ? approached : [...approached, ...turnsInPlace(start, approached)];
  const sides: Sides = {
    automata: new Set(board.figures.filter((f) => f.automaton).map((f) => f.seat)),
    enemies: new Set(board.figures.filter((f) => f.team !== self.team).map((f) => f.seat)),
  };
  const outcomes = reaches.map((r) => outcome(board, goal, card, sides, r)).filter((o) => o.touches);
  return ranged ? rangedSteps(outcomes) : meleeSteps(board, goal, outcomes);
}

/** R-SOLO-ATK-RANGED-1/2 (OP-32 for a ranged card of a melee automaton). */
function rangedSteps(outcomes: readonly Outcome[]): AttackChoice {
  if (outcomes.length === 0) return { kind: 'movement', ...because('R-SOLO-ATK-RANGED-2', 'attack.rangedNoSight') };
  return attack(bestBy(outcomes, (o) => [-o.wounds]), because('R-SOLO-ATK-RANGED-1', 'attack.rangedShoots'));
}

function meleeSteps(board: SoloBoard, goal: AttackGoal, outcomes: readonly Outcome[]): AttackChoice {
  if (outcomes.length === 0) return { kind: 'movement', ...because('R-SOLO-ATK-MELEE-8', 'attack.meleeCannotReach') };
  const self = figureOf(board, goal.seat);
  const side = behaviourHex(figureOf(board, goal.target), goal.behaviour, preferredDistance(goal.automaton).hexes);
  const here = (o: Outcome) => hexEquals(o.pose.hex, self.hex);
  // R-SOLO-GOLDEN-1: among equal places, the one that wounds most.
  const behind = outcomes.filter((o) => clean(o) && fromBehind(board, goal.target, o.pose.hex));
  if (behind.length > 0) return attack(bestBy(behind, (o) => [-o.wounds]), because('R-SOLO-ATK-MELEE-1', 'attack.meleeBehind'));
  // OP-76: staying, it keeps its hex but turns to the facing that wounds most (a clean one, then its own, on a tie);
  // when that attack is unclean (3A-3C), turning in place counts as an alternative position.
  const stay = outcomes.filter(here);
  const top = stay.length === 0 ? undefined : bestBy(stay, (o) => [-o.wounds, clean(o) ? 0 : 1]);
  if (top !== undefined && clean(top)) return attack(top, because('R-SOLO-ATK-MELEE-2', 'attack.meleeStays'));
  const alternatives = outcomes.filter((o) => clean(o) && o !== top);
  if (alternatives.length > 0) {
    // R-SOLO-ATK-MELEE-4/5: only a hex from which the attack succeeds, the one nearest its behaviour.
    const best = bestBy(alternatives, (o) => [distance(o.pose.hex, side), -o.wounds]);
    if (top === undefined) return attack(best, because('R-SOLO-ATK-MELEE-5', 'attack.meleeMustMove'));
    return attack(best, because('R-SOLO-ATK-MELEE-3', stepThreeCase(top)));
  }
  const risky = outcomes.filter((o) => !o.blocked);
  if (risky.length > 0) {
    if (goal.stance === 'defensive') {
      return { kind: 'movement', ...because('R-SOLO-ATK-MELEE-7', 'attack.meleeDefensive') };
    }
    const best = bestBy(risky, (o) => [here(o) ? 0 : 1, distance(o.pose.hex, side), -o.wounds]);
    return attack(best, because('R-SOLO-ATK-MELEE-6', 'attack.meleeAggressive'));
  }
  // R-SOLO-ATK-2: every way is blocked, and it still attacks as fully as it can.
  const best = bestBy(outcomes, (o) => [here(o) ? 0 : 1, distance(o.pose.hex, side), -o.wounds]);
  return attack(best, because('R-SOLO-ATK-2', 'attack.allBlocked'));
}

function stepThreeCase(o: Outcome): 'attack.meleeAltBlocked' | 'attack.meleeAltHitBack' | 'attack.meleeAltHitsAutomaton' {
  if (o.blocked) return 'attack.meleeAltBlocked';
  if (o.hitBack) return 'attack.meleeAltHitBack';
  return 'attack.meleeAltHitsAutomaton';
}
