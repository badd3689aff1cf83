import { create } from 'zustand';
import { connectionSlice, type ConnectionSlice } from './connection';
import { linksSlice, type LinksSlice } from './links';
import { matchSlice, type MatchSlice } from './match';
import { selectionSlice, type SelectionSlice } from './selection';
import { settingsSlice, type SettingsSlice } from './settings';

// The client's one store, made of small slices (style.md §2.12). Components read it through
// narrow selectors: `useStore((s) => s.view)`, never `useStore()` bare.

export type Store = ConnectionSlice & MatchSlice & SelectionSlice & SettingsSlice & LinksSlice;

export const useStore = create<Store>()((...a) => ({
  ...connectionSlice(...a),
  ...matchSlice(...a),
  ...selectionSlice(...a),
  ...settingsSlice(...a),
  ...linksSlice(...a),
}));
