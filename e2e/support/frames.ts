import type { GameEvent, GameView } from '@senjutsu/engine';
import { nextView } from '@senjutsu/protocol/patch';
import type { Page } from 'playwright-core';

// What a page received over its socket, read from the browser's own network traffic: WebSocket
// frames (page.on('websocket') -> framereceived) and, before Socket.IO upgrades to a WebSocket,
// its HTTP long-polling answers (packets separated by \x1e). Every raw packet is kept for the
// hidden-information checks; the game messages in them (`42[...]`, acknowledgements `43<n>[...]`)
// rebuild the page's own latest view the way the client does (a join's view, patched by updates).

export type Received = {
  /** Every text frame the page received, as sent. */
  readonly raw: string[];
  /** The game events in the order received. */
  readonly events: GameEvent[];
  /** The page's latest full view (board from `joined`, card definitions accumulated), if joined. */
  view: GameView | null;
};

type GameMessage = { type?: unknown; view?: unknown; events?: unknown; missed?: unknown; version?: unknown; base?: unknown; patch?: unknown; cards?: unknown };

export function recordFrames(page: Page): Received {
  const received: Received = { raw: [], events: [], view: null };
  const take = (text: string) => {
    received.raw.push(text);
    for (const message of messagesOf(text)) apply(received, message);
  };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => take(typeof payload === 'string' ? payload : payload.toString('utf8')));
  });
  // Polling answers are read in the order they arrive; a later one waits for the earlier one's body.
  let polled = Promise.resolve();
  page.on('response', (response) => {
    if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
    const body = response.text().catch(() => '');
    polled = polled.then(async () => {
      for (const packet of (await body).split('\x1e')) if (packet !== '') take(packet);
    });
  });
  return received;
}

function messagesOf(frame: string): GameMessage[] {
  const match = /^4[23]\d*(\[.*)$/s.exec(frame);
  if (match === null) return [];
  try {
    const parts = JSON.parse(match[1]!) as unknown[];
    return parts.filter((p): p is GameMessage => typeof p === 'object' && p !== null && 'type' in p);
  } catch {
    return [];
  }
}

/**
 * A view replaces the one held only if it is as new (a long-polling answer read late, or the join
 * after a reconnect, may arrive after a newer WebSocket frame).
 */
function apply(received: Received, message: GameMessage): void {
  const version = message.type === 'update' ? Number(message.version) : ((message.view as { version?: number } | undefined)?.version ?? -1);
  const newer = received.view === null || version >= received.view.version;
  if (message.type === 'joined') {
    const view = message.view as GameView;
    if (newer) received.view = view;
    const missed = (message.missed ?? []) as { events?: GameEvent[] }[] | GameEvent[];
    for (const entry of missed) {
      if ('events' in entry && Array.isArray(entry.events)) received.events.push(...entry.events);
    }
  } else if (message.type === 'update') {
    received.events.push(...((message.events ?? []) as GameEvent[]));
    // An update patches the view of its base version (packages/protocol/src/patch.ts); one that
    // does not fit is followed by the page's join, which brings the whole view.
    const previous = received.view;
    if (previous !== null && newer) received.view = nextView(previous, message as Parameters<typeof nextView>[1]) ?? previous;
  }
}

/** Card instance ids that some event has shown face up (played, revealed, discarded face up, recovered). */
export function publicCardIds(events: readonly GameEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) {
    for (const [key, value] of Object.entries(event)) {
      if ((key === 'card' || key === 'replaced' || key === 'by') && typeof value === 'string') ids.add(value);
    }
    if (event.kind === 'revealed') for (const c of event.cards) ids.add(c.card);
  }
  return ids;
}
