import type { Card, Lang } from '@senjutsu/cards';
import { useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import type { T } from '../i18n';
import { cardTerms } from './CardFace';
import { CARD_TERMS, termMeaning, termName, type CardTerm } from './terms';

// The meanings of a card's keywords and symbols (issue 25), three ways: beside an enlarged card, a
// list of every term the card uses (shown on hover and on keyboard focus of a card, and on a tap);
// on hover of a marked word or symbol, its meaning in a bubble; on a long press of one on a touch
// screen, the same bubble (the press does not also tap the card).

/** The meanings of the terms on `card`, as a definition list. */
export function CardTermList({ card, lang, t }: { card: Card; lang: Lang; t: T }): ReactElement {
  return (
    <section className="card-terms" aria-label={t('cardwords.legend')}>
      <h3>{t('cardwords.legend')}</h3>
      <dl>
        {cardTerms(card, lang).map((term) => (
          <div key={term} data-term={term}>
            <dt>{t(termName(term))}</dt>
            <dd>{t(termMeaning(term))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const LONG_PRESS_MS = 450;
/** A click this soon after a long press ended, with no press since, belongs to the press (generous: a loaded phone is slow). */
const CLICK_AFTER_PRESS_MS = 1500;
const isTerm = (value: string | undefined): value is CardTerm => (CARD_TERMS as readonly string[]).includes(value ?? '');

/** The marked word or symbol under an event, if any. */
function termAt(target: EventTarget | null): { el: HTMLElement; term: CardTerm } | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-term]') : null;
  if (el === null || el.closest('.card-face') === null) return null;
  const term = el.dataset['term'];
  return isTerm(term) ? { el, term } : null;
}

type Tip = { readonly term: CardTerm; readonly left: number; readonly top: number; readonly bottom: number; readonly touch: boolean };

/** Where the bubble goes: above the word when there is room, else below; inside the window. */
function tipStyle(tip: Tip): CSSProperties {
  const width = Math.min(288, window.innerWidth - 16);
  const left = Math.min(Math.max(tip.left - width / 2, 8), window.innerWidth - width - 8);
  return tip.top > window.innerHeight / 3 ? { left, width, bottom: window.innerHeight - tip.top + 6 } : { left, width, top: tip.bottom + 6 };
}

/** One bubble for the whole page: listens to the document, so every card face anywhere has it. */
export function TermTips({ t }: { t: T }): ReactElement | null {
  const [tip, setTip] = useState<Tip | null>(null);
  const pressed = useRef<{ timer: number; fired: boolean; releasedAt: number } | null>(null);
  useEffect(() => {
    const show = (el: HTMLElement, term: CardTerm, touch: boolean) => {
      const r = el.getBoundingClientRect();
      setTip({ term, left: (r.left + r.right) / 2, top: r.top, bottom: r.bottom, touch });
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      const hit = termAt(e.target);
      if (hit) show(hit.el, hit.term, false);
      else setTip((tip) => (tip?.touch ? tip : null));
    };
    const down = (e: PointerEvent) => {
      if (pressed.current) window.clearTimeout(pressed.current.timer);
      pressed.current = null;
      if (e.pointerType === 'mouse') return;
      setTip(null);
      const hit = termAt(e.target);
      if (hit === null) return;
      const press = { timer: 0, fired: false, releasedAt: Infinity };
      press.timer = window.setTimeout(() => {
        press.fired = true;
        show(hit.el, hit.term, true);
      }, LONG_PRESS_MS);
      pressed.current = press;
    };
    const up = () => {
      const press = pressed.current;
      if (press === null) return;
      if (press.fired) press.releasedAt = performance.now();
      else {
        window.clearTimeout(press.timer);
        pressed.current = null;
      }
    };
    // A long press shows the meaning only: the click that may end it does not also tap the card.
    const click = (e: MouseEvent) => {
      const press = pressed.current;
      pressed.current = null;
      if (press?.fired && performance.now() - press.releasedAt < CLICK_AFTER_PRESS_MS) {
        e.stopPropagation();
        e.preventDefault();
      }
    };
    const menu = (e: Event) => {
      if (termAt(e.target)) e.preventDefault();
    };
    const hide = () => setTip(null);
    document.addEventListener('pointerover', over);
    document.addEventListener('pointerdown', down);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', up);
    document.addEventListener('click', click, true);
    document.addEventListener('contextmenu', menu);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('pointercancel', up);
      document.removeEventListener('click', click, true);
      document.removeEventListener('contextmenu', menu);
      window.removeEventListener('scroll', hide, true);
    };
  }, []);
  if (tip === null) return null;
  return createPortal(
    <div className="term-tip" role="tooltip" data-testid="term-tip" data-term={tip.term} style={tipStyle(tip)}>
      <strong>{t(termName(tip.term))}</strong> {t(termMeaning(tip.term))}
    </div>,
    document.body,
  );
}
