import { isCardWindow, passOption, type Action, type GameView } from '@senjutsu/engine';
import type { AutoPass } from '../store/settings';

// OP-68 on the page: a hidden-card window (replacement, counterattack, instant) opens whatever the
// hand holds, so the page may pass for its player when the seat's own decision lists nothing to play
// (the engine lists exactly the playable cards). Decided here from the seat's own view only; the
// server holds every answer alike (docs/server.md), so the others cannot tell this pass from one by hand.


/** The pass the page sends for its player now, or null: a window with nothing playable, of a kind the player lets the page pass. */
export function autoPassAction(view: GameView, autoPass: AutoPass): Action | null {
  const decision = view.decisions.find(isCardWindow);
  if (decision === undefined || !autoPass[decision.kind]) return null;
  const pass = passOption(decision);
  return decision.options.length === 1 ? pass : null;
}
