import { useEffect, useState } from 'react';
import type { ContentNames } from './content';

// The content's names, loaded once on demand; null until they arrive (callers show ids meanwhile).
let loading: Promise<ContentNames> | null = null;
let loaded: ContentNames | null = null;

export function loadNames(): Promise<ContentNames> {
  loading ??= import('./content').then((m) => (loaded = m.names));
  return loading;
}

export function useNames(): ContentNames | null {
  const [names, setNames] = useState<ContentNames | null>(loaded);
  useEffect(() => {
    if (names !== null) return;
    let live = true;
    void loadNames().then((n) => live && setNames(n));
    return () => {
      live = false;
    };
  }, [names]);
  return names;
}
