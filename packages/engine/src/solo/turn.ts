import { SOLO_CATALOG, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import type { SoloBoard } from './board';
import { pendingThreats } from './board';
import { soloAttack, type AttackChoice, type Threat } from './attack';
import { blockInitiative, type BlockChoice, type IncomingAttack } from './block';
import { soloMove, type MoveGoal } from './movement';
import { applySoloTerm, effectiveInitiative } from './round';
import { chooseTarget, type TargetChoice } from './target';
import type { AutomatonRecord, Because, MoveChoice } from './types';
import { because } from '../reasons';

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

/** R-CARD-4: effects resolve top to bottom, so a behaviour change printed above a part's move steers it. */
function moveIn(board: SoloBoard, record: AutomatonRecord, goal: MoveGoal, effects: readonly SoloEffect[]): MoveChoice | null {
  let r = record;
  for (const e of effects) {
    if (e.kind === 'move') return soloMove(board, { ...goal, behaviour: r.behaviour }, e);
    if (e.kind === 'changeBehaviour' || e.kind === 'changeStance') r = applySoloTerm(r, UNUSED_RNG, e).record;
  }
  return null;
}

export function decideTurn(board: SoloBoard, current: AutomatonRecord, context: TurnContext = {}): TurnPlan {
  const drawn: SoloCard | undefined = current.drawn === null ? undefined : SOLO_CATALOG.cards[current.drawn];
  const record = drawn === undefined ? current : afterBefore(current, drawn);
  const card = drawn;
  if (record.defeated !== null) return idle(record, null, null, because('R-SOLO-WOUND-1', 'turn.defeated'));
  if (card === undefined) return idle(record, null, null, because('R-SOLO-STUN-3', 'turn.noCard'));
  const target = chooseTarget(board, record.seat, record.automaton, record.behaviour) ?? null;
  if (target === null) return idle(record, card.number, null, because('R-SOLO-TARGET-1', 'turn.noTarget'));
  const goal: MoveGoal = { seat: record.seat, automaton: record.automaton, behaviour: record.behaviour, target: target.target };
  const plan = { card: card.number, target, attack: null, block: null, move: null, idle: null, behaviour: record.behaviour, stance: record.stance };
  const body = card.body;
  switch (body.kind) {
    case 'attack': {
      const printed = card.initiative.kind === 'fixed' ? card.initiative.value : card.initiative.max;
      const threats = context.threats ?? pendingThreats(board, record.seat);
      const attack = soloAttack(board, { ...goal, stance: record.stance, initiative: effectiveInitiative(record, printed), threats }, card);
      // OP-77: a ranged card's movement part closes to its range.
      const ranged = body.attack.effects.some((e) => e.kind === 'targetedAttack') && card.range !== undefined;
      const move = attack.kind === 'movement' ? moveIn(board, record, ranged ? { ...goal, range: card.range! } : goal, body.movement) : null;
      return { ...plan, attack, move };
    }
    case 'block': {
      const block = blockInitiative(card, record.weakness.length, context.incoming ?? []);
      return { ...plan, block, move: moveIn(board, record, goal, body.then) };
    }
    case 'meditation': {
      return { ...plan, move: moveIn(board, record, goal, body.effects) };
    }
    default: {
      const never: never = body;
      throw new Error(`unknown solo body ${JSON.stringify(never)}`);
    }
  }
}
