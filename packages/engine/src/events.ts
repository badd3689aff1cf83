import type { TerrainKind } from '@senjutsu/cards';
import type { Facing, Hex } from './hex';
import type { ReasonCode, ReasonParams } from './reasons';
import type { CardId, DefeatReason, HordeEventName, HordeRank, SeatId } from './terms';

/**
 * What happened, for animation, log and replay. Events carry only public facts: a card id
 * appears only once that card is face up for everyone (style.md §3, hidden information). The one
 * exception is `handLooked`'s `cards` (OP-73), which `eventsFor` keeps for the looker only.
 */
export type GameEvent =
  /** OP-69: public with its facing (0 for a one-hex piece). */
  | { kind: 'terrainPlaced'; seat: SeatId; terrain: TerrainKind; hex: Hex; facing: Facing }
  | { kind: 'figurePlaced'; seat: SeatId; hex: Hex; facing: Facing }
  | { kind: 'prepared'; seat: SeatId; count: number }
  | { kind: 'deckShuffled'; seat: SeatId }
  | { kind: 'searched'; seat: SeatId; count: number }
  | { kind: 'recovered'; seat: SeatId; card: CardId; number: string }
  | { kind: 'stealthChanged'; seat: SeatId; stealthed: boolean }
  | { kind: 'pushed'; seat: SeatId; from: Hex; to: Hex; by: SeatId }
  | { kind: 'poisoned'; seat: SeatId; by: SeatId; poison: string }
  | { kind: 'extraPlayed'; seat: SeatId; card: CardId; number: string; as: 'instant' | 'counterattack' }
  | { kind: 'terrainRemoved'; terrain: TerrainKind; hex: Hex }
  | { kind: 'targetDeclared'; seat: SeatId; card: CardId; target: SeatId }
  /**
   * OP-73: `seat` looked at `target`'s hand (R-SOLO-LOOK-1: an automaton's top 2 deck cards). The
   * only private event: `cards` (numbers, sorted) reach the looking seat alone; every other viewer
   * receives null (look.ts `eventsFor`, which every sender applies).
   */
  | { kind: 'handLooked'; seat: SeatId; target: SeatId; from: 'hand' | 'deck'; rule: 'OP-73' | 'R-SOLO-LOOK-1'; cards: string[] | null }
  /**
   * An automaton's choice or bookkeeping step, with the rule that made it; `card` once its card is face up.
   * `code` and `params` name the reason in reasons.ts (for translation); `reason` is its English text.
   */
  | { kind: 'automaton'; seat: SeatId; rule: string; code: ReasonCode; params: ReasonParams; reason: string; card: string | null }
  /** Horde mode (section 22): a wave or level change, a rank earned, the end of the run (horde/flow.ts). */
  | { kind: 'horde'; event: HordeEventName; level: number; wave: number; rank: HordeRank; rule: string; detail: string }
  | { kind: 'roundStarted'; round: number }
  | { kind: 'bled'; seat: SeatId }
  | { kind: 'drew'; seat: SeatId; count: number }
  | { kind: 'wounded'; seat: SeatId; wounds: number; bleeding: boolean; cause: 'emptyDeck' | 'attack' | 'terrain' }
  | { kind: 'selected'; seat: SeatId }
  | { kind: 'revealed'; cards: { seat: SeatId; card: CardId; number: string }[] }
  | { kind: 'focusPaid'; seat: SeatId; amount: number; reason: 'mandatoryFee' | 'initiativeFee' | 'optionalFee' }
  | { kind: 'focusRefunded'; seat: SeatId; amount: number }
  | { kind: 'focusGained'; seat: SeatId; amount: number; lost: number }
  | { kind: 'focusLost'; seat: SeatId; amount: number }
  | { kind: 'replaced'; seat: SeatId; replaced: CardId; by: CardId; number: string }
  | { kind: 'initiativeSet'; seat: SeatId; card: CardId; initiative: number }
  /** `number`: the card is face up when it resolves (an automaton's too), so its number is public. */
  | { kind: 'resolving'; seat: SeatId; card: CardId; number: string; sections: number[]; initiative: number }
  | { kind: 'stepped'; seat: SeatId; from: Hex; to: Hex }
  | { kind: 'turned'; seat: SeatId; facing: Facing }
  /** The steps and turns of a movement were taken back: the figure stands at `hex` facing `facing` again. */
  | { kind: 'moveUndone'; seat: SeatId; hex: Hex; facing: Facing }
  | { kind: 'kamaeChanged'; seat: SeatId; from: string; to: string; how: 'path' | 'jump' }
  | { kind: 'collision'; seat: SeatId; with: 'edge' | 'terrain' | 'character'; hex: Hex; other?: SeatId; terrain?: TerrainKind }
  | { kind: 'entered'; seat: SeatId; terrain: TerrainKind; hex: Hex }
  /** R-MOVE-COLLISION, OP-57: the card whose movement collided ends (a counterattack or instant card too). */
  | { kind: 'turnEnded'; seat: SeatId; card: CardId }
  | { kind: 'stunned'; seat: SeatId }
  | { kind: 'weakened'; seat: SeatId }
  | { kind: 'weaknessRotated'; seat: SeatId; removed: number }
  | { kind: 'discarded'; seat: SeatId; card: CardId | null; number: string | null; faceDown: boolean }
  | { kind: 'cardReturned'; seat: SeatId; card: CardId }
  | { kind: 'advantageGained'; seat: SeatId; track: SeatId[] }
  | {
      kind: 'attack';
      seat: SeatId;
      card: CardId;
      initiative: number;
      hexes: Hex[];
      results: AttackResult[];
    }
  | { kind: 'defeated'; seat: SeatId; reason: DefeatReason }
  | { kind: 'gameOver'; winners: SeatId[] };

/** Why one attacked hex hit or was ignored (R-BLOCK-3), so a client can draw it. */
export type AttackResult = {
  hex: Hex;
  target: SeatId;
  hit: boolean;
  /**
   * Which block condition ignored it (R-BLOCK-3): a = the target hex, b = the attacker's hex,
   * c = a blocked hex on every attack path; by a card (whose) or by terrain; and the blocked hexes
   * that did it (for c: the blocked hexes lying on the shortest paths).
   */
  blockedBy: { condition: 'a' | 'b' | 'c'; by: 'card' | 'terrain'; blocker?: SeatId; hexes: Hex[] } | null;
};
