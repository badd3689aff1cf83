import type { AttackMark, Effect, RelativeHex } from '@senjutsu/cards';
import { gainAdvantage } from './advantage';
import { emit, type Ctx } from './context';
import type { AttackResult } from './events';
import { affineCentre, distance, everyPathBlocked, hexEquals, hexKey, hexesOnShortestPaths, inLineOfSight, toAbsolute, type Hex } from './hex';
import { giveStun, giveWeakness, giveWounds } from './status';
import { cardDef, occupantAt, opponents, seatOf, withoutKey, type Actor, type AttackEffect, type GameState, type SeatId } from './state';
import { rulesOf } from './ruleset';
import { modeOf } from './mode';

// Section 10 (diagrams, wounds, execution, push/pull/rotate), section 11 (blocks, attack paths) and
// section 14 (range, line of sight): where an attack effect lands and why it hits or is ignored.
// The order of events around it (fees, follow-ups, block sequences, instants) is in combat.ts.

export type Hit = { hex: Hex; target: SeatId; marks: AttackMark[] };

/** A diagram mark without its hex; made once per printed mark (card definitions never change). */
const markOnly = (m: AttackMark & { at?: RelativeHex }): AttackMark => {
  let mark = marksOnly.get(m);
  if (mark === undefined) {
    const { at: _at, ...rest } = m;
    marksOnly.set(m, (mark = rest));
  }
  return mark;
};
const marksOnly = new WeakMap<AttackMark, AttackMark>();

/** R-DIAG-2: a diagram's marks turned to the attacker's facing, gathered per hex. */
export function diagramHexes(s: GameState, seat: SeatId, effect: Extract<Effect, { kind: 'attack' }>, extraPaid: boolean): { hex: Hex; marks: AttackMark[] }[] {
  const st = seatOf(s, seat);
  const marks = [...effect.hexes, ...(extraPaid && effect.extra ? effect.extra.hexes : [])];
  const out: { hex: Hex; marks: AttackMark[] }[] = [];
  for (const mark of marks) {
    const hex = toAbsolute(st.hex!, st.facing, mark.at);
    const entry = out.find((h) => hexEquals(h.hex, hex));
    if (entry) entry.marks.push(markOnly(mark));
    else out.push({ hex, marks: [markOnly(mark)] });
  }
  return out;
}

/** The characters an attack effect reaches (R-SEQ-ATTACK-1), friendly fire included (R-DIAG-4). */
export function attackHits(s: GameState, actor: Actor, effect: AttackEffect, extraPaid: boolean, target: SeatId | null): Hit[] {
  if (effect.kind === 'attack') {
    return diagramHexes(s, actor.seat, effect, extraPaid).flatMap((h) => {
      const at = occupantAt(s, h.hex.q, h.hex.r);
      // OP-72: your attacks never apply to the fallen lord (only the automata's do).
      return at === undefined || at === actor.seat || modeOf(s).seats.untouchable(s, actor.seat, at) ? [] : [{ hex: h.hex, target: at, marks: h.marks }];
    });
  }
  if (target === null || modeOf(s).seats.untouchable(s, actor.seat, target)) return [];
  const marks = [effect.mark, ...(effect.kind === 'targetedAttack' && extraPaid && effect.extra ? [effect.extra.mark] : [])];
  return [{ hex: seatOf(s, target).hex!, target, marks }];
}

const sightBlockers = (s: GameState): Hex[] => {
  const pieces = rulesOf(s).terrain;
  return Object.keys(s.terrain).filter((k) => pieces[s.terrain[k]!].blocksSight).map(keyHex);
};

const keyHex = (k: string): Hex => {
  const [q, r] = k.split(',').map(Number);
  return { q: q!, r: r! };
};

/**
 * R-RANGE-1, R-RANGE-2, R-LOS-1..3, OP-41: within the card's range and in line of sight. Without
 * a range symbol a targeted attack reaches the adjacent hexes only, and an initiative-comparing
 * attack reaches anywhere (R-INITCMP-3 limits it by range only when the card has one).
 */
export function inReach(s: GameState, actor: Actor, target: SeatId, kind: AttackEffect['kind']): boolean {
  const from = seatOf(s, actor.seat);
  const to = seatOf(s, target).hex!;
  const range = cardDef(s, actor.card)?.range;
  if (range === undefined) return kind !== 'targetedAttack' || distance(from.hex!, to) <= 1;
  return distance(from.hex!, to) <= range && inLineOfSight(from.hex!, from.facing, to, sightBlockers(s));
}

/** OP-17, OP-51, R-INITCMP-4: the initiative an initiative-comparing attack compares with. */
export function comparedInitiative(s: GameState, seat: SeatId): number {
  const play = seatOf(s, seat).play;
  if (play === null || play.initiative === null) return 0; // a played stun is lower than everything
  const def = cardDef(s, play.card)!;
  if (def.initiative.kind === 'variable' && !play.alternative) return Math.max(1, def.initiative.min - play.weakness); // OP-18
  return play.initiative;
}

