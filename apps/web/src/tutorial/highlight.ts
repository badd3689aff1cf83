import type { Lang } from '@senjutsu/cards';
import { sameJson, type Action, type Definitions, type GameView } from '@senjutsu/engine';
import { useEffect, type RefObject } from 'react';
import { keyOf } from '../board/geometry';
import type { T } from '../i18n';
import { decisionUIs } from '../table/overlay';

// The tutorial's highlight: the control on the table that sends the lesson's next action (a card
// of the hand, a hex, a facing arrow, a Kamae node, a decision's button) gets the class
// `tutorial-target`. The table draws the engine's options as ever; the tutorial only finds, among
// the controls the table made (table/overlay.ts decisionUIs), the one for its action.

export const TARGET_CLASS = 'tutorial-target';

/** A CSS selector for the controls that send `action` in the table drawn from `view` (a hex and its button alike), or null. */
export function targetSelector(view: GameView, rules: Definitions, action: Action, t: T, lang: Lang): string | null {
  const sends = (p: { readonly pick: { readonly action: Action } | { readonly draft: unknown } }) => 'action' in p.pick && sameJson(p.pick.action, action);
  const selectors = decisionUIs(view, rules, {}, t, lang).flatMap((ui, i) => [
    ...ui.cards.filter(sends).map((c) => `.hand-card[data-card="${c.card}"]`),
    ...ui.hexes.filter(sends).map((h) => `[data-testid="board"] [data-hex="${keyOf(h.hex)}"]`),
    ...ui.figures.filter(sends).map((f) => `[data-testid="board"] [data-testid="figure"][data-seat="${f.seat}"]`),
    ...ui.arrows.filter(sends).map((a) => `[data-testid="board"] .arrow[data-facing="${a.facing}"]`),
    ...ui.kamae.filter(sends).map((k) => `.kamae-node.option[data-node="${k.node}"]`),
    ...ui.buttons.flatMap((b, n) => (sends(b) ? [`[data-testid="decision"][data-decision-kind="${view.decisions[i]!.kind}"] .buttons > button:nth-child(${n + 1})`] : [])),
  ]);
  return selectors.length === 0 ? null : selectors.join(', ');
}

/** Keeps `TARGET_CLASS` on the elements under `root` that match `selector` while the table re-renders. */
export function useHighlight(root: RefObject<HTMLElement | null>, selector: string | null): void {
  useEffect(() => {
    const el = root.current;
    if (el === null || selector === null) return;
    // Only adds what is missing, so the observer's own change does not call it again without end.
    const mark = () => {
      for (const target of el.querySelectorAll(selector)) if (!target.classList.contains(TARGET_CLASS)) target.classList.add(TARGET_CLASS);
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      for (const target of el.querySelectorAll(`.${TARGET_CLASS}`)) target.classList.remove(TARGET_CLASS);
    };
  }, [root, selector]);
}
