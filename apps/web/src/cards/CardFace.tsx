import { CATALOG, describeDiagram, renderCard, renderPoisonCard, statusCard, TERMS, type Card, type Diagram, type Lang, type RenderedCard, type StatusKind } from '@senjutsu/cards';
import { memo, type ReactElement } from 'react';
import { KAMAE_COLOURS, STUN_CARD } from '../board/characters';
import { InstantSymbol, RangeSymbol, TypeSymbol } from './symbols';
import { splitTerms, termsIn, type CardTerm } from './terms';
import './status.css';
import './face.css';

// A card drawn from its data in the chosen language (packages/cards' renderer), laid out as the
// printed cards are (CardFaceView). The same face serves in hand, on the table and enlarged: its
// sizes are in em, so a larger font makes a larger card.

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

// A card's text, diagrams and terms depend only on its data and the language: worked out once per
// page. Updates carry fresh copies of the same definitions, so the cache is keyed by number.
type Face = { readonly r: RenderedCard; readonly diagrams: readonly Diagram[]; readonly terms: readonly CardTerm[] };
const faces = new Map<string, Face>();
function faceOf(card: Card, lang: Lang): Face {
  const key = `${lang}:${card.number}`;
  let face = faces.get(key);
  if (face === undefined) {
    const r = renderCard(card, lang);
    face = { r, diagrams: describeDiagram(card), terms: termsOfFace(card, r, lang) };
    faces.set(key, face);
  }
  return face;
}

/**
 * The terms a card's face shows, in reading order: its initiative and left-edge symbols, its
 * keywords, then the words and marks of its text (issue 25: each gets its meaning on hover,
 * keyboard focus or a long press).
 */
function termsOfFace(card: Card, r: RenderedCard, lang: Lang): CardTerm[] {
  const lines = r.sections.flatMap((s) => s.lines);
  const has = (kind: string) => lines.some((l) => l.kind === kind);
  const structural: (CardTerm | false)[] = [
    'initiative', card.focusFee > 0 && 'focusFee', ...card.types, card.range !== undefined && 'range', card.instant !== undefined && 'instant',
    card.kamaeRequirement !== undefined && 'kamaeRequirement', card.prepared === true && 'prepared', r.sections.length > 1 && 'divider',
    (has('fee') || has('extra') || card.alternativeInitiative !== undefined) && 'optionalFee', has('or') && 'or', has('ifSuccessful') && 'ifSuccessful',
    has('kamae') && 'kamae', has('counter') && 'counterattack',
  ];
  const worded = termsIn([r.keywordLine, ...lines.map((l) => l.text)], lang);
  return [...new Set([...structural.filter((t): t is CardTerm => t !== false), ...worded])];
}

/** The terms on a card (for the list of meanings beside an enlarged card). */
export const cardTerms = (card: Card, lang: Lang): readonly CardTerm[] => faceOf(card, lang).terms;

/** A line of card text with its terms marked (their meanings come from CardTerms.tsx). */
export function Worded({ text, lang }: { text: string; lang: Lang }): ReactElement {
  return (
    <>
      {splitTerms(text, lang).map((p, i) => (p.term === undefined ? p.text : <span key={i} className="term" data-term={p.term}>{p.text}</span>))}
    </>
  );
}

/**
 * A card's face after the printed anatomy (rulebook section 4, R-ANAT-1): down the left edge the
 * initiative (3), the mandatory focus fee (4), the type symbols (5), range (6) and instant (7),
 * in the tier's colour (10) with the card number at its foot (11); at the top the name (1) and
 * keywords (2); the Kamae requirement as a coloured bar (8, R-KAMAE-5); the position diagrams (12);
 * the effects top to bottom with their dividing lines (9), Kamae effects (13) and optional fees (14).
 */
