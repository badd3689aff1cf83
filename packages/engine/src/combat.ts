import { attackCandidates, attackHits, applyMarks, inReach, judgeHits, markSucceeds, pushCandidates, woundTerrain } from './attack';
import { discardableCards } from './cards';
import { emit, type Ctx } from './context';
import type { Action, Decision } from './decisions';
import { counterCards, instantCards, playExtraCard, resolveNow } from './extras';
import { hexKey, toAbsolute as toAbsoluteHex, turnFacing, type Hex } from './hex';
import { payFocus } from './kamae';
import { collide, enterHex, hexIsFree } from './movement';
import {
  characterOf,
  opponents,
  seatOf,
  type Actor,
  type AttackEffect,
  type AttackProgress,
  type Draft,
  type Frame,
  type GameState,
  type SeatId,
  type Task,
} from './state';
import { loseStealth } from './status';
import { settleDefeats } from './victory';
import { rulesOf } from './ruleset';

// Section 17.3 and 17.4: one attack effect from start to end, and the block sequence of every
// defender it meets. The attack lives on the resolve flow and moves one stage at a time; a stage
// that needs a player's choice sets a task and waits.

type ResolveFlow = Extract<Draft['flow'], { at: 'resolve' }>;

export function beginAttack(flow: ResolveFlow, actor: Actor, effect: AttackEffect): void {
  flow.attacks.push({ actor, effect, stage: 'target', target: null, extraPaid: false, asked: [], followUps: [], sequences: [], success: false, depth: flow.stack.length });
}

/** Advance the attack by one stage (or one follow-up); sets flow.task when a player must decide. */
export function stepAttack(ctx: Ctx, flow: ResolveFlow): void {
  const attack = flow.attacks[flow.attacks.length - 1]!;
  const s = ctx.s;
  const actor = attack.actor;
  switch (attack.stage) {
    case 'target': {
      attack.stage = 'fee';
      if (attack.effect.kind === 'attack') return;
      const candidates = attackCandidates(s, actor, attack.effect);
      const play = seatOf(s, actor.seat).play;
      const declared = play !== null && play.card === actor.card ? play.target : null;
      if (declared !== null && candidates.includes(declared)) attack.target = declared; // OP-21
      else if (candidates.length === 1) attack.target = candidates[0]!;
      else if (candidates.length > 1) flow.task = { kind: 'attackTarget', seat: actor.seat, options: candidates };
      return;
    }
    case 'fee': {
      attack.stage = 'blockFees';
      if (attack.effect.kind !== 'attack' && attack.target !== null && !inReach(s, actor, attack.target, attack.effect.kind)) attack.target = null;
      const extra = attack.effect.kind === 'initiativeAttack' ? undefined : attack.effect.extra;
      // R-SEQ-ATTACK-2, R-FOCUS-FEE-6: optional attack fees are paid now (golden.ts may oblige it).
      if (extra !== undefined && seatOf(s, actor.seat).focus >= extra.fee) flow.task = { kind: 'attackFee', seat: actor.seat, fee: extra.fee };
      return;
    }
    case 'blockFees': {
      // R-SEQ-BLOCK-1: each defender the attack reaches pays for its extra block hexes first.
      const targets = attackHits(s, actor, attack.effect, attack.extraPaid, attack.target).map((h) => h.target);
      // OP-39: the block protects its own character, or with the option on its allies too.
      const protects = (blocker: SeatId) => targets.some((t) => t === blocker || (s.options.blocksProtectAllies && !opponents(s, blocker, t)));
      const index = s.blocks.findIndex(
        (b) => b.initiative === actor.initiative && b.extra !== null && !b.extraPaid && protects(b.seat) && !attack.asked.includes(b.seat) && seatOf(s, b.seat).focus >= b.extra.fee,
      );
      if (index < 0) attack.stage = 'apply';
      else {
        attack.asked.push(s.blocks[index]!.seat);
        flow.task = { kind: 'blockFee', seat: s.blocks[index]!.seat, block: index };
      }
      return;
    }
    case 'apply':
      applyAttack(ctx, attack);
      attack.stage = 'followUps';
      return;
    case 'followUps':
      if (attack.followUps.length > 0) stepFollowUp(ctx, flow, attack);
      else {
        attack.stage = 'counters';
        // R-SEQ-ATTACK-6 after the pushes and pulls, which decide success too (OP-60).
        if (attack.success) loseStealth(ctx, actor.seat);
      }
      return;
    case 'counters': {
      // R-SEQ-BLOCK-4..7 for each defender whose block succeeded: counterattack, stealth, instants.
      for (const q of attack.sequences) {
        if (!q.successful) continue;
        if (!attack.asked.includes(COUNTER_ASKED - q.defender)) {
          attack.asked.push(COUNTER_ASKED - q.defender);
          const block = s.blocks[q.block]!;
          // R-COUNTER-2, R-COUNTER-3: an opponent's failed attack, its initiative on the counter icon
          // (an ally's attack, friendly fire, is blocked but never answered).
          const answers = opponents(s, actor.seat, q.defender) && block.counter.includes(actor.initiative);
          const cards = answers ? counterCards(s, q.defender, block.initiative) : [];
          if (cards.length > 0) flow.task = { kind: 'counter', seat: q.defender, cards, block: q.block };
          return;
        }
        if (!attack.asked.includes(INSTANT_ASKED - q.defender)) {
          attack.asked.push(INSTANT_ASKED - q.defender);
          loseStealth(ctx, q.defender); // R-SEQ-BLOCK-6, R-STEALTH-6: before the instants
          const cards = instantCards(s, q.defender, 'blockSuccessful'); // R-SEQ-BLOCK-7
          if (cards.length > 0) flow.task = { kind: 'instant', seat: q.defender, cards, window: 'blockSuccessful' };
          return;
        }
      }
      finishBlockSequences(flow, attack, s);
      attack.stage = 'instants';
      return;
    }
    case 'instants': {
      attack.stage = 'done';
      // R-SEQ-ATTACK-7, R-INSTANT-SUPP-2: instants that need a successful attack.
      const cards = attack.success ? instantCards(s, actor.seat, 'attackSuccessful') : [];
      if (cards.length > 0) flow.task = { kind: 'instant', seat: actor.seat, cards, window: 'attackSuccessful' };
      return;
    }
    case 'done': {
      const frame = flow.stack[flow.stack.length - 1];
      if (frame !== undefined && frame.actor.seat === actor.seat && frame.actor.card === actor.card) frame.success = attack.success;
      flow.attacks.pop();
      return;
    }
    default: {
      const never: never = attack.stage;
      throw new Error(`unknown attack stage ${String(never)}`);
    }
  }
}

