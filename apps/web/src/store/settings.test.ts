import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLang } from './settings';

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
