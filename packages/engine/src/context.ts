import type { GameEvent } from './events';
import type { Draft } from './state';

/** What a rule function changes: its own draft of the state and the events it produced. */
export type Ctx = { readonly s: Draft; readonly events: GameEvent[] };

export const emit = (ctx: Ctx, event: GameEvent) => {
  ctx.events.push(event);
};
