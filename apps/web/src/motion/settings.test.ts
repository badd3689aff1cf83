import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsSlice } from '../store/settings';

// The motion setting (issue 25): on by default, off by default when the browser asks for reduced
// motion; the player's own choice, either way, is remembered in this browser and wins.

function browser(reduced: boolean): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
    matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }),
  });
  vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
  return stored;
}

const fresh = () => settingsSlice(() => undefined, () => ({}) as never, {} as never);

describe('settings: motion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is on by default and off by default under prefers-reduced-motion', () => {
    browser(false);
    expect(fresh().motion).toBe(true);
    browser(true);
    expect(fresh().motion).toBe(false);
  });

  it('the player\'s choice is remembered and wins over the browser\'s preference', () => {
    const stored = browser(true);
    fresh().setMotion(true);
    expect(stored.get('senjutsu:motion')).toBe('on');
    expect(fresh().motion).toBe(true);
    fresh().setMotion(false);
    expect(fresh().motion).toBe(false);
    const open = browser(false);
    open.set('senjutsu:motion', 'off');
    expect(fresh().motion).toBe(false);
    // A damaged value is no choice: the browser's preference decides.
    open.set('senjutsu:motion', 'sideways');
    expect(fresh().motion).toBe(true);
  });
});
