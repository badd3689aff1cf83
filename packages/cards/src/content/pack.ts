import type { CardInput, CharacterInput, PoisonCard } from '../schema';

/** One character's content: its character card and every card its file authors. */
export type ContentPack = {
  readonly character: CharacterInput;
  /** Core ability card, core weapon cards and the signature and common cards this file authors. */
  readonly cards: readonly CardInput[];
  readonly poisons?: readonly PoisonCard[];
  /** R-SIG-1, R-SIG-2: the printed signature deck: its core weapon card and its 30 ability cards (repeats listed). */
  readonly signatureDeck: { readonly weapon: string; readonly cards: readonly string[] };
};
