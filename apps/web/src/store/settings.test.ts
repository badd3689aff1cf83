import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLang, settingsSlice } from './settings';

// The language: the one remembered in localStorage, else the browser's first language we have, else English.

const browser = (languages: readonly string[], saved: string | null) => {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'senjutsu:lang' ? saved : null) } });
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
};

describe('settings: language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the first browser language the game speaks', () => {
    browser(['de-DE', 'uk-UA', 'pl'], null);
    expect(initialLang()).toBe('uk');
    browser(['cs'], null);
    expect(initialLang()).toBe('cs');
  });

  it('falls back to English', () => {
    browser(['de-DE', 'fr'], null);
    expect(initialLang()).toBe('en');
  });

  it('prefers the remembered choice and ignores a damaged one', () => {
    browser(['cs-CZ'], 'pl');
    expect(initialLang()).toBe('pl');
    browser(['cs-CZ'], 'klingon');
    expect(initialLang()).toBe('cs');
  });
});

describe('settings: alerts (issue 22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sounds and notifications are off by default, remembered once turned on, forgotten when turned off', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
    });
    vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
    const fresh = () => settingsSlice(() => undefined, () => ({}) as never, {} as never);
    const first = fresh();
    expect([first.sounds, first.notify]).toEqual([false, false]);
    first.setSounds(true);
    first.setNotify(true);
    expect([fresh().sounds, fresh().notify]).toEqual([true, true]);
    first.setSounds(false);
    expect(fresh().sounds).toBe(false);
    expect(stored.has('senjutsu:sounds')).toBe(false);
  });
});

describe('settings: the secret card (issue 22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('"auto" by default, the player\'s choice remembered, a damaged value read as "auto"', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
    });
    vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
    const fresh = () => settingsSlice(() => undefined, () => ({}) as never, {} as never);
    expect(fresh().secretChoice).toBe('auto');
    fresh().setSecretChoice('oneClick');
    expect(fresh().secretChoice).toBe('oneClick');
    fresh().setSecretChoice('confirm');
    expect(fresh().secretChoice).toBe('confirm');
    stored.set('senjutsu:secretChoice', 'twice');
    expect(fresh().secretChoice).toBe('auto');
    fresh().setSecretChoice('auto');
    expect(stored.has('senjutsu:secretChoice')).toBe(false);
  });
});
