import type { CardId } from '@senjutsu/engine';
import { useEffect, useRef, type RefObject } from 'react';
import type { DecisionUI, Pick } from '../decisions/types';

// The game screen's keyboard (docs/keyboard.md): the focus goes to a decision when one arrives,
// and single keys pick a card of the hand (1-9), pass (P) or jump to the decision (D), the board
// (B) or the hand (H). Keys typed into a field, with Ctrl/Alt/Meta, or under an open dialog are
// left alone.

/** Actions that pass or end what is under way: the P key's buttons (drawn dashed). */
const PASSES: ReadonlySet<string> = new Set(['pass', 'keepCard', 'endMove', 'endKamae', 'endPrepare']);

export const isPass = (pick: Pick): boolean => 'action' in pick && PASSES.has(pick.action.kind);

/** The engine's listed `undo` (taking back a movement's steps and turns): the U key's button. */
export const isUndo = (pick: Pick): boolean => 'action' in pick && pick.action.kind === 'undo';

/** Whether the player is typing: keys and focus then stay where they are. */
export function isTyping(element: Element | null): boolean {
  if (element === null) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  return element.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes((element as HTMLInputElement).type);
}

const dialogOpen = (): boolean => document.querySelector('dialog[open]') !== null;

const first = (root: ParentNode, selector: string): HTMLElement | SVGElement | null => root.querySelector<HTMLElement | SVGElement>(selector);

const BOARD_OPTION = '[data-testid="board"] [data-item][data-option-kind]';
const HAND_OPTION = '[data-testid="hand-card"][data-option-kind]';

/** Where a decision is made: its first button, else its first option on the board, the hand or a Kamae map, else the decision itself. */
export function decisionTarget(root: ParentNode): HTMLElement | SVGElement | null {
  return first(root, '[data-testid="decision"] button:not(:disabled)')
    ?? first(root, BOARD_OPTION)
    ?? first(root, HAND_OPTION)
    ?? first(root, '.kamae-node.option')
    ?? first(root, '[data-testid="decision"]');
}

const centreOf = (e: Element) => {
  const r = e.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** The board option nearest to `from` (after a step the figure has moved; the next step is close by). */
function nearestOption(root: ParentNode, from: Element): SVGElement | null {
  const at = centreOf(from);
  let best: SVGElement | null = null;
  let bestDistance = Infinity;
  for (const o of root.querySelectorAll<SVGElement>(BOARD_OPTION)) {
    const c = centreOf(o);
    const d = Math.hypot(c.x - at.x, c.y - at.y);
    if (d < bestDistance) {
      best = o;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * How the player last acted. After a mouse or touch the focus goes to the decision box itself: a
 * focused hand card or hex would enlarge the card or preview it on the board under the pointer.
 */
let lastInput: 'keyboard' | 'pointer' = 'keyboard';
let listening = false;
function watchInput(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', () => { lastInput = 'keyboard'; }, { capture: true });
  document.addEventListener('pointerdown', () => { lastInput = 'pointer'; }, { capture: true });
}

const focusOn = (e: HTMLElement | SVGElement | null | undefined): void => e?.focus({ preventScroll: true });

/** Whether the focus is on `target` already (or, with `within`, inside it): focusing again would make the browser recompute styles at once. */
const holds = (target: Element | null, within = false): boolean => {
  const active = document.activeElement;
  return target !== null && active !== null && (within ? target.contains(active) : target === active);
};

/**
 * Moves the focus to the decision whenever the decisions change: `decisions` (the view's, shared
 * across updates so unchanged ones keep their identity), `drafts` (a terrain kind chosen, a secret
 * card marked). An update that leaves them as they were (the other player's choice, a log line)
 * leaves the focus where it is. A player working on the board stays there, on the nearest option;
 * facing arrows that just appeared take the focus.
 */
export function useDecisionFocus(root: RefObject<HTMLElement | null>, decisions: unknown, drafts: string, pending: boolean): void {
  const hadArrows = useRef(false);
  useEffect(watchInput, []);
  useEffect(() => {
    const el = root.current;
    if (el === null) return;
    const arrow = first(el, '[data-testid="board"] .arrow[data-item]');
    const arrowsAppeared = arrow !== null && !hadArrows.current;
    hadArrows.current = arrow !== null;
    const active = document.activeElement;
    if (!pending || isTyping(active) || dialogOpen()) return;
    if (lastInput === 'pointer') {
      const box = first(el, '[data-testid="decision"]');
      if (!holds(box, true)) focusOn(box);
      return;
    }
    if (arrowsAppeared) {
      focusOn(arrow);
      return;
    }
    const board = first(el, '[data-testid="board"]');
    if (active !== null && board?.contains(active)) {
      if (active.hasAttribute('data-option-kind')) return;
      const near = nearestOption(el, active);
      if (near !== null) {
        focusOn(near);
        return;
      }
    }
    const target = decisionTarget(el);
    if (!holds(target)) focusOn(target);
  }, [root, decisions, drafts, pending]);
}

/** The decisions panel: always drawn, so the focus can wait there while the next update replaces a decision or the hand. */
export const DECISIONS_PANEL = 'decisions';

/**
 * An action is sent: a focused hand card or decision button may be gone with the answer, and a
 * focused element removed makes the browser lay out the page at once inside that update (a reveal
 * took 4-13 ms more, bench:web). The focus waits on the decisions panel until the next decision
 * takes it (useDecisionFocus).
 */
export function parkFocus(root: HTMLElement | null): void {
  const active = document.activeElement;
  if (root === null || active === null || !root.contains(active)) return;
  if (active.closest('[data-testid="hand-card"], [data-testid="decision"]') === null) return;
  focusOn(first(root, `[data-testid="${DECISIONS_PANEL}"]`));
}

type Shortcuts = {
  readonly root: RefObject<HTMLElement | null>;
  /** The viewer's hand in the order it is shown. */
  readonly hand: readonly CardId[];
  readonly handOptions: DecisionUI['cards'];
  readonly uis: readonly DecisionUI[];
  readonly pick: (p: Pick) => void;
};

/** The table's single-key shortcuts, listened to on the document while the table is shown. */
export function useTableShortcuts({ root, hand, handOptions, uis, pick }: Shortcuts): void {
  const latest = useRef({ hand, handOptions, uis, pick });
  latest.current = { hand, handOptions, uis, pick };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = root.current;
      if (el === null || e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || isTyping(document.activeElement) || dialogOpen()) return;
      const { hand, handOptions, uis, pick } = latest.current;
      const key = e.key.toLowerCase();
      if (/^[1-9]$/.test(key)) {
        const card = hand[Number(key) - 1];
        if (card === undefined) return;
        e.preventDefault();
        const option = handOptions.find((o) => o.card === card);
        if (option !== undefined) pick(option.pick);
        else focusOn(first(el, `[data-testid="hand-card"][data-card="${card}"]`));
        return;
      }
      const target =
        key === 'p' ? uis.flatMap((u) => u.buttons).find((b) => isPass(b.pick))
        : key === 'u' ? uis.flatMap((u) => u.buttons).find((b) => isUndo(b.pick))
        : undefined;
      if (target !== undefined) {
        e.preventDefault();
        pick(target.pick);
        return;
      }
      const focus =
        key === 'd' ? decisionTarget(el)
        : key === 'b' ? first(el, '[data-testid="board"] [data-item][tabindex="0"]')
        : key === 'h' ? (first(el, HAND_OPTION) ?? first(el, '[data-testid="hand-card"]'))
        : null;
      if (focus !== null) {
        e.preventDefault();
        focusOn(focus);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
