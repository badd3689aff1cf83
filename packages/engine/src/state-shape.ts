import type { Effect, InstantWindow, MovePart, RelativeHex, TerrainKind } from '@senjutsu/cards';
import type { Facing, Hex } from './hex';
import type { RngState } from './rng';
import type { RulesetRef } from './ruleset';
import type { CardId, DefeatReason, SeatId } from './terms';

// The game state's shape (state.ts adds its drafts and readers): one plain JSON value (style.md
// §2.5), the position only. Its catalogue (cards, characters, terrain, poisons) is the Ruleset it names by id and hash and the engine binds to it
// (ruleset.ts): rule functions read definitions through `rulesOf(state)`. Functions that change a
// state work on a copy they made (a Draft) and never on their argument.

export type { CardId, DefeatReason, SeatId } from './terms';

/** OP-69: a multi-hex piece as placed (its anchor and facing; pieces.ts). */
export type PlacedPiece = { readonly kind: TerrainKind; readonly hex: Hex; readonly facing: Facing };

/** The definition key of stun cards (R-STUN-1): they live in hands like ability cards. */
export const STUN = 'STUN';

/** Settings for the rulings the rulebook leaves open (OP-n); defaults follow the adopted rulings. */
export type GameOptions = {
  /** OP-39: a card's block hexes protect only the character who played it. */
  readonly blocksProtectAllies: boolean;
  /**
   * Tests only (no room offers it): open the hidden-card windows only for a seat that holds a
   * playable card, as before OP-68. It leaks the hand; the older scenario tables were written to it.
   */
  readonly windowsForHolders?: boolean;
};
export const DEFAULT_OPTIONS: GameOptions = { blocksProtectAllies: false };

export type DiscardEntry = { card: CardId; faceDown: boolean };

/** The card a seat put in play this round and what was decided about it at reveal. */
export type Play = {
  card: CardId;
  /** Focus paid for this card (mandatory and initiative fees), refunded if it is replaced (R-ROUND-REVEAL-7). */
  paid: number;
  /** R-ROUND-REVEAL-3: the alternative initiative was bought. */
  alternative: boolean;
  /** The chosen value of a variable initiative (R-ROUND-REVEAL-8), before weakness. */
  chosen: number | null;
  /** The effective initiative of the card's first section, fixed at reveal (OP-18). */
  initiative: number | null;
  /** R-MOVE-COLLISION-1..3: the rest of the card is not resolved. */
  cancelled: boolean;
  /** OP-21: the character this card targets, declared after Reveal step 5. */
  target: SeatId | null;
  /** OP-18: the weakness cards counted when initiatives were compared; later ones wait for next round. */
  weakness: number;
};

/** One character's seat. Its lists are read-only: shared between a state and its drafts, replaced on a change. */
export type Seat = {
  character: string;
  team: number;
  hex: Hex | null;
  facing: Facing;
  /** Id of the Kamae map node the ring is on (R-KAMAE-6). */
  kamae: string;
  focus: number;
  hand: readonly CardId[];
  /** Index 0 is the top of the deck. */
  deck: readonly CardId[];
  /** The last entry is the top of the pile. */
  discard: readonly DiscardEntry[];
  /** The face-down choice of the Select step (R-ROUND-SELECT-1), hidden until reveal. */
  selected: CardId | null;
  play: Play | null;
  wounds: number;
  bleeding: number;
  /** One entry per weakness card: how many times it has been rotated (R-WEAK-4). */
  weakness: readonly number[];
  defeated: { reason: DefeatReason; round: number } | null;
  /** OP-20: one instant card per player per round. */
  instantUsed: boolean;
  /** R-STEALTH-1..6. */
  stealthed: boolean;
  /** Cards played outside the Select step this round (counterattacks, instants), discarded with the rest. */
  extraPlayed: readonly CardId[];
  /** R-POISON-EXT-3, OP-38: poison cards this character has used up. */
  poisonsUsed: readonly string[];
  /** R-SETUP-2: terrain pieces still to place in setup. */
  terrainToPlace: readonly TerrainKind[];
};

/** One place in the resolution order: the sections of a card that resolve at one initiative. */
export type Entry = {
  seat: SeatId;
  card: CardId;
  sections: number[];
  initiative: number;
  /** Index into CARD_TYPES of the type used for ties (R-ROUND-RESOLVE-4/5, OP-14). */
  typeRank: number;
  core: boolean;
};

