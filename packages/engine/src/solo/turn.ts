import { SOLO_CATALOG, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import type { SoloBoard } from './board';
import { pendingThreats } from './board';
import { soloAttack, type AttackChoice, type Threat } from './attack';
import { blockInitiative, type BlockChoice, type IncomingAttack } from './block';
import type { MoveEffect } from './moves';
import { soloMove, type MoveGoal } from './movement';
import { applySoloTerm, effectiveInitiative } from './round';
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
  /** The behaviour and stance it acts with, after the effects printed above the card's parts (R-FRAG-13). */
  readonly behaviour: AutomatonRecord['behaviour'];
  readonly stance: AutomatonRecord['stance'];
};

export type TurnContext = {
  /** 3B: defaults to the board's revealed, unresolved attack cards (pendingThreats). */
  readonly threats?: readonly Threat[];
  /** The attacks aimed at the automaton this round, for its block (R-SOLO-BLOCK-2/3). */
  readonly incoming?: readonly IncomingAttack[];
};

const firstMove = (effects: readonly SoloEffect[]): MoveEffect | undefined =>
  effects.find((e): e is Extract<SoloEffect, { kind: 'move' }> => e.kind === 'move');

const idle = (r: AutomatonRecord, card: string | null, target: TargetChoice | null, why: Because): TurnPlan => ({
  card, target, attack: null, block: null, move: null, idle: why, behaviour: r.behaviour, stance: r.stance,
});

/** A behaviour or stance change printed above the parts comes first (R-FRAG-13, OP-26); the deck terms wait for the flow. */
function afterBefore(record: AutomatonRecord, card: SoloCard): AutomatonRecord {
  let r = record;
  for (const e of card.before) {
    if (e.kind === 'changeBehaviour' || e.kind === 'changeStance') r = applySoloTerm(r, UNUSED_RNG, e).record;
  }
  return r;
}
const UNUSED_RNG = [0, 0, 0, 0] as const; // behaviour and stance changes draw nothing

export function decideTurn(board: SoloBoard, current: AutomatonRecord, context: TurnContext = {}): TurnPlan {
  const drawn: SoloCard | undefined = current.drawn === null ? undefined : SOLO_CATALOG.cards[current.drawn];
  const record = drawn === undefined ? current : afterBefore(current, drawn);
  const card = drawn;
  if (record.defeated !== null) return idle(record, null, null, { rule: 'R-SOLO-WOUND-1', reason: 'defeated' });
  if (card === undefined) return idle(record, null, null, { rule: 'R-SOLO-STUN-3', reason: 'no card this round: no action' });
  const target = chooseTarget(board, record.seat, record.automaton, record.behaviour) ?? null;
  if (target === null) return idle(record, card.number, null, { rule: 'R-SOLO-TARGET-1', reason: 'no character to target' });
  const goal: MoveGoal = { seat: record.seat, automaton: record.automaton, behaviour: record.behaviour, target: target.target };
  const plan = { card: card.number, target, attack: null, block: null, move: null, idle: null, behaviour: record.behaviour, stance: record.stance };
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
