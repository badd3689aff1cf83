import { cardName } from '../app/content';
import { useLang, useT } from '../i18n';
import type { Why } from '../worker/protocol';

// The computer's "why", opened on demand: for its latest revealed card, the top candidate cards
// of its search with their estimated win rates (@senjutsu/ai explainChoice). Only revealed rounds
// reach the page (worker/host.ts holds a reason until the card is face up).

export function WhyPanel({ why }: { readonly why: readonly Why[] }) {
  const t = useT();
  const lang = useLang();
  const last = why.at(-1);
  return (
    <details className="banner computer-why" data-testid="computer-why">
      <summary>{t('computer.why')}</summary>
      {last === undefined ? (
        <p>{t('computer.why.none')}</p>
      ) : (
        <>
          <p data-testid="computer-why-round">{t('computer.why.round', { round: last.round, card: cardName(last.chosen, lang), playouts: last.playouts })}</p>
          <ol>
            {last.candidates.map((c) => (
              <li key={c.number} data-card={c.number}>
                {t('computer.why.candidate', { card: cardName(c.number, lang), rate: Math.round(c.value * 100) })}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
