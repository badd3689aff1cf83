import type { Card, Effect, MovePart } from '@senjutsu/cards';
import { hex as geo } from '@senjutsu/engine';

// Card geometry the heuristics need: whether a card's attack can reach a hex from a pose, after the
// card's own steps and turns (R-DIAG-2, R-MOVE-2/3). Approximate on purpose: edges, terrain and
// collisions are ignored (the engine lists the real options; this only ranks them).

export type Hex = geo.Hex;
export type Facing = geo.Facing;
export type Pose = { readonly hex: Hex; readonly facing: Facing };

/** Every effect of a list, nested ones included (Kamae, -OR-, fees, "if successful"...). */
export function flatten(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) => {
    if (e.kind === 'or') return [e, ...e.options.flatMap((o) => flatten(o))];
    if ('effects' in e) return [e, ...flatten(e.effects)];
    return [e];
  });
}

const effectCache = new WeakMap<Card, Effect[]>();
/** The card's effects, flattened once per card definition. */
export function cardEffects(card: Card): Effect[] {
  let effects = effectCache.get(card);
  if (effects === undefined) effectCache.set(card, (effects = flatten(card.sections.flatMap((sec) => sec.effects))));
  return effects;
}

/** The wounds an attack among `effects` would deal to `target` from `pose` (0: it does not reach). */
export function woundsOn(effects: readonly Effect[], pose: Pose, target: Hex, range: number | undefined, extras = true): number {
  let best = 0;
  for (const e of effects) {
    if (e.kind === 'attack') {
      for (const m of [...e.hexes, ...(extras && e.extra ? e.extra.hexes : [])]) {
        if (geo.hexEquals(geo.toAbsolute(pose.hex, pose.facing, m.at), target)) best = Math.max(best, Math.max(1, m.wounds) + (m.execution ? 5 : 0));
      }
    } else if ((e.kind === 'targetedAttack' || e.kind === 'initiativeAttack') && geo.distance(pose.hex, target) <= (range ?? 1)) best = Math.max(best, 1);
  }
  return best;
}

/** The poses one move effect can reach (steps keep their first direction, turns their way). */
export function posesAfter(start: Pose, parts: readonly MovePart[], blocked: Hex): Pose[] {
  let poses: Pose[] = [start];
  for (const part of parts) {
    const next: Pose[] = [];
    for (const p of poses) {
      next.push(p);
      if (part.kind === 'turn') {
        for (const rotation of [1, -1] as const) {
          let facing = p.facing;
          for (let i = 0; i < part.count; i++) next.push({ hex: p.hex, facing: (facing = geo.turnFacing(facing, rotation)) });
        }
      } else {
        for (const direction of part.directions) {
          let at = p.hex;
          for (let i = 0; i < part.count; i++) {
            at = geo.neighbour(at, geo.absoluteDirection(p.facing, geo.wrapDirection(direction)));
            if (geo.hexEquals(at, blocked)) break;
            next.push({ hex: at, facing: p.facing });
          }
        }
      }
    }
    poses = next;
  }
  return poses;
}

/** The most wounds playing `card` from `pose` could deal on `target` (after its own movement). */
export function cardWounds(card: Card, pose: Pose, target: Hex): number {
  if (!card.types.includes('attack')) return 0;
  const effects = cardEffects(card);
  let poses: Pose[] = [pose];
  for (const e of effects) if (e.kind === 'move') poses = poses.flatMap((p) => posesAfter(p, e.parts, target));
  let best = 0;
  for (const p of poses) best = Math.max(best, woundsOn(effects, p, target, card.range));
  return best;
}

export const hasMove = (card: Card): boolean => cardEffects(card).some((e) => e.kind === 'move');

/** How squarely a pose faces the target: 2 straight ahead, 1 within the front arc, 0 otherwise. */
export function facingScore(pose: Pose, target: Hex): number {
  const toward = geo.facingsToward(pose.hex, target);
  if (toward.includes(pose.facing)) return 2;
  return toward.some((f) => f === geo.wrapDirection(pose.facing + 1) || f === geo.wrapDirection(pose.facing - 1)) ? 1 : 0;
}

/** The pose after one listed step or turn. */
export function poseAfter(pose: Pose, action: { kind: string; direction?: number; rotation?: 1 | -1 }): Pose {
  if (action.kind === 'step') return { hex: geo.neighbour(pose.hex, geo.absoluteDirection(pose.facing, geo.wrapDirection(action.direction!))), facing: pose.facing };
  if (action.kind === 'turn') return { hex: pose.hex, facing: geo.turnFacing(pose.facing, action.rotation!) };
  return pose;
}

export const distance = geo.distance;
