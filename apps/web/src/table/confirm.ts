import type { Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView } from '@senjutsu/engine';
import { useCallback, useMemo, useState } from 'react';
import { cardName } from '../board/characters';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { useStore } from '../store';
import type { SecretChoice } from '../store/settings';

// Issue 22: the secret card chosen, then confirmed. The engine's select decision is final once
// sent (R-ROUND-SELECT-1), so the choice stays in this page until the player confirms it: a click
// on a card only marks it (a draft; nothing reaches the server, so the opponent learns nothing,
// not even that the player changed their mind), and the confirm button sends the listed option.
// With "one click" the card is sent at once, as before.

const SECRET = 'secret';

/** Whether the secret card takes two steps: the player's setting, else online yes, one screen and solo no. */
export const confirmsSecret = (choice: SecretChoice, online: boolean): boolean => choice === 'confirm' || (choice === 'auto' && online);

/** The card a pick marks as the secret choice, or null for any other pick. */
export function secretOf(p: Pick): CardId | null {
  if (!('draft' in p)) return null;
  const card = p.draft[SECRET];
  return typeof card === 'string' ? card : null;
}

/** A button that sends the secret choice is its confirmation (data-shortcut="confirm", key C). */
export const isConfirm = (p: Pick): boolean => 'action' in p && p.action.kind === 'select';

/**
 * The decisions' controls with the secret choice in two steps: each offered card marks itself,
 * and the marked card, while still offered, gets the confirm button carrying its listed option.
 */
export function withConfirm(view: GameView, uis: readonly DecisionUI[], chosen: CardId | null, t: T, name: (card: CardId) => string): DecisionUI[] {
  return uis.map((ui, i) => {
    if (view.decisions[i]?.kind !== 'select') return ui;
    const cards = ui.cards.map((c) => ({ ...c, pick: { draft: { [SECRET]: c.card } }, chosen: c.card === chosen }));
    const marked = ui.cards.find((c) => c.card === chosen);
    if (marked === undefined) return { ...ui, prompt: t('undo.choose'), cards };
    const card = name(marked.card);
    const confirm = { pick: marked.pick, optionKind: 'select', label: t('undo.confirm', { card }) };
    return { ...ui, prompt: t('undo.chosen', { card }), cards, buttons: [...ui.buttons, confirm] };
  });
}

type Chosen = { readonly round: number; readonly viewer: GameView['viewer']; readonly card: CardId };

/**
 * The table's secret choice: the controls to show, the card marked (for the focus), and `choose`,
 * which takes a marking pick (true) or leaves any other pick to the table (false).
 */
export function useSecretChoice(view: GameView, rules: Definitions, uis: readonly DecisionUI[], online: boolean, t: T, lang: Lang) {
  const setting = useStore((s) => s.secretChoice);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const twoSteps = confirmsSecret(setting, online);
  // Kept across versions (the opponent choosing makes one), forgotten in the next round or for another seat.
  const marked = twoSteps && chosen !== null && chosen.round === view.round && chosen.viewer === view.viewer ? chosen.card : null;
  const shown = useMemo(
    () => (twoSteps ? withConfirm(view, uis, marked, t, (card) => cardName(view, rules, card, lang) ?? card) : uis),
    [twoSteps, view, uis, marked, t, rules, lang],
  );
  const { round, viewer } = view;
  const choose = useCallback((p: Pick): boolean => {
    const card = secretOf(p);
    if (card === null) return false;
    setChosen({ round, viewer, card });
    return true;
  }, [round, viewer]);
  return { uis: shown as readonly DecisionUI[], marked, choose };
}