/** R-SEQ-ATTACK-3..6: judge every hit, apply what lands, and note what follows. */
function applyAttack(ctx: Ctx, attack: AttackProgress): void {
  const s = ctx.s;
  const actor = attack.actor;
  const hits = attackHits(s, actor, attack.effect, attack.extraPaid, attack.target);
  const judged = judgeHits(s, actor, hits);
  const hexes = attack.effect.kind === 'attack' ? diagramTargets(ctx, attack) : hits.map((h) => h.hex);
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
    attack.sequences.push({ defender, block: byCard.block!, successful: own.every((j) => !j.result.hit) });
  }
  settleDefeats(ctx, executed);
}

/** The diagram's hexes, after wounding attacks on them removed bamboo (R-TERRAIN-BAMBOO-2). */
function diagramTargets(ctx: Ctx, attack: AttackProgress): Hex[] {
  const effect = attack.effect;
  if (effect.kind !== 'attack') return [];
  const st = seatOf(ctx.s, attack.actor.seat);
  const marks = [...effect.hexes, ...(attack.extraPaid && effect.extra ? effect.extra.hexes : [])];
  const hexes = marks.map((m) => ({ hex: toAbsoluteHex(st.hex!, st.facing, m.at), marks: [m] }));
  woundTerrain(ctx, attack.actor, hexes);
  return hexes.map((h) => h.hex).filter((h, i, all) => all.findIndex((o) => o.q === h.q && o.r === h.r) === i);
}

/** One follow-up: a rotation, one push or pull step, or a poison card. */
function stepFollowUp(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const s = ctx.s;
  const next = attack.followUps[0]!;
  if (seatOf(s, next.target).defeated !== null) {
    attack.followUps.shift();
    return;
  }
  // OP-60: the attack goes on after its attacker fell, but a defeated character chooses nothing:
  // what only its choice could settle is skipped.
  const chooser = seatOf(s, attack.actor.seat).defeated === null;
  switch (next.kind) {
    case 'rotate':
      if (chooser) flow.task = { kind: 'rotation', seat: attack.actor.seat }; // R-PUSH-5: the attacker chooses the way
      else attack.followUps.shift();
      return;
    case 'push': {
      const options = pushCandidates(s, next.target, next.attacker, next.origin, next.away);
      if (options.length === 0 || (options.length > 1 && !chooser)) attack.followUps.shift();
      else if (options.length === 1) pushStep(ctx, flow, attack, options[0]!);
      else flow.task = { kind: 'pushHex', seat: attack.actor.seat, options }; // R-PUSH-3
      return;
    }
    case 'poison': {
      const options = poisonsLeft(s, attack.actor.seat);
      if (options.length === 0 || (options.length > 1 && !chooser)) attack.followUps.shift();
      else if (options.length === 1) poison(ctx, flow, attack, options[0]!);
      else flow.task = { kind: 'poisonCard', seat: attack.actor.seat, options }; // R-POISON-2, R-POISON-EXT-2
      return;
    }
    default: {
      const never: never = next;
      throw new Error(`unknown follow-up ${JSON.stringify(never)}`);
    }
  }
}