/** Who resolves a list of effects: the seat, the card they come from and its initiative. */
export type Actor = { seat: SeatId; card: CardId; initiative: number };

/**
 * A list of effects being worked through, with the success of its last attack or block.
 * `closing` marks the last list of a card: when it is done the card has fully resolved.
 * Read-only: a draft shares the frames of the state it copies, and a change replaces the frame.
 */
export type Frame = { readonly effects: EffectList; readonly index: number; readonly success: boolean | null; readonly actor: Actor; readonly closing?: boolean };
/** A list of effects: where it is printed, `<card number>/<section>[/<effect>/<list>]...` (resolve/refs.ts), or the list itself (made up while resolving; states stored before references). */
export type EffectsRef = string;
export type EffectList = Effect[] | EffectsRef;

export type AttackEffect = Extract<Effect, { kind: 'attack' | 'targetedAttack' | 'initiativeAttack' }>;

/** What remains to do to one character an attack reached, in order (R-PUSH-1..5, R-POISON-2). */
export type FollowUp =
  | { kind: 'rotate'; target: SeatId; amount: number }
  | { kind: 'push'; target: SeatId; steps: number; away: boolean; attacker: Hex; origin: Hex }
  | { kind: 'poison'; target: SeatId };

/**
 * One defender's block sequence (R-SEQ-BLOCK-4..10) against one attack: the defender whose card
 * block met it, the block (index into `blocks`), whether it succeeded (OP-47, OP-48), and the
 * question of the sequence still to ask: the counterattack (R-SEQ-BLOCK-5), then the stealth and
 * instants (R-SEQ-BLOCK-6, -7). The block card's waiting rest stays on its ActiveBlock: it
 * outlives the attack (OP-54, OP-58).
 */
export type BlockSequence = { defender: SeatId; block: number; successful: boolean; next: 'counter' | 'instants' | 'done' };

/** One attack effect on its way through R-SEQ-ATTACK. */
export type AttackProgress = {
  actor: Actor;
  effect: AttackEffect | EffectsRef; // by reference where it is printed (resolve/refs.ts attackEffectOf)
  stage: 'target' | 'fee' | 'blockFees' | 'apply' | 'followUps' | 'counters' | 'instants' | 'done';
  target: SeatId | null;
  extraPaid: boolean;
  /** R-SEQ-BLOCK-1: the defenders already asked about their extra block fee. */
  asked: SeatId[];
  followUps: FollowUp[];
  sequences: BlockSequence[];
  success: boolean;
  /** The stack height when the attack began: frames pushed above it (a counterattack, an instant, a poison) resolve before its next stage. */
  depth: number;
};

export type MoveProgress = {
  part: MovePart;
  done: number;
  /** R-MOVE-8: the relative direction fixed by the first step of this part. */
  direction: number | null;
  /** R-MOVE-9: the rotation fixed by the first turn of this part. */
  rotation: 1 | -1 | null;
  /** The player ended this optional part early. */
  closed: boolean;
};

/**
 * Where a movement effect began, kept while its steps and turns may still be taken back
 * (movement-undo.ts): the figure's hex and facing and the progress of the parts before the first
 * step or turn. Absent before the first one and once something besides a step or turn happened.
 */
export type MoveStart = { hex: Hex; facing: Facing; parts: MoveProgress[]; largeMap: boolean };

/** An effect that waits on a player's decision. */
export type Task =
  | { kind: 'move'; seat: SeatId; parts: MoveProgress[]; ordered: boolean; largeMap: boolean; start?: MoveStart }
  | { kind: 'kamaePath'; seat: SeatId; left: number; start: string }
  | { kind: 'kamaeFocusExit'; seat: SeatId; start: string; point: string; left: number }
  | { kind: 'kamaeJumpAny'; seat: SeatId }
  | { kind: 'optionalFee'; seat: SeatId; fee: number; effects: EffectList }
  | { kind: 'or'; seat: SeatId; options: Effect[][] | EffectsRef } // or the -OR- effect by reference: option i is `${options}/${i}`
  | { kind: 'discard'; seat: SeatId; left: number; rule: string }
  | { kind: 'drawUpTo'; seat: SeatId; max: number }
  | { kind: 'search'; seat: SeatId; candidates: CardId[]; left: number }
  | { kind: 'recover'; seat: SeatId; left: number }
  | { kind: 'discardDeck'; seat: SeatId; count: number; effects: EffectList }
  | { kind: 'attackFee'; seat: SeatId; fee: number }
  | { kind: 'blockFee'; seat: SeatId; block: number }
  | { kind: 'attackTarget'; seat: SeatId; options: SeatId[] }
  | { kind: 'lookTarget'; seat: SeatId; options: SeatId[] }
  | { kind: 'pushHex'; seat: SeatId; options: Hex[] }
  | { kind: 'rotation'; seat: SeatId }
  | { kind: 'poisonCard'; seat: SeatId; options: string[] }
  | { kind: 'counter'; seat: SeatId; cards: CardId[]; block: number }
  | { kind: 'instant'; seat: SeatId; cards: CardId[]; window: InstantWindow };

