import type { AttackHex, Effect } from '@senjutsu/cards';
import { gainAdvantage } from './advantage';
import { emit, type Ctx } from './context';
import type { AttackResult } from './events';
import { everyPathBlocked, hexEquals, hexKey, toAbsolute, type Hex } from './hex';
import { giveStun, giveWeakness, giveWounds } from './status';
import { occupant, opponents, seatOf, type GameState, type SeatId } from './state';
import { settleDefeats } from './victory';

// Section 10 (diagrams, wounds, execution) and section 11 (blocks, attack paths): the core of an
// attack effect. Push, pull, rotate, poison and counters build on this in the combat work.

export type AttackEffect = Extract<Effect, { kind: 'attack' }>;

type Hit = { hex: Hex; marks: AttackHex[] };

/** R-DIAG-2: the diagram turned to the attacker's facing; marks on one hex are gathered. */
export function attackedHexes(s: GameState, seat: SeatId, effect: AttackEffect, extraPaid: boolean): Hit[] {
  const st = seatOf(s, seat);
  const marks = [...effect.hexes, ...(extraPaid && effect.extra ? effect.extra.hexes : [])];
  const hits: Hit[] = [];
  for (const mark of marks) {
    const hex = toAbsolute(st.hex!, st.facing, mark.at);
    const hit = hits.find((h) => hexEquals(h.hex, hex));
    if (hit) hit.marks.push(mark);
    else hits.push({ hex, marks: [mark] });
  }
  return hits;
}

/** R-SEQ-ATTACK-1: the characters standing on attacked hexes (friendly fire included, R-DIAG-4). */
export function attackTargets(s: GameState, seat: SeatId, hits: readonly Hit[]): { hex: Hex; target: SeatId; marks: AttackHex[] }[] {
  return hits.flatMap((h) => {
    const target = occupant(s, hexKey(h.hex));
    return target === undefined || target === seat ? [] : [{ ...h, target }];
  });
}

/** Block hexes that protect `target` against an attack at `initiative` (R-BLOCK-2, OP-39). */
function cardBlockedHexes(s: GameState, target: SeatId, initiative: number): Set<string> {
  const out = new Set<string>();
  for (const block of s.blocks) {
    if (block.initiative !== initiative) continue; // R-BLOCK-2
    if (block.seat !== target && !(s.options.blocksProtectAllies && !opponents(s, block.seat, target))) continue;
    const st = seatOf(s, block.seat);
    if (st.hex === null || st.defeated !== null) continue;
    const hexes = [...block.hexes, ...(block.extraPaid && block.extra ? block.extra.hexes : [])];
    for (const rel of hexes) out.add(hexKey(toAbsolute(st.hex, st.facing, rel)));
  }
  return out;
}

function terrainBlockedHexes(s: GameState): Set<string> {
  // R-TERRAIN-5, R-BLOCK-4: terrain blocks at every initiative.
  return new Set(Object.keys(s.terrain).filter((k) => s.defs.terrain[s.terrain[k]!].blocksAttacks));
}

/** R-BLOCK-3: the first condition under which `blocked` hexes let the attack on `target` be ignored. */
function blockCondition(from: Hex, target: Hex, blocked: Set<string>): 'a' | 'b' | 'c' | null {
  if (blocked.has(hexKey(target))) return 'a';
  if (blocked.has(hexKey(from))) return 'b';
  // R-BLOCK-PATH-1..4: a blocked hex on every shortest route (never for adjacent hexes).
  if (everyPathBlocked(from, target, (h) => blocked.has(hexKey(h)))) return 'c';
  return null;
}

/** Resolve one attack effect (R-SEQ-ATTACK-3..5). Returns whether it succeeded (R-SUCCESS-1). */
export function resolveAttack(ctx: Ctx, seat: SeatId, card: string, initiative: number, effect: AttackEffect, extraPaid: boolean): boolean {
  const s = ctx.s;
  const from = seatOf(s, seat).hex!;
  const hits = attackedHexes(s, seat, effect, extraPaid);
  const terrain = terrainBlockedHexes(s);
  const results: AttackResult[] = [];
  const landed: { target: SeatId; marks: AttackHex[] }[] = [];
  for (const { hex, target, marks } of attackTargets(s, seat, hits)) {
    const byCard = blockCondition(from, hex, cardBlockedHexes(s, target, initiative));
    const byTerrain = byCard === null ? blockCondition(from, hex, terrain) : null;
    if (byCard !== null) results.push({ hex, target, hit: false, blockedBy: { condition: byCard, by: 'card', blocker: target } });
    else if (byTerrain !== null) results.push({ hex, target, hit: false, blockedBy: { condition: byTerrain, by: 'terrain' } });
    else {
      results.push({ hex, target, hit: true, blockedBy: null });
      landed.push({ target, marks });
    }
  }
  // The explanation first, then what it did (R-SEQ-ATTACK-5).
  emit(ctx, { kind: 'attack', seat, card, initiative, hexes: hits.map((h) => h.hex), results });
  const executed: SeatId[] = [];
  let success = false;
  for (const { target, marks } of landed) {
    for (const mark of marks) {
      if (mark.execution) executed.push(target); // R-EXEC-1, R-EXEC-2: no wounds from the mark itself
      giveWounds(ctx, target, mark.wounds, mark.bleeding, 'attack'); // R-WOUND-2, R-BLEED-1
      giveStun(ctx, target, mark.stun);
      giveWeakness(ctx, target, mark.weakness);
      if (mark.advantage) gainAdvantage(ctx, seat); // OP-40
      if (mark.execution || mark.wounds > 0 || mark.stun > 0 || mark.weakness > 0) success = true;
    }
  }
  settleDefeats(ctx, executed);
  return success;
}

/** Defenders hit by this attack who hold an unpaid, affordable extra block at its initiative (R-SEQ-BLOCK-1). */
export function defendersWithBlockExtras(s: GameState, seat: SeatId, initiative: number, effect: AttackEffect, extraPaid: boolean): SeatId[] {
  const targets = attackTargets(s, seat, attackedHexes(s, seat, effect, extraPaid)).map((t) => t.target);
  return s.blocks.flatMap((b) =>
    b.initiative === initiative && b.extra !== null && !b.extraPaid && targets.includes(b.seat) && seatOf(s, b.seat).focus >= b.extra.fee
      ? [b.seat]
      : [],
  ).filter((v, i, all) => all.indexOf(v) === i);
}