/** R-PUSH-1, R-PUSH-2, R-PUSH-4, OP-11: one step; a blocked step is a collision for the pushed character. */
function pushStep(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress, to: Hex): void {
  const next = attack.followUps[0]!;
  if (next.kind !== 'push') return;
  const st = seatOf(ctx.s, next.target);
  if (!hexIsFree(ctx.s, to)) {
    // OP-11: the pushed character's own card goes on; it stops and suffers the collision.
    attack.followUps.shift();
    const discarder = collide(ctx, next.target, to);
    settleDefeats(ctx);
    if (discarder !== null && seatOf(ctx.s, discarder).defeated === null && discardableCards(ctx.s, discarder).length > 0) {
      resolveNow(flow, [{ effects: [{ kind: 'discard', count: 1 }], index: 0, success: null, actor: { ...attack.actor, seat: discarder } }]);
    }
    return;
  }
  const from = st.hex!;
  st.hex = to;
  attack.success = true; // OP-60, R-PUSH-6: being moved makes the attack successful
  emit(ctx, { kind: 'pushed', seat: next.target, from, to, by: attack.actor.seat });
  enterHex(ctx, next.target, to);
  settleDefeats(ctx);
  if (next.steps <= 1) attack.followUps.shift();
  else attack.followUps[0] = { ...next, steps: next.steps - 1 };
}

function rotate(ctx: Ctx, attack: AttackProgress, rotation: 1 | -1): void {
  const next = attack.followUps.shift()!;
  if (next.kind !== 'rotate') return;
  const st = seatOf(ctx.s, next.target);
  for (let i = 0; i < next.amount; i++) st.facing = turnFacing(st.facing, rotation);
  emit(ctx, { kind: 'turned', seat: next.target, facing: st.facing });
}

/** R-POISON-EXT-1..3, OP-38: the poison cards a character has not used yet. */
const poisonsLeft = (s: GameState, seat: SeatId): string[] =>
  [...new Set(characterOf(s, seat).poisons)].filter((n) => rulesOf(s).poisons[n] !== undefined && !seatOf(s, seat).poisonsUsed.includes(n));

/** R-POISON-2, R-POISON-3: the poisoned character resolves the card, which is then used up. */
function poison(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress, number: string): void {
  const next = attack.followUps.shift()!;
  seatOf(ctx.s, attack.actor.seat).poisonsUsed.push(number);
  emit(ctx, { kind: 'poisoned', seat: next.target, by: attack.actor.seat, poison: number });
  loseStealth(ctx, next.target); // R-STEALTH-5: poison is a status effect
  const card = rulesOf(ctx.s).poisons[number]!;
  resolveNow(flow, [{ effects: card.effects, index: 0, success: null, actor: { ...attack.actor, seat: next.target } }]);
}

/** Markers in `asked` (negative, so never a seat) for the questions of each defender's block sequence. */
const COUNTER_ASKED = -1;
const INSTANT_ASKED = -100;

/**
 * R-SEQ-BLOCK-8/9, OP-54, OP-58: the first attack a block stops resolves the waiting rest of the
 * block card, once: its "if successful" effects first, then the others, whatever the printed order.
 */
function finishBlockSequences(flow: ResolveFlow, attack: AttackProgress, s: Draft): void {
  for (const q of attack.sequences) {
    if (!q.successful) continue;
    const block = s.blocks[q.block]!;
    if (block.rest === null) continue;
    resolveNow(flow, [...blockRest(block.rest, 'ifSuccessful'), ...blockRest(block.rest, 'others')]);
    block.rest = null; // OP-58: "if successful" at most once per round, the rest once
  }
}

/**
 * OP-58: the waiting lists of a block card (outermost first, as on the stack) split into its "if
 * successful" effects (R-SEQ-BLOCK-8) and the rest (R-SEQ-BLOCK-9), in resolution order: the
 * innermost list first. The outermost list keeps its `closing` mark, so it still ends the card.
 */
