import type { CardId } from '@senjutsu/engine';
import type { StateCreator } from 'zustand';
import type { Store } from './index';

// What the player is pointing at (the card in hand whose diagram the board previews). Not game state.

export type SelectionSlice = {
  readonly hoveredCard: CardId | null;
  readonly setHoveredCard: (card: CardId | null) => void;
};

export const selectionSlice: StateCreator<Store, [], [], SelectionSlice> = (set) => ({
  hoveredCard: null,
  setHoveredCard: (hoveredCard) => set({ hoveredCard }),
});
