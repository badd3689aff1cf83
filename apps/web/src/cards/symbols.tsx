import type { CardType } from '@senjutsu/cards';
import type { ReactElement } from 'react';

// The symbols of a card's left edge (R-ANAT-1 parts 5 to 7), drawn by us on a 16x16 grid in the
// text colour: the card types (R-CARD-1), range (R-RANGE-1) and instant (R-INSTANT-2).

const TYPE_PATHS: Readonly<Record<CardType, { readonly d: string; readonly stroked: boolean }>> = {
  // Two crossed blades, their guards at the lower ends.
  attack: { d: 'M3.5 12.5 L13.5 2.5 M2.5 2.5 L12.5 12.5 M1.5 10 L6 14.5 M10 14.5 L14.5 10', stroked: true },
  // A shield.
  block: { d: 'M8 1.5 L14 3.5 C14 9 11.5 12.5 8 14.5 C4.5 12.5 2 9 2 3.5 Z', stroked: false },
  // An ensō: a brush circle left open at the top right.
  meditation: { d: 'M11.5 2.6 A6 6 0 1 0 13.8 6 L12 6.6 A4.1 4.1 0 1 1 10.5 4.2 Z', stroked: false },
  // A diamond ring: the card that is always at hand.
  core: { d: 'M8 1 L15 8 L8 15 L1 8 Z M8 5 L11 8 L8 11 L5 8 Z', stroked: false },
};

export function TypeSymbol({ type, label }: { type: CardType; label: string }): ReactElement {
  const { d, stroked } = TYPE_PATHS[type];
  return (
    <svg className={`symbol symbol-${type}`} viewBox="0 0 16 16" role="img" aria-label={label}>
      {stroked ? <path d={d} fill="none" strokeWidth="1.9" strokeLinecap="round" /> : <path d={d} fillRule="evenodd" stroke="none" />}
    </svg>
  );
}

/** Range: a target of two rings. */
export function RangeSymbol({ label }: { label: string }): ReactElement {
  return (
    <svg className="symbol symbol-range" viewBox="0 0 16 16" role="img" aria-label={label}>
      <circle cx="8" cy="8" r="6.2" fill="none" strokeWidth="1.6" />
      <circle cx="8" cy="8" r="2.4" />
    </svg>
  );
}

/** Instant: a lightning bolt. */
export function InstantSymbol({ label }: { label: string }): ReactElement {
  return (
    <svg className="symbol symbol-instant" viewBox="0 0 16 16" role="img" aria-label={label}>
      <path d="M9.5 1 L3 9 H7.5 L6 15 L13 6.5 H8.6 Z" />
    </svg>
  );
}