function blockRest(rest: readonly Frame[], part: 'ifSuccessful' | 'others'): Frame[] {
  const inner = [...rest].reverse();
  const waiting = (f: Frame) => f.effects.slice(f.index);
  if (part === 'ifSuccessful') {
    const effects = inner.flatMap((f) => waiting(f).filter((e) => e.kind === 'ifSuccessful'));
    return effects.length === 0 ? [] : [{ effects, index: 0, success: true, actor: rest[0]!.actor }];
  }
  return inner.map((f) => ({ ...f, effects: waiting(f).filter((e) => e.kind !== 'ifSuccessful'), index: 0, success: true }));
}

export function attackDecision(s: GameState, task: Task): Decision | null {
  const pay: Action[] = [{ kind: 'payFee', pay: true }, { kind: 'payFee', pay: false }];
  switch (task.kind) {
    case 'attackFee':
      // R-FOCUS-FEE-6; golden.ts narrows it when only paying lets the attack reach (R-FOCUS-FEE-7).
      return { seat: task.seat, kind: 'attackFee', rule: 'R-FOCUS-FEE-6', options: pay, context: { fee: task.fee } };
    case 'blockFee':
      return { seat: task.seat, kind: 'blockFee', rule: 'R-SEQ-BLOCK-1', options: pay, context: { fee: s.blocks[task.block]!.extra!.fee } };
    case 'attackTarget':
      return { seat: task.seat, kind: 'attackTarget', rule: 'R-DIAG-6', options: task.options.map((seat) => ({ kind: 'target', seat })) };
    case 'pushHex':
      return { seat: task.seat, kind: 'pushHex', rule: 'R-PUSH-3', options: task.options.map((hex) => ({ kind: 'pushTo', hex })) };
    case 'rotation':
      return { seat: task.seat, kind: 'rotation', rule: 'R-PUSH-5', options: [{ kind: 'rotate', rotation: 1 }, { kind: 'rotate', rotation: -1 }] };
    case 'poisonCard':
      return { seat: task.seat, kind: 'poisonCard', rule: 'R-POISON-EXT-2', options: task.options.map((poison) => ({ kind: 'poison', poison })) };
    case 'counter':
      return {
        seat: task.seat, kind: 'counter', rule: 'R-COUNTER-3',
        options: [...task.cards.map((card): Action => ({ kind: 'playCard', card })), { kind: 'pass' }],
      };
    case 'instant':
      return {
        seat: task.seat, kind: 'instant', rule: task.window === 'attackSuccessful' ? 'R-SEQ-ATTACK-7' : task.window === 'blockSuccessful' ? 'R-SEQ-BLOCK-7' : task.window === 'afterResolve' ? 'R-INSTANT-SUPP-3' : 'OP-20',
        options: [...task.cards.map((card): Action => ({ kind: 'playCard', card })), { kind: 'pass' }], context: { window: task.window },
      };
    default:
      return null;
  }
}

/** Apply a decision that belongs to the attack in progress. Returns false if the task is not the attack's. */
export function applyAttackTask(ctx: Ctx, flow: ResolveFlow, task: Task, action: Action): boolean {
  const attack = flow.attacks[flow.attacks.length - 1];
  switch (task.kind) {
    case 'attackFee':
      if (action.kind === 'payFee' && action.pay) {
        payFocus(ctx, task.seat, task.fee, 'optionalFee');
        attack!.extraPaid = true;
      }
      return true;
    case 'blockFee':
      if (action.kind === 'payFee' && action.pay) {
        const block = ctx.s.blocks[task.block]!;
        payFocus(ctx, task.seat, block.extra!.fee, 'optionalFee');
        block.extraPaid = true;
      }
      return true;
    case 'attackTarget':
      if (action.kind === 'target') attack!.target = action.seat;
      return true;
    case 'pushHex':
      if (action.kind === 'pushTo') pushStep(ctx, flow, attack!, action.hex);
      return true;
    case 'rotation':
      if (action.kind === 'rotate') rotate(ctx, attack!, action.rotation);
      return true;
    case 'poisonCard':
      if (action.kind === 'poison') poison(ctx, flow, attack!, action.poison);
      return true;
    case 'counter':
      // R-SEQ-BLOCK-5, R-COUNTER-3/4: resolved completely, then the block sequence goes on.
      if (action.kind === 'playCard') resolveNow(flow, playExtraCard(ctx, task.seat, action.card, false));
      return true;
    case 'instant':
      if (action.kind === 'playCard') resolveNow(flow, playExtraCard(ctx, task.seat, action.card, true));
      return true;
    default:
      return false;
  }
}

