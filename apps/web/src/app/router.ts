import { useSyncExternalStore } from 'react';

// The pages, told apart by the path: home (/), an online game (/game/<room>), hot-seat (/hotseat),
// solo against automata in the tab (/solo), a horde run (/horde, the same page with another config)
// and the guided first duel (/learn).
// The server answers every path with index.html, so links and reloads land on the right page.

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'game'; readonly room: string }
  | { readonly page: 'hotseat' }
  | { readonly page: 'solo' }
  | { readonly page: 'horde' }
  | { readonly page: 'learn' }
  /** A finished game watched again: an online room's (`/replay/<room>`) or one kept in this browser (`/replay#id=`). */
  | { readonly page: 'replay'; readonly room: string | null }
  | { readonly page: 'computer' };

export function routeOf(pathname: string): Route {
  const game = /^\/game\/([A-Za-z0-9_-]{8,64})\/?$/.exec(pathname);
  if (game !== null) return { page: 'game', room: game[1]! };
  if (/^\/hotseat\/?$/.test(pathname)) return { page: 'hotseat' };
  if (/^\/solo\/?$/.test(pathname)) return { page: 'solo' };
  if (/^\/horde\/?$/.test(pathname)) return { page: 'horde' };
  if (/^\/learn\/?$/.test(pathname)) return { page: 'learn' };
  const replay = /^\/replay(?:\/([A-Za-z0-9_-]{8,64}))?\/?$/.exec(pathname);
  if (replay !== null) return { page: 'replay', room: replay[1] ?? null };
  if (/^\/computer\/?$/.test(pathname)) return { page: 'computer' };
  return { page: 'home' };
}

const listeners = new Set<() => void>();
/** Counts navigations, so a page opened again (the same game with a new link) starts afresh. */
let navigations = 0;
const subscribe = (listener: () => void) => {
  const onPop = () => {
    navigations++;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('popstate', onPop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', onPop);
  };
};

/** Go to a page of this app without reloading (`path` may carry a `#t=` fragment). */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  navigations++;
  for (const listener of listeners) listener();
}

/** The current path and the navigation count; a page re-renders on every navigation. */
export const useLocation = (): { readonly pathname: string; readonly navigation: number } => {
  const key = useSyncExternalStore(subscribe, () => `${navigations} ${window.location.pathname}`);
  const space = key.indexOf(' ');
  return { pathname: key.slice(space + 1), navigation: Number(key.slice(0, space)) };
};