function CardFaceView({ card, lang }: { card: Card; lang: Lang }): ReactElement {
  const { r, diagrams } = faceOf(card, lang);
  const terms = TERMS[lang];
  const kamaeColour = card.kamaeRequirement ? KAMAE_COLOURS[card.kamaeRequirement] : undefined;
  return (
    <div className={`card-face tier-${card.tier}`} data-number={card.number}>
      <div className="card-spine" style={{ background: TIER_COLOURS[card.tier] }} data-part="tier" title={r.tier}>
        <span className="initiative term" data-part="initiative" data-term="initiative">{r.initiative}</span>
        {r.focusFee && <span className="fee-token term" data-part="focusFee" data-term="focusFee" aria-label={r.focusFee}>{card.focusFee}</span>}
        <span className="type-symbols" data-part="types">
          {card.types.map((type) => <span key={type} className="term" data-term={type}><TypeSymbol type={type} label={terms.types[type]} /></span>)}
        </span>
        {r.range && <span className="range-token term" data-part="range" data-term="range"><RangeSymbol label={r.range} />{card.range}</span>}
        {r.instant && <span className="term" data-part="instant" data-term="instant"><InstantSymbol label={r.instant} /></span>}
        <span className="card-number" data-part="number">{card.number}</span>
      </div>
      <div className="card-main">
        <header>
          <span className="card-name" data-part="name">{r.name}</span>
          <span className="keywords" data-part="keywords"><Worded text={r.keywordLine} lang={lang} /></span>
        </header>
        {r.kamaeRequirement && (
          <div className="kamae-requirement term" data-part="kamaeRequirement" data-term="kamaeRequirement" style={{ borderColor: kamaeColour }}>
            <span className="kamae-dot" style={{ background: kamaeColour }} aria-hidden />
            {r.kamaeRequirement}
          </div>
        )}
        {(r.alternativeInitiative || r.instant || r.prepared) && (
          <div className="chips">
            {r.alternativeInitiative && <span className="chip fee" data-part="alternativeInitiative"><Worded text={r.alternativeInitiative} lang={lang} /></span>}
            {r.instant && <span className="chip instant"><Worded text={r.instant} lang={lang} /></span>}
            {r.prepared && <span className="chip"><Worded text={r.prepared} lang={lang} /></span>}
          </div>
        )}
        {diagrams.length > 0 && (
          <div className="diagrams" data-part="diagram">{diagrams.map((d, i) => <DiagramView key={i} d={d} label={terms.types[d.kind]} />)}</div>
        )}
        <div className="sections" data-part="effects">
          {r.sections.map((s, i) => (
            <div key={i} className="section">
              {s.initiative !== null && <div className="divider term" data-part="divider" data-term="divider">{s.initiative}</div>}
              {s.lines.map((l, j) => (
                // A Kamae line's colour is a bar beside it: coloured text would not be readable on the card (axe color-contrast).
                <div
                  key={j}
                  className={`line line-${l.kind}`}
                  style={{ paddingLeft: `${l.depth * 0.8}em`, ...(l.kamae ? { borderLeftColor: KAMAE_COLOURS[l.kamae] } : {}) }}
                  {...PART_OF_LINE[l.kind]}
                >
                  {l.kamae && <span className="kamae-dot" style={{ background: KAMAE_COLOURS[l.kamae] }} aria-hidden />}
                  <Worded text={l.text} lang={lang} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The anatomy parts a line of text stands for (R-ANAT-1 parts 13 and 14), for the tests and the styles. */
const PART_OF_LINE: Readonly<Partial<Record<string, { 'data-part': string }>>> = {
  kamae: { 'data-part': 'kamaeEffect' },
  fee: { 'data-part': 'optionalFee' },
  extra: { 'data-part': 'optionalFee' },
};

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
      <div className="card-spine">
        <span className="status-symbol term" data-term={kind === 'bleeding' ? 'bleeding' : kind} aria-hidden>{SYMBOL_GLYPH[kind]}</span>
      </div>
      <div className="card-main">
        <header>
          <span className="card-name">{face.name}</span>
          <span className="keywords"><Worded text={face.keywordLine} lang={lang} /></span>
        </header>
        <div className="sections">
          {face.text.map((line, i) => <div key={i} className="line"><Worded text={line} lang={lang} /></div>)}
        </div>
      </div>
    </div>
  );
}