/** Characters a targeted attack may be aimed at (R-DIAG-5: enemy or ally; R-INITCMP-3: a lower-initiative opponent in range). */
export function attackCandidates(s: GameState, actor: Actor, effect: AttackEffect): SeatId[] {
  const others = s.seats.flatMap((st, i) => (i !== actor.seat && st.defeated === null && st.hex !== null && !modeOf(s).seats.untouchable(s, actor.seat, i) ? [i] : [])); // OP-72
  if (effect.kind === 'targetedAttack') return others;
  if (effect.kind === 'initiativeAttack') {
    return others.filter((t) => opponents(s, actor.seat, t) && comparedInitiative(s, t) < actor.initiative && inReach(s, actor, t, effect.kind));
  }
  return [];
}

/** Block hexes that protect `target` against an attack at `initiative` (R-BLOCK-2, OP-39), by block index. */
function cardBlocks(s: GameState, target: SeatId, initiative: number): { index: number; hexes: Set<string> }[] {
  return s.blocks.flatMap((block, index) => {
    if (block.initiative !== initiative) return []; // R-BLOCK-2
    if (block.seat !== target && !(s.options.blocksProtectAllies && !opponents(s, block.seat, target))) return [];
    const hexes = blockHexes(s, block);
    return hexes === null ? [] : [{ index, hexes }];
  });
}

/** R-BLOCK-1, R-DIAG-2: a block's hexes turned to its character's hex and facing now. */
function blockHexes(s: GameState, block: GameState['blocks'][number]): Set<string> | null {
  const st = seatOf(s, block.seat);
  if (st.hex === null || st.defeated !== null) return null;
  const rel = [...block.hexes, ...(block.extraPaid && block.extra ? block.extra.hexes : [])];
  return new Set(rel.map((h) => hexKey(toAbsolute(st.hex!, st.facing, h))));
}

/**
 * R-TERRAIN-5, R-BLOCK-4: terrain blocks at every initiative. OP-59: never the attack on its own
 * hex, so the attacked hex's piece is left out (only the hexes between count, R-BLOCK-3 (c)).
 */
const terrainBlocks = (s: GameState, attacked: Hex): Set<string> => {
  const own = hexKey(attacked);
  const pieces = rulesOf(s).terrain;
  return new Set(Object.keys(s.terrain).filter((k) => k !== own && pieces[s.terrain[k]!].blocksAttacks));
};

/** R-BLOCK-3: how blocked hexes let an attack from `from` on `target` be ignored, and which hexes did it. */
function blockCondition(from: Hex, target: Hex, blocked: Set<string>): { condition: 'a' | 'b' | 'c'; hexes: Hex[] } | null {
  if (blocked.has(hexKey(target))) return { condition: 'a', hexes: [target] };
  if (blocked.has(hexKey(from))) return { condition: 'b', hexes: [from] };
  // R-BLOCK-PATH-1..4, OP-16: a blocked hex on every shortest route (never for adjacent hexes).
  if (everyPathBlocked(from, target, (h) => blocked.has(hexKey(h)))) {
    return { condition: 'c', hexes: hexesOnShortestPaths(from, target).filter((h) => blocked.has(hexKey(h))) };
  }
  return null;
}

/** Whether each hit lands or is ignored, and by what (R-SEQ-ATTACK-3). */
export function judgeHits(s: GameState, actor: Actor, hits: readonly Hit[]): { hit: Hit; result: AttackResult; block: number | null }[] {
  const from = seatOf(s, actor.seat).hex!;
  return hits.map((hit) => {
    const terrain = terrainBlocks(s, hit.hex);
    const blocks = cardBlocks(s, hit.target, actor.initiative);
    const card = new Set(blocks.flatMap((b) => [...b.hexes]));
    const landed = { hit, block: null, result: { hex: hit.hex, target: hit.target, hit: true, blockedBy: null } };
    // OP-47: card blocks and terrain together may cover the attack paths; terrain alone never
    // makes the card block successful, so "by card" whenever the card block is needed or enough.
    const both = blockCondition(from, hit.hex, new Set([...card, ...terrain]));
    if (both === null) return landed;
    const byCard = blockCondition(from, hit.hex, card);
    const byTerrain = byCard === null ? blockCondition(from, hit.hex, terrain) : null;
    if (byTerrain !== null) {
      return { hit, block: null, result: { hex: hit.hex, target: hit.target, hit: false, blockedBy: { condition: byTerrain.condition, by: 'terrain' as const, hexes: byTerrain.hexes } } };
    }
    // OP-64: an ally's block works for the target as terrain does (no block sequence from it); when
    // the target's own block stops the attack too, the block is its own and its sequence runs.
    const own = blocks.filter((b) => s.blocks[b.index]!.seat === hit.target);
    const ownHow = own.length === 0 || own.length === blocks.length ? null : blockCondition(from, hit.hex, new Set([...own.flatMap((b) => [...b.hexes]), ...terrain])); // OP-47 with terrain
    const how = ownHow ?? byCard ?? both;
    const block = (ownHow === null ? blocks : own).find((b) => how.hexes.some((h) => b.hexes.has(hexKey(h))))?.index ?? blocks[0]!.index;
    const blocker = s.blocks[block]!.seat;
    return { hit, block, result: { hex: hit.hex, target: hit.target, hit: false, blockedBy: { condition: how.condition, by: 'card' as const, blocker, hexes: how.hexes } } };
  });
}

