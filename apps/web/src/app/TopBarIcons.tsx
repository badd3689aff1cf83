// The top bar's icons, drawn (no emoji font needed) and hidden from screen readers: the control
// each one sits in carries the name.

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The game's mark (a red sun and a blade), standing for its name on a narrow window with a status. */
export function HomeMark() {
  return (
    <svg className="home-mark" width="26" height="26" viewBox="0 0 26 26" aria-hidden>
      <circle cx="13" cy="13" r="10" fill="#b3261e" />
      <path d="M6 20L20 6" stroke="#f6efe3" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M8.5 14.5l3 3" stroke="#f6efe3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** An open book: the rules. */
export function BookIcon() {
  return (
    <svg className="bar-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden {...STROKE}>
      <path d="M10 5.5C8 4 5 3.8 2.5 4.5v11c2.5-.7 5.5-.5 7.5 1 2-1.5 5-1.7 7.5-1v-11C15 3.8 12 4 10 5.5zM10 5.5v11" />
    </svg>
  );
}

/** A keyboard: the keys help. */
export function KeyboardIcon() {
  return (
    <svg className="bar-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden {...STROKE}>
      <rect x="1.8" y="5" width="16.4" height="10" rx="1.5" />
      <path d="M5 8.2h.01M8 8.2h.01M11 8.2h.01M14 8.2h.01M5 11.6h.01M15 11.6h.01M7.5 11.6h5" strokeWidth="1.9" />
    </svg>
  );
}

/** A globe: the language. */
export function GlobeIcon() {
  return (
    <svg className="bar-icon globe" width="18" height="18" viewBox="0 0 20 20" aria-hidden {...STROKE}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M2.5 10h15M10 2.5c2.2 2.2 2.2 12.8 0 15M10 2.5c-2.2 2.2-2.2 12.8 0 15" />
    </svg>
  );
}

/** Three lines: a menu (the online table's game menu on a phone). */
export function MenuIcon() {
  return (
    <svg className="bar-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden {...STROKE}>
      <path d="M3 5.5h14M3 10h14M3 14.5h14" strokeWidth="1.9" />
    </svg>
  );
}
