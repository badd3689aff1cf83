import { attackHits, applyMarks, judgeHits, markSucceeds, woundTerrain } from '../../attack';
import { emit, type Ctx } from '../../context';
import { toAbsolute as toAbsoluteHex, type Hex } from '../../hex';
import { seatOf, type AttackProgress, type SeatId } from '../../state';
import { modeOf } from '../../mode';
import { settleDefeats } from '../../victory';
import { attackEffectOf } from '../refs';
import type { ResolveFlow } from '../types';

/** R-SEQ-ATTACK-3..6: judge every hit, apply what lands, note what follows and each defender's block sequence. */
export function applyStage(ctx: Ctx, _flow: ResolveFlow, attack: AttackProgress): void {
  const s = ctx.s;
  const actor = attack.actor;
  const hits = attackHits(s, actor, attackEffectOf(s, attack), attack.extraPaid, attack.target);
  const judged = judgeHits(s, actor, hits);
  const hexes = attackEffectOf(s, attack).kind === 'attack' ? diagramTargets(ctx, attack) : hits.map((h) => h.hex);
  emit(ctx, { kind: 'attack', seat: actor.seat, card: actor.card, initiative: actor.initiative, hexes, results: judged.map((j) => j.result) });
  const executed: SeatId[] = [];
  const from = seatOf(s, actor.seat).hex!;
  for (const { hit, result } of judged) {
    if (!result.hit) continue;
    if (applyMarks(ctx, actor.seat, hit.target, hit.marks)) executed.push(hit.target);
    if (hit.marks.some(markSucceeds)) attack.success = true;
    for (const m of hit.marks) {
      if (m.rotate > 0) attack.followUps.push({ kind: 'rotate', target: hit.target, amount: m.rotate });
      if (m.push > 0) attack.followUps.push({ kind: 'push', target: hit.target, steps: m.push, away: true, attacker: from, origin: hit.hex });
      if (m.pull > 0) attack.followUps.push({ kind: 'push', target: hit.target, steps: m.pull, away: false, attacker: from, origin: hit.hex });
      if (m.poison) attack.followUps.push({ kind: 'poison', target: hit.target });
    }
  }
  // OP-47, OP-48: a defender's block succeeds when nothing aimed at it got through and its own
  // card block ignored at least one part; terrain alone never makes it succeed (R-TERRAIN-6).
  const defenders = [...new Set(judged.map((j) => j.hit.target))];
  for (const defender of defenders) {
    const own = judged.filter((j) => j.hit.target === defender);
    const byCard = own.find((j) => j.block !== null && s.blocks[j.block]!.seat === defender);
    if (byCard === undefined) continue;
    const successful = own.every((j) => !j.result.hit);
    attack.sequences.push({ defender, block: byCard.block!, successful, next: successful ? 'counter' : 'done' });
  }
  modeOf(ctx.s).resolve.counters(ctx, actor.seat, actor.initiative, defenders); // R-SOLO-COUNTER-2/3
  settleDefeats(ctx, executed);
  attack.stage = 'followUps';
}

/** The diagram's hexes, after wounding attacks on them removed bamboo (R-TERRAIN-BAMBOO-2). */
function diagramTargets(ctx: Ctx, attack: AttackProgress): Hex[] {
  const effect = attackEffectOf(ctx.s, attack);
  if (effect.kind !== 'attack') return [];
  const st = seatOf(ctx.s, attack.actor.seat);
  const marks = [...effect.hexes, ...(attack.extraPaid && effect.extra ? effect.extra.hexes : [])];
  const hexes = marks.map((m) => ({ hex: toAbsoluteHex(st.hex!, st.facing, m.at), marks: [m] }));
  woundTerrain(ctx, attack.actor, hexes);
  return hexes.map((h) => h.hex).filter((h, i, all) => all.findIndex((o) => o.q === h.q && o.r === h.r) === i);
}