export type TieGroup = { entries: number[]; deciders: SeatId[]; positions: (number | null)[] };

export type Flow =
  | { at: 'terrain'; order: SeatId[]; turn: number }
  | { at: 'placement'; order: SeatId[]; next: number }
  | { at: 'prepare'; done: SeatId[] }
  | { at: 'roundStart' }
  | { at: 'select' }
  | { at: 'reveal'; step: 'initiativeFee' | 'replacement' | 'variable' | 'targets'; queue: SeatId[]; resume: SeatId[] | null }
  | { at: 'ties'; order: Entry[]; groups: TieGroup[] }
  | { at: 'resolve'; order: Entry[]; index: number; section: number; stack: Frame[]; task: Task | null; attacks: AttackProgress[]; closed: boolean }
  | { at: 'handLimit' }
  | { at: 'over' };

/** R-BLOCK-1, R-BLOCK-2: block hexes put down by a resolved block effect, live at one initiative. */
export type ActiveBlock = {
  seat: SeatId;
  card: CardId;
  initiative: number;
  hexes: RelativeHex[];
  extra: { fee: number; hexes: RelativeHex[] } | null;
  extraPaid: boolean;
  /** R-COUNTER-1: the initiatives of attacks whose blocking lets this defender counterattack. */
  counter: number[];
  /** R-SEQ-BLOCK-8/9: the rest of the block card's section, waiting for an attack to meet the block. */
  rest: Frame[] | null;
};

export type Draft = {
  /** The ruleset this position is played with (its definitions are bound, never stored: ruleset.ts). */
  ruleset: RulesetRef;
  options: GameOptions;
  /** The number of accepted actions; the server checks it against each action's version. */
  version: number;
  rng: RngState;
  round: number;
  /** The battlefield's hexes, keyed by hexKey. */
  board: Record<string, true>;
  startAreas: { hexes: Hex[]; facing: Facing }[];
  /** Terrain by hexKey (R-TERRAIN-1). Replaced, never changed in place (shared between states). */
  terrain: Readonly<Record<string, TerrainKind>>;
  /** Hexes a piece keeps free, such as the passage under a torii (R-TERRAIN-TORII-2). Replaced, never changed in place. */
  passages: Readonly<Record<string, true>>;
  /** OP-69: the multi-hex pieces as placed (a torii's anchor and facing); absent until one is placed. Replaced, never changed in place. */
  pieces?: readonly PlacedPiece[];
  seats: Seat[];
  /** R-ADV-1: the advantage track, top space first. Read-only: shared between states, replaced on a change. */
  advantage: readonly SeatId[];
  /** Card instance -> card number (or STUN). Replaced, never changed in place (shared between states). */
  cards: Readonly<Record<CardId, string>>;
  flow: Flow;
  /** Blocks resolved this round (cleared at its end). */
  blocks: ActiveBlock[];
  /** Set when the game ends (R-VICTORY-4, OP-15). */
  winners: SeatId[] | null;
} & Partial<ModeParts>;

/**
 * The parts of a state a mode adds beside the duel's, each under its own key (the JSON's key): a
 * mode declares its part by augmenting this interface (`declare module '../state-shape'`), so the state
 * knows their shape without importing any mode. Solo and co-op: `solo` (solo/game.ts); horde mode:
 * `horde` (horde/state.ts). A mode replaces its part, never changes it in place.
 */
export interface ModeParts {}

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The immutable game state every public function takes and returns. */
export type GameState = DeepReadonly<Draft>;
