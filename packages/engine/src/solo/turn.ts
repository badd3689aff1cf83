import { SOLO_CATALOG, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import type { SoloBoard } from './board';
import { pendingThreats } from './board';
import { soloAttack, type AttackChoice, type Threat } from './attack';
import { blockInitiative, type BlockChoice, type IncomingAttack } from './block';
import type { MoveEffect } from './moves';
import { soloMove, type MoveGoal } from './movement';
import { effectiveInitiative } from './round';
import { chooseTarget, type TargetChoice } from './target';
import type { AutomatonRecord, Because, MoveChoice } from './types';

// An automaton's whole turn, decided at once from its record and the board: whom it targets, and
// for its revealed card where it moves, whether and from where it attacks, at which initiative it
// blocks. The flow carries the plan out with its ordinary handlers and logs each `Because`.

export type TurnPlan = {
  readonly card: string | null;
  readonly target: TargetChoice | null;
  /** Attack cards: the attack part from a pose, or the movement part (R-SOLO-ATK-1). */
  readonly attack: AttackChoice | null;
  /** Block cards: the initiative chosen (R-SOLO-BLOCK-2/3). */
  readonly block: BlockChoice | null;
  /** The movement resolved: the movement part of an attack card, a block's second part, a meditation's move. */
  readonly move: MoveChoice | null;
  /** Why nothing happens, when nothing does. */
  readonly idle: Because | null;
};

export type TurnContext = {
  /** 3B: defaults to the board's revealed, unresolved attack cards (pendingThreats). */
  readonly threats?: readonly Threat[];
  /** The attacks aimed at the automaton this round, for its block (R-SOLO-BLOCK-2/3). */
  readonly incoming?: readonly IncomingAttack[];
};

const firstMove = (effects: readonly SoloEffect[]): MoveEffect | undefined =>
  effects.find((e): e is Extract<SoloEffect, { kind: 'move' }> => e.kind === 'move');

const idle = (card: string | null, target: TargetChoice | null, why: Because): TurnPlan => ({ card, target, attack: null, block: null, move: null, idle: why });

export function decideTurn(board: SoloBoard, record: AutomatonRecord, context: TurnContext = {}): TurnPlan {
  const card: SoloCard | undefined = record.drawn === null ? undefined : SOLO_CATALOG.cards[record.drawn];
  if (record.defeated !== null) return idle(null, null, { rule: 'R-SOLO-WOUND-1', reason: 'defeated' });
  if (card === undefined) return idle(null, null, { rule: 'R-SOLO-STUN-3', reason: 'no card this round: no action' });
  const target = chooseTarget(board, record.seat, record.automaton, record.behaviour) ?? null;
  if (target === null) return idle(card.number, null, { rule: 'R-SOLO-TARGET-1', reason: 'no character to target' });
  const goal: MoveGoal = { seat: record.seat, automaton: record.automaton, behaviour: record.behaviour, target: target.target };
  const plan = { card: card.number, target, attack: null, block: null, move: null, idle: null };
  const body = card.body;
  switch (body.kind) {
    case 'attack': {
      const printed = card.initiative.kind === 'fixed' ? card.initiative.value : card.initiative.max;
      const threats = context.threats ?? pendingThreats(board, record.seat);
      const attack = soloAttack(board, { ...goal, stance: record.stance, initiative: effectiveInitiative(record, printed), threats }, card);
      const move = attack.kind === 'movement' ? soloMove(board, goal, firstMove(body.movement)) : null;
      return { ...plan, attack, move };
    }
    case 'block': {
      const block = blockInitiative(card, record.weakness.length, context.incoming ?? []);
      const then = firstMove(body.then);
      return { ...plan, block, move: then === undefined ? null : soloMove(board, goal, then) };
    }
    case 'meditation': {
      const move = firstMove(body.effects);
      return { ...plan, move: move === undefined ? null : soloMove(board, goal, move) };
    }
    default: {
      const never: never = body;
      throw new Error(`unknown solo body ${JSON.stringify(never)}`);
    }
  }
}
