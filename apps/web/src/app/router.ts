import { useSyncExternalStore } from 'react';

// Three pages, told apart by the path: home (/), an online game (/game/<room>), hot-seat (/hotseat).
// The server answers every path with index.html, so links and reloads land on the right page.

export type Route = { readonly page: 'home' } | { readonly page: 'game'; readonly room: string } | { readonly page: 'hotseat' };

export function routeOf(pathname: string): Route {
  const game = /^\/game\/([A-Za-z0-9_-]{8,64})\/?$/.exec(pathname);
  if (game !== null) return { page: 'game', room: game[1]! };
  if (/^\/hotseat\/?$/.test(pathname)) return { page: 'hotseat' };
  return { page: 'home' };
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

/** Go to a page of this app without reloading (`path` may carry a `#t=` fragment). */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

/** The current path; a page re-renders when it changes. */
export const usePathname = (): string => useSyncExternalStore(subscribe, () => window.location.pathname);
