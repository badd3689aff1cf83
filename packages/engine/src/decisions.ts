import type { TerrainKind } from '@senjutsu/cards';
import type { Hex } from './hex';
import type { CardId, SeatId } from './state';

/**
 * An action is one option of a pending decision, sent back as it was listed: the engine accepts
 * exactly the options it enumerated (chessground's discipline, style.md §2.11).
 */
export type Action =
  | { kind: 'placeTerrain'; terrain: TerrainKind; hex: Hex; facing?: number }
  | { kind: 'placeFigure'; hex: Hex }
  | { kind: 'prepare'; card: CardId }
  | { kind: 'endPrepare' }
  | { kind: 'select'; card: CardId }
  | { kind: 'payInitiativeFee'; pay: boolean }
  | { kind: 'replace'; card: CardId }
  | { kind: 'keepCard' }
  | { kind: 'chooseInitiative'; value: number }
  | { kind: 'tiePosition'; position: number }
  | { kind: 'step'; part: number; direction: number }
  | { kind: 'turn'; part: number; rotation: 1 | -1 }
  | { kind: 'endPart'; part: number }
  | { kind: 'endMove' }
  | { kind: 'kamaeStep'; node: string }
  | { kind: 'endKamae' }
  | { kind: 'kamaeJump'; node: string }
  | { kind: 'payFee'; pay: boolean }
  | { kind: 'chooseOption'; option: number }
  | { kind: 'discard'; card: CardId }
  | { kind: 'drawCount'; count: number }
  | { kind: 'take'; card: CardId }
  | { kind: 'target'; seat: SeatId }
  | { kind: 'pushTo'; hex: Hex }
  | { kind: 'rotate'; rotation: 1 | -1 }
  | { kind: 'poison'; poison: string }
  | { kind: 'playCard'; card: CardId }
  | { kind: 'pass' };

export type DecisionKind =
  | 'placeTerrain'
  | 'placeFigure'
  | 'prepare'
  | 'select'
  | 'initiativeFee'
  | 'replacement'
  | 'variableInitiative'
  | 'tieOrder'
  | 'move'
  | 'kamaePath'
  | 'kamaeFocusExit'
  | 'kamaeJump'
  | 'optionalFee'
  | 'or'
  | 'discard'
  | 'draw'
  | 'attackFee'
  | 'blockFee'
  | 'search'
  | 'recover'
  | 'discardDeck'
  | 'declareTarget'
  | 'attackTarget'
  | 'pushHex'
  | 'rotation'
  | 'poisonCard'
  | 'counter'
  | 'instant';

/** Who must decide what now, with every legal option listed. */
export type Decision = {
  readonly seat: SeatId;
  readonly kind: DecisionKind;
  /** The rule that gives this choice to this player. */
  readonly rule: string;
  readonly options: readonly Action[];
  /** Context a client needs to present the choice (the fee, the card, the group of tied cards...). */
  readonly context?: Readonly<Record<string, unknown>>;
};

/** Whether two actions are the same option: flat objects whose values are primitives or hexes. */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => {
    const va = (a as Record<string, unknown>)[k];
    const vb = (b as Record<string, unknown>)[k];
    if (va === vb) return true;
    if (typeof va !== 'object' || typeof vb !== 'object' || va === null || vb === null) return false;
    const ha = va as { q?: unknown; r?: unknown };
    const hb = vb as { q?: unknown; r?: unknown };
    return Object.keys(va).length === 2 && Object.keys(vb).length === 2 && ha.q === hb.q && ha.r === hb.r && typeof ha.q === 'number';
  });
}
