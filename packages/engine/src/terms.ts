import type { AutomatonId, Behaviour, Stance } from '@senjutsu/cards';
import type { Hex } from './hex';

// The words every layer shares, below all of them (issue 24): seat and card ids, why a character
// fell, the horde's ranks and start letters, and the parts of a view the modes fill in. Types and
// constants only; the modes that give them meaning (solo/, horde/) import them from here.

/** A seat is an index into the state's `seats`; 0 is the first player. */
export type SeatId = number;
/** An opaque card-instance id: it tells nothing about the card (ids are dealt at random). */
export type CardId = string;

export type DefeatReason = 'wounds' | 'stuns' | 'execution';

/** Horde mode's start hexes (section 22, R-HORDE-8). */
export type HordeLetter = 'A' | 'B' | 'C' | 'D';
export const HORDE_LETTERS: readonly HordeLetter[] = ['A', 'B', 'C', 'D'];

/** R-HORDE-RANK-1..4, lowest first ('none' until wave 3 of level 1 falls). */
export const HORDE_RANKS = ['none', 'wood', 'steel', 'gold', 'jade'] as const;
export type HordeRank = (typeof HORDE_RANKS)[number];

/** The horde events (`{ kind: 'horde', event, ... }`): every wave and level change, rank and end of the run. */
export type HordeEventName = 'waveEntered' | 'waveDefeated' | 'levelCompleted' | 'decksRebuilt' | 'levelStarted' | 'rankEarned' | 'recovered' | 'runEnded' | 'lordPlaced';

/** What every seat may see of one automaton (solo/view.ts; R-SOLO-ROUND-1/3, R-SOLO-BLEED-2): public facts only. */
export type AutomatonView = {
  readonly seat: SeatId;
  readonly automaton: AutomatonId;
  readonly behaviour: Behaviour;
  readonly stance: Stance;
  /** R-SOLO-STANCE-2, R-SOLO-TRACK-1: the marker on its behaviour space: its advantage token (aggressive) or its Kamae ring (defensive). */
  readonly marker: 'token' | 'ring';
  readonly deckCount: number;
  /** Bottom first; a card discarded by bleeding lies face down (R-SOLO-BLEED-2). */
  readonly discard: readonly ({ readonly number: string } | { readonly faceDown: true })[];
  /** The card it took this round, once turned face up (R-SOLO-ROUND-3); null before or without one. */
  readonly drawn: string | null;
  /** It took a card this round that is still face down (R-SOLO-ROUND-1). */
  readonly hasDrawn: boolean;
  readonly stuns: number;
  readonly stunsBeside: number;
  readonly woundLimit: number;
  readonly stunLimit: number;
  readonly defeated: DefeatReason | null;
  /** R-SOLO-EXP-12: Desperation is active. */
  readonly desperate: boolean;
  /** R-SOLO-EXP-18: the contracts it has fulfilled. */
  readonly contracts: readonly string[];
};

/** What every seat may see of a horde run (horde/view.ts, section 22). */
export type HordeView = {
  readonly level: number;
  readonly wave: number;
  readonly rank: HordeRank;
  /** R-HORDE-7, R-HORDE-RESET-10: the wound limit of every automaton this level. */
  readonly woundLimit: number;
  /** The automaton seats of the current wave (the others are off the battlefield, ruling H2). */
  readonly automata: readonly SeatId[];
  /** R-HORDE-8: the automaton whose start hex the player is choosing now, else null. */
  readonly placing: SeatId | null;
  /** R-HORDE-RESET-6/7: the level change's choice pending now (option 0 does it, 1 declines), else null. */
  readonly recovery: 'stun' | 'bleeding' | null;
  /** R-HORDE-LORD-1: the fallen lord's hex (null before it is placed or once it fell); absent without the variant. */
  readonly fallenLord?: Hex | null;
  readonly over: boolean;
};

/** Who a view or an event list is for: a seat, or a spectator (view.ts, look.ts). */
export type Viewer = SeatId | 'spectator';
