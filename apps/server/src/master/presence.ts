// Presence is coalesced: whatever joins and leaves happen in a room within `delayMs` reach its
// connections as one status message, so a crowd arriving or leaving costs one message per
// connection instead of one per connection per arrival (quadratic).

export type Coalescer<R> = {
  /** Send `room`'s status within the window (at once with a window of 0). */
  soon(room: R): void;
  /** `room`'s status went out with something else (an update): nothing more is due. */
  sent(room: R): void;
  /** Forget everything due (a stopping server). */
  stop(): void;
};

/** `send` is called once per due room when its window ends, if `live(room)` still holds. */
export function coalescer<R>(delayMs: number, send: (room: R) => void, live: (room: R) => boolean): Coalescer<R> {
  const due = new Set<R>();
  let timer: NodeJS.Timeout | null = null;
  return {
    soon(room) {
      if (delayMs === 0) return send(room);
      due.add(room);
      timer ??= setTimeout(() => {
        timer = null;
        const rooms = [...due];
        due.clear();
        for (const r of rooms) if (live(r)) send(r);
      }, delayMs);
      timer.unref();
    },
    sent: (room) => void due.delete(room),
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      due.clear();
    },
  };
}
