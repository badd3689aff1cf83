import type { AutomatonId, Behaviour, Stance } from '@senjutsu/cards';
import type { Facing, Hex } from '../hex';
import type { SeatId } from '../state';
import type { Because } from '../reasons';

// The automaton's own record (section 20) and the shape of every choice its procedures make.
// Plain JSON like the game state (style.md §2.5): the flow will keep one record per automaton seat.

/** The stun card in an automaton's deck (R-SOLO-STUN-2), beside its solo card numbers. */
export const SOLO_STUN = 'STUN';

/** OP-23: the Ukrainian/Polish procedure (shuffle in, lose the action when drawn) or the Czech one (lose the next action). */
export type StunProcedure = 'shuffle' | 'beside';

export type AutomatonRecord = {
  readonly automaton: AutomatonId;
  /** The seat whose figure the automaton moves (OP-22: a character for movement, attacks and blocks). */
  readonly seat: SeatId;
  /** R-SOLO-BEHAV-1..3, R-SOLO-TRACK-1. */
  readonly behaviour: Behaviour;
  /** R-SOLO-STANCE-1. */
  readonly stance: Stance;
  /** Solo card numbers and stun cards, top first (hidden from every seat). */
  readonly deck: readonly string[];
  /** R-SOLO-ROUND-1: the card taken this round, face down until the reveal; null once discarded. */
  readonly drawn: string | null;
  /** Bottom first; a card discarded by bleeding lies face down (R-SOLO-BLEED-2). */
  readonly discard: readonly { readonly card: string; readonly faceDown: boolean }[];
  /** R-SOLO-WOUND-1, R-SOLO-BLEED-1: bleeding wounds are among the wounds. */
  readonly wounds: number;
  readonly bleeding: number;
  /** OP-23: every stun card it has received, in its deck or beside it. */
  readonly stuns: number;
  /** R-SOLO-STUN-3: stun cards placed beside the deck after being drawn (or at once: the Czech procedure). */
  readonly stunsBeside: number;
  /** R-SOLO-WOUND-2/3 (OP-31) and R-SOLO-STUN-1: the stun limit equals the wound limit. */
  readonly woundLimit: number;
  readonly stunLimit: number;
  /** R-SOLO-WEAK-1: one entry per weakness card, how many times it has been rotated. */
  readonly weakness: readonly number[];
  /** R-SOLO-POISON-4: Stunning Toxin holds behaviour and stance while it lasts. */
  readonly toxin: boolean;
  /** R-SOLO-REFRESH-1: a refresh effect resolved this round; the deck is rebuilt after the discard. */
  readonly refreshPending: boolean;
  /** R-SOLO-STUN-3 (Czech procedure of OP-23): the next round's card is skipped. */
  readonly skipNext: boolean;
  readonly defeated: 'wounds' | 'stuns' | 'execution' | null;
  /** R-SOLO-EXP-12: Desperation is active (it stays on until defeat). */
  readonly desperate: boolean;
  /** R-SOLO-EXP-18: the contracts it has fulfilled. */
  readonly contracts: readonly string[];
};

/** Where a figure stands and which way it faces. */
export type Pose = { readonly hex: Hex; readonly facing: Facing };

/** A step or turn in the engine's own action shape, so the flow can apply it as it stands. */
export type MoveStep =
  | { readonly kind: 'step'; readonly part: number; readonly direction: number }
  | { readonly kind: 'turn'; readonly part: number; readonly rotation: 1 | -1 };

/** Every decision the procedures make comes with the rule that made it and a coded reason for the log (./reasons). */
export type { Because };

/** The automaton's movement: the actions in order and the pose they lead to. */
export type MoveChoice = Because & { readonly actions: readonly MoveStep[]; readonly to: Pose };
