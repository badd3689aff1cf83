import type { Ctx } from '../../context';
import { counterCards, instantCards, resolveNow } from '../../extras';
import { opponents, type AttackProgress, type BlockSequence, type Draft, type Frame, type GameState } from '../../state';
import { loseStealth } from '../../status';
import { counterWindow, instantWindow } from '../../windows';
import { effectsOf } from '../refs';
import type { ResolveFlow } from '../types';

// R-SEQ-BLOCK-4..10: the block sequence of each defender whose block succeeded, one question at a
// time, in the order the defenders were reached; then the waiting rests of their block cards.

export function countersStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const sequence = attack.sequences.find((q) => q.next !== 'done');
  if (sequence !== undefined) return askNext(ctx, flow, attack, sequence);
  finishBlockSequences(flow, attack, ctx.s);
  attack.stage = 'instants';
}

/** The next question of one defender's sequence: its counterattack, then its stealth and instants. */
function askNext(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress, q: BlockSequence): void {
  const s = ctx.s;
  switch (q.next) {
    case 'counter': {
      q.next = 'instants';
      const block = s.blocks[q.block]!;
      // R-COUNTER-2, R-COUNTER-3: an opponent's failed attack, its initiative on the counter icon
      // (an ally's attack, friendly fire, is blocked but never answered).
      const answers = opponents(s, attack.actor.seat, q.defender) && block.counter.includes(attack.actor.initiative);
      // OP-68: the window opens on the trigger alone, whatever the hand holds.
      const cards = answers ? counterCards(s, q.defender, block.initiative) : [];
      if (counterWindow(s, q.defender, answers, cards.length > 0)) flow.task = { kind: 'counter', seat: q.defender, cards, block: q.block };
      return;
    }
    case 'instants': {
      q.next = 'done';
      loseStealth(ctx, q.defender); // R-SEQ-BLOCK-6, R-STEALTH-6: before the instants
      const cards = instantCards(s, q.defender, 'blockSuccessful'); // R-SEQ-BLOCK-7
      if (instantWindow(s, q.defender, 'blockSuccessful', cards.length > 0)) flow.task = { kind: 'instant', seat: q.defender, cards, window: 'blockSuccessful' };
      return;
    }
    case 'done':
      return;
    default: {
      const never: never = q.next;
      throw new Error(`unknown block sequence step ${String(never)}`);
    }
  }
}

/**
 * R-SEQ-BLOCK-8/9, OP-54, OP-58: the first attack a block stops resolves the waiting rest of the
 * block card, once: its "if successful" effects first, then the others, whatever the printed order.
 */
function finishBlockSequences(flow: ResolveFlow, attack: AttackProgress, s: Draft): void {
  for (const q of attack.sequences) {
    if (!q.successful) continue;
    const block = s.blocks[q.block]!;
    if (block.rest === null) continue;
    resolveNow(flow, [...blockRest(s, block.rest, 'ifSuccessful'), ...blockRest(s, block.rest, 'others')]);
    block.rest = null; // OP-58: "if successful" at most once per round, the rest once
  }
}

/**
 * OP-58: the waiting lists of a block card (outermost first, as on the stack) split into its "if
 * successful" effects (R-SEQ-BLOCK-8) and the rest (R-SEQ-BLOCK-9), in resolution order: the
 * innermost list first. The outermost list keeps its `closing` mark, so it still ends the card.
 */
function blockRest(s: GameState, rest: readonly Frame[], part: 'ifSuccessful' | 'others'): Frame[] {
  const inner = [...rest].reverse();
  const waiting = (f: Frame) => effectsOf(s, f.effects).slice(f.index);
  if (part === 'ifSuccessful') {
    const effects = inner.flatMap((f) => waiting(f).filter((e) => e.kind === 'ifSuccessful'));
    return effects.length === 0 ? [] : [{ effects, index: 0, success: true, actor: rest[0]!.actor }];
  }
  return inner.map((f) => {
    const others = waiting(f).filter((e) => e.kind !== 'ifSuccessful');
    // A list with no "if successful" left keeps its reference and place.
    return others.length === waiting(f).length ? { ...f, success: true } : { ...f, effects: others, index: 0, success: true };
  });
}
