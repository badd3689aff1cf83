// A page hands the next page its setup through sessionStorage (home -> hot seat, solo, horde): it
// survives a reload of that page and is gone with the tab. No session storage (a private mode, a
// quota) costs only the hand-off: each page then falls back as its caller says.

export type SessionSlot = {
  /** Leave `value` for the next page (silently nothing without session storage). */
  hand(value: unknown): void;
  /** What was left, parsed, or null when nothing (readable) is there. */
  pending(): unknown;
  clear(): void;
};

export function sessionSlot(key: string): SessionSlot {
  return {
    hand(value) {
      try {
        sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // no session storage: nothing handed over
      }
    },
    pending() {
      try {
        const raw = sessionStorage.getItem(key);
        return raw === null ? null : JSON.parse(raw);
      } catch {
        return null;
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}
