import type { DecisionKind } from '@senjutsu/engine';
import { withHorde } from '../horde/decisions';
import * as combat from './combat';
import * as movement from './movement';
import * as round from './round';
import * as setup from './setup';
import type { Control, ControlProps, DecisionUI } from './types';

/**
 * The control of every decision kind. A mapped type over the engine's DecisionKind: a kind the
 * engine adds and this table lacks breaks the build (style.md §2.3), and the registry test walks
 * real games to check every kind met has its control and offers exactly the listed options.
 */
export const CONTROLS: { readonly [K in DecisionKind]: Control<K> } = {
  placeTerrain: setup.placeTerrain,
  // A horde run words its placements and level-change choices (apps/web/src/horde/decisions.ts).
  placeFigure: withHorde(setup.placeFigure),
  prepare: setup.prepare,
  select: round.select,
  initiativeFee: round.initiativeFee,
  replacement: round.replacement,
  variableInitiative: round.variableInitiative,
  tieOrder: round.tieOrder,
  move: movement.move,
  kamaePath: movement.kamaePath,
  kamaeFocusExit: movement.kamaeFocusExit,
  kamaeJump: movement.kamaeJump,
  optionalFee: round.optionalFee,
  or: withHorde(round.or),
  discard: round.discard,
  draw: round.draw,
  attackFee: combat.attackFee,
  blockFee: combat.blockFee,
  search: round.search,
  recover: round.recover,
  discardDeck: round.discardDeck,
  declareTarget: combat.declareTarget,
  attackTarget: combat.attackTarget,
  lookTarget: combat.lookTarget,
  pushHex: combat.pushHex,
  rotation: combat.rotation,
  poisonCard: combat.poisonCard,
  counter: combat.counter,
  instant: combat.instant,
};

export const controlFor = (kind: DecisionKind): Control | undefined => (CONTROLS as Partial<Record<string, Control>>)[kind];

/** The control of any decision, shown: the one place a decision of any kind meets its kind's control. */
export const controlUI = (p: ControlProps): DecisionUI => (CONTROLS[p.decision.kind] as Control)(p);
