import type { Viewer } from '@senjutsu/engine';
import type { StateCreator } from 'zustand';
import type { Store } from './index';

// What this page knows of its own invite link (issue 21, issue 22): whether the server still
// opens it (`bad`: a wrong or unknown link or room; `replaced`: replaced from another tab or
// device while this one was in the room), and the link this page last made (shown to copy).

export type LinkState = 'ok' | 'bad' | 'replaced';

export type LinksSlice = {
  readonly link: LinkState;
  /** The newest link made on this page, to copy; null before any. */
  readonly newLink: { readonly room: string; readonly link: Viewer; readonly token: string } | null;
  readonly setLink: (link: LinkState) => void;
  readonly linkMade: (made: { readonly room: string; readonly link: Viewer; readonly token: string } | null) => void;
};

export const linksSlice: StateCreator<Store, [], [], LinksSlice> = (set) => ({
  link: 'ok',
  newLink: null,
  setLink: (link) => set({ link }),
  linkMade: (newLink) => set({ newLink }),
});