/** R-WOUND-2, R-BLEED-1, R-EXEC-1/2, R-STUN-1, R-WEAK-1, OP-40: the marks that need no decision. Returns executed. */
export function applyMarks(ctx: Ctx, attacker: SeatId, target: SeatId, marks: readonly AttackMark[]): boolean {
  let executed = false;
  for (const mark of marks) {
    if (mark.execution) executed = true;
    giveWounds(ctx, target, mark.wounds, mark.bleeding, 'attack');
    giveStun(ctx, target, mark.stun);
    giveWeakness(ctx, target, mark.weakness);
    if (mark.advantage) gainAdvantage(ctx, attacker); // OP-40, OP-67: with its hex, at once, whatever a push then does
  }
  return executed;
}

/**
 * R-SUCCESS-1: a landed mark that wounds, executes, gives a status or turns the target. A push or
 * pull succeeds once it moves the target or collides (OP-60, OP-61), which follow-ups.ts sees step
 * by step; OP-55's adjacent pull and a target no longer there move nobody.
 */
export const markSucceeds = (m: AttackMark) =>
  m.execution || m.wounds > 0 || m.stun > 0 || m.weakness > 0 || m.poison || m.rotate > 0; // OP-60: execution counts

/** R-TERRAIN-BAMBOO-2, OP-5, OP-59, OP-65: pieces that leave play when a wounding attack is applied to their hex. */
export function woundTerrain(ctx: Ctx, actor: Actor, hexes: readonly { hex: Hex; marks: readonly AttackMark[] }[]): void {
  const from = seatOf(ctx.s, actor.seat).hex!;
  const gone: Hex[] = [];
  for (const { hex, marks } of hexes) {
    const kind = ctx.s.terrain[hexKey(hex)];
    if (kind === undefined || !rulesOf(ctx.s).terrain[kind].removedWhen?.wounded || !marks.some((m) => m.wounds > 0)) continue;
    // OP-59: not when other terrain stops the attack on that hex; OP-65: card blocks protect characters only.
    if (blockCondition(from, hex, terrainBlocks(ctx.s, hex)) !== null) continue;
    gone.push(hex);
  }
  // Judged together, as one attack effect: a piece removed here does not open a path to the next.
  for (const hex of gone) {
    const kind = ctx.s.terrain[hexKey(hex)];
    if (kind === undefined) continue;
    ctx.s.terrain = withoutKey(ctx.s.terrain, hexKey(hex)); // shared with earlier states: replaced
    emit(ctx, { kind: 'terrainRemoved', terrain: kind, hex });
  }
}

/**
 * OP-52: the neighbours one step farther from (push) or nearer to (pull) the attacker, nearest to
 * the straight line through the attacker and the target's hex when the attack landed. Cross
 * products in the affine sight coordinates compare distances to a line exactly (an affine map
 * scales every cross product by the same factor).
 */
export function pushCandidates(s: GameState, target: SeatId, attacker: Hex, origin: Hex, away: boolean): Hex[] {
  const at = seatOf(s, target).hex!;
  const d = distance(attacker, at);
  // OP-55: a pull never moves a target into the attacker's hex: next to it, the step does nothing.
  if (!away && d <= 1) return [];
  const a = affineCentre(attacker);
  const o = affineCentre(origin);
  const cross = (h: Hex) => {
    const p = affineCentre(h);
    return Math.abs((o.x - a.x) * (p.y - a.y) - (o.y - a.y) * (p.x - a.x));
  };
  const steps = [0, 1, 2, 3, 4, 5]
    .map((dir) => ({ q: at.q + DQ[dir]!, r: at.r + DR[dir]! }))
    .filter((h) => distance(attacker, h) === d + (away ? 1 : -1));
  const best = Math.min(...steps.map(cross));
  return steps.filter((h) => cross(h) === best);
}
const DQ = [0, 1, 1, 0, -1, -1];
const DR = [-1, -1, 0, 1, 1, 0];
