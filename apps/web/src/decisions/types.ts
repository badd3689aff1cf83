import type { Lang } from '@senjutsu/cards';
import type { Action, CardId, DecisionKind, DecisionMap, Definitions, GameView } from '@senjutsu/engine';
import type { T } from '../i18n';
import type { Hex } from '../board/geometry';

// A decision's control as data: what to ask, and where each option sits (a button, a hex, a
// facing arrow, a figure, a Kamae node, a hand card). Every option is one the engine listed, sent
// back unchanged; a `draft` pick only narrows what is shown (a terrain kind, a hex with several
// facings) and sends nothing.

export type Draft = Readonly<Record<string, string | number>>;

export type Pick = { readonly action: Action } | { readonly draft: Draft };

/** What the option will send (for `data-option-kind`): the action's kind, or the kind a draft leads to. */
export type Placed<T> = T & { readonly pick: Pick; readonly optionKind: string; readonly label?: string };

export type DecisionUI = {
  /** What the player is asked, in the chosen language. */
  readonly prompt: string;
  readonly buttons: readonly Placed<{ readonly label: string; readonly selected?: boolean }>[];
  readonly hexes: readonly Placed<{ readonly hex: Hex }>[];
  /** Facing arrows; a terrain piece's arrow also names the hexes the piece would cover. */
  readonly arrows: readonly Placed<{ readonly from: Hex; readonly facing: number; readonly footprint?: readonly Hex[] }>[];
  readonly figures: readonly Placed<{ readonly seat: number }>[];
  readonly kamae: readonly Placed<{ readonly node: string }>[];
  /** `chosen`: the card marked as the secret choice, not yet confirmed (table/confirm.ts). */
  readonly cards: readonly Placed<{ readonly card: CardId; readonly chosen?: boolean }>[];
};

/** A control's input: the decision of its kind (typed options and context), the viewer's view, the draft so far. */
export type ControlProps<K extends DecisionKind = DecisionKind> = {
  readonly decision: DecisionMap[K];
  readonly view: GameView;
  /** The game's ruleset: card numbers in the view resolve through it. */
  readonly rules: Definitions;
  readonly draft: Draft;
  readonly t: T;
  readonly lang: Lang;
};

export type Control<K extends DecisionKind = DecisionKind> = (p: ControlProps<K>) => DecisionUI;

export const EMPTY_UI: Omit<DecisionUI, 'prompt'> = { buttons: [], hexes: [], arrows: [], figures: [], kamae: [], cards: [] };

export const act = (action: Action): Pick => ({ action });

/** Every action a control offers at this draft. */
export function offered(ui: DecisionUI): Action[] {
  const all = [...ui.buttons, ...ui.hexes, ...ui.arrows, ...ui.figures, ...ui.kamae, ...ui.cards];
  return all.flatMap((p) => ('action' in p.pick ? [p.pick.action] : []));
}

/** Every draft a control offers at this draft. */
export function drafts(ui: DecisionUI): Draft[] {
  const all = [...ui.buttons, ...ui.hexes, ...ui.arrows, ...ui.figures, ...ui.kamae, ...ui.cards];
  return all.flatMap((p) => ('draft' in p.pick ? [p.pick.draft] : []));
}
