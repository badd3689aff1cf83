import { CATALOG, describeDiagram, renderCard, renderPoisonCard, statusCard, TERMS, type Card, type Diagram, type Lang, type StatusKind } from '@senjutsu/cards';
import { memo, type ReactElement } from 'react';
import { KAMAE_COLOURS, STUN_CARD } from '../board/characters';
import './status.css';

// A card drawn from its data in the chosen language (packages/cards' renderer): name, tier,
// types and keywords, initiative, fees, Kamae bar, range, instant kind, the position diagrams and
// the sections with their effects. The same face serves in hand, on the table and enlarged.

// Dark enough for the white tier name on them (WCAG AA contrast, 4.5:1).
const TIER_COLOURS: Readonly<Record<string, string>> = { core: '#6d6d6d', wood: '#8b5a2b', steel: '#4f6a80', gold: '#806310', jade: '#287a5b' };

const SYMBOL_GLYPH: Readonly<Record<string, string>> = {
  wound: '✦', bleeding: '♦', execution: '☠', stun: '✺', weakness: '↓', poison: '☣', push: '⇑', pull: '⇓', rotate: '↻', advantage: '★', block: '',
};

function DiagramView({ d, label }: { d: Diagram; label: string }): ReactElement {
  return (
    <svg className="diagram" viewBox={d.viewBox} role="img" aria-label={label}>
      {d.hexes.map((h, i) => (
        <g key={i} className={`dhex dhex-${h.role}${h.extra ? ' dhex-extra' : ''}`}>
          <polygon points={h.points} />
          {h.role === 'character' && <polygon className="dhex-facing" points={`${h.x},${h.y - 0.75} ${h.x - 0.35},${h.y - 0.2} ${h.x + 0.35},${h.y - 0.2}`} />}
          {h.symbols.length > 0 && (
            <text x={h.x} y={h.y} textAnchor="middle" dominantBaseline="central" fontSize={0.7}>
              {h.symbols.map((s) => SYMBOL_GLYPH[s.symbol]!.repeat(Math.min(s.count, 3))).join('')}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

// A card's text and diagrams depend only on its data and the language: worked out once per page.
// Updates carry fresh copies of the same definitions, so the cache is keyed by number.
const faces = new Map<string, { r: ReturnType<typeof renderCard>; diagrams: Diagram[] }>();
function faceOf(card: Card, lang: Lang): { r: ReturnType<typeof renderCard>; diagrams: Diagram[] } {
  const key = `${lang}:${card.number}`;
  let face = faces.get(key);
  if (face === undefined) {
    face = { r: renderCard(card, lang), diagrams: describeDiagram(card) };
    faces.set(key, face);
  }
  return face;
}

function CardFaceView({ card, lang }: { card: Card; lang: Lang }): ReactElement {
  const { r, diagrams } = faceOf(card, lang);
  const kamaeColour = card.kamaeRequirement ? KAMAE_COLOURS[card.kamaeRequirement] : undefined;
  return (
    <div className={`card-face tier-${card.tier}`} data-number={card.number}>
      {/* The Kamae bar: the position this card needs, in its colour (R-KAMAE-5). */}
      <div className="kamae-bar" style={{ background: kamaeColour ?? 'transparent' }} title={r.kamaeRequirement ?? undefined} />
      <header>
        <span className="initiative" title={r.alternativeInitiative ?? undefined}>{r.initiative}</span>
        <span className="card-name">{r.name}</span>
      </header>
      <div className="keywords">
        <span>{r.keywordLine}</span>
        <span className="tier" style={{ background: TIER_COLOURS[card.tier] }}>{r.tier}</span>
      </div>
      <div className="chips">
        {r.focusFee && <span className="chip fee">{r.focusFee}</span>}
        {r.alternativeInitiative && <span className="chip">{r.alternativeInitiative}</span>}
        {r.kamaeRequirement && <span className="chip kamae" style={{ borderColor: kamaeColour }}>{r.kamaeRequirement}</span>}
        {r.range && <span className="chip">{r.range}</span>}
        {r.instant && <span className="chip instant">{r.instant}</span>}
        {r.prepared && <span className="chip">{r.prepared}</span>}
      </div>
      {diagrams.length > 0 && (
        <div className="diagrams">{diagrams.map((d, i) => <DiagramView key={i} d={d} label={TERMS[lang].types[d.kind]} />)}</div>
      )}
      <div className="sections">
        {r.sections.map((s, i) => (
          <div key={i} className="section">
            {s.initiative !== null && <div className="divider">— {s.initiative} —</div>}
            {s.lines.map((l, j) => (
              // A Kamae line's colour is a dot beside it: coloured text would not be readable on the card (axe color-contrast).
              <div key={j} className={`line line-${l.kind}`} style={{ paddingLeft: `${l.depth * 0.8}em` }}>
                {l.kamae && <span className="kamae-dot" style={{ background: KAMAE_COLOURS[l.kamae] }} aria-hidden />}
                {l.text}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export const CardFace = memo(CardFaceView, (a, b) => a.lang === b.lang && a.card.number === b.card.number);

/** The back of a card: a face-down choice or discard. */
export function CardBack({ label }: { label: string }): ReactElement {
  return (
    <div className="card-back" title={label} aria-label={label}>
      <span>S</span>
    </div>
  );
}

/** The status a card number in a hand stands for: the engine's stun cards (R-STUN-1), a poison card by its number. */
export function statusOf(number: string): StatusKind | null {
  if (number === STUN_CARD) return 'stun';
  if (CATALOG.poisons[number] !== undefined) return 'poison';
  const kind = number.toLowerCase();
  return kind === 'wound' || kind === 'bleeding' || kind === 'weakness' ? kind : null;
}

/**
 * A status card in a hand (stun, poison, wound), drawn as such with its name, keywords, rules text
 * and symbol (issue 22 item 9: not a bare card back); null for any other number.
 */
export function StatusCardFace({ number, lang }: { number: string; lang: Lang }): ReactElement | null {
  const kind = statusOf(number);
  if (kind === null) return null;
  const poison = kind === 'poison' ? renderPoisonCard(CATALOG.poisons[number]!, lang) : null;
  const face = poison === null ? statusCard(kind, lang) : { name: poison.name, keywordLine: poison.keywordLine, text: [...poison.statusText, ...poison.lines.map((l) => l.text)] };
  return (
    <div className={`card-face status-card status-${kind}`} data-number={number} data-status={kind}>
      <header>
        <span className="status-symbol" aria-hidden>{SYMBOL_GLYPH[kind]}</span>
        <span className="card-name">{face.name}</span>
      </header>
      <div className="keywords"><span>{face.keywordLine}</span></div>
      <div className="sections">
        {face.text.map((line, i) => <div key={i} className="line">{line}</div>)}
      </div>
    </div>
  );
}
