import type { ReactElement } from 'react';

// Each character's emblem on its figure (issue 25), our own drawing: white on the seat's colour,
// in a box from -1 to 1. The four characters and every automaton of the content have one of their
// own; an automaton that plays a character (the Master automaton) wears that character's emblem.
// A part marked `cut` is drawn in the seat's colour over the white (a hole, a seam).

type Part = { readonly d: string; readonly fill?: boolean; readonly width?: number; readonly cut?: boolean };

const EMBLEMS = {
  // The characters (CATALOG.characters)
  master: [{ d: 'M0.55 -0.55 A0.78 0.78 0 1 0 0.78 0.12', width: 0.24 }], // an ensō brush circle
  student: [
    { d: 'M0 -0.45 Q-0.5 -0.72 -0.95 -0.5 L-0.95 0.55 Q-0.5 0.35 0 0.62 Q0.5 0.35 0.95 0.55 L0.95 -0.5 Q0.5 -0.72 0 -0.45Z', fill: true },
    { d: 'M0 -0.42 L0 0.58 M-0.75 -0.25 Q-0.4 -0.38 -0.15 -0.2 M0.75 -0.25 Q0.4 -0.38 0.15 -0.2', width: 0.09, cut: true },
  ], // an open book
  ronin: [{ d: 'M-1 0.22 L0 -0.6 L1 0.22 Q0 0.42 -1 0.22Z', fill: true }, { d: 'M-0.35 0.32 L0 0.85 L0.35 0.32', width: 0.12 }], // a straw hat
  warrior: [
    { d: 'M-0.68 0.35 A0.68 0.68 0 0 1 0.68 0.35Z', fill: true },
    { d: 'M-0.4 -0.15 L-0.8 -0.95 M0.4 -0.15 L0.8 -0.95 M-1 0.42 L1 0.42', width: 0.14 },
    { d: 'M-0.45 0.65 L0.45 0.65', width: 0.14 },
  ], // a horned helmet
  'fallen-lord': [
    { d: 'M0 -0.62 A0.66 0.66 0 1 1 -0.01 -0.62Z M-0.3 0.45 L-0.3 0.9 L0.3 0.9 L0.3 0.45Z', fill: true },
    { d: 'M-0.55 -0.5 L-0.8 -1 L-0.3 -0.62Z M0.55 -0.5 L0.8 -1 L0.3 -0.62Z', fill: true },
    { d: 'M-0.28 -0.05 m-0.14 0 a0.14 0.14 0 1 0 0.28 0 a0.14 0.14 0 1 0 -0.28 0 M0.28 -0.05 m-0.14 0 a0.14 0.14 0 1 0 0.28 0 a0.14 0.14 0 1 0 -0.28 0', fill: true, cut: true },
  ], // a horned skull
  // The automata (AUTOMATA)
  'samurai-boss': [
    { d: 'M-0.85 -0.95 Q0 0.15 0.85 -0.95 Q0 -0.2 -0.85 -0.95Z', fill: true },
    { d: 'M-0.62 0.8 A0.62 0.55 0 0 1 0.62 0.8Z', fill: true },
  ], // a crescent crest over a helmet
  'katana-ashigaru': [
    { d: 'M-0.42 0.42 Q0.2 -0.12 0.85 -0.85', width: 0.16 },
    { d: 'M-0.62 0.24 L-0.24 0.62', width: 0.12 },
    { d: 'M-0.45 0.45 L-0.85 0.85', width: 0.22 },
  ], // a katana
  'yari-ashigaru': [{ d: 'M0 1 L0 -0.35 M-0.32 -0.32 L0.32 -0.32', width: 0.14 }, { d: 'M0 -1 L0.22 -0.55 L0 -0.35 L-0.22 -0.55Z', fill: true }], // a spear
  'yumi-ashigaru': [
    { d: 'M-0.3 -0.95 Q0.8 0 -0.3 0.95', width: 0.14 },
    { d: 'M-0.3 -0.95 L-0.3 0.95 M-0.85 0 L0.55 0', width: 0.06 },
    { d: 'M0.8 0 L0.5 -0.15 L0.5 0.15Z', fill: true },
  ], // a bow and arrow
  arquebusier: [
    { d: 'M-0.95 -0.05 L0.95 -0.05', width: 0.18 },
    { d: 'M-0.95 -0.1 L-1 0.45 L-0.45 0.08Z', fill: true },
    { d: 'M0.65 -0.55 m-0.2 0 a0.2 0.2 0 1 0 0.4 0 a0.2 0.2 0 1 0 -0.4 0 M0.3 -0.75 m-0.12 0 a0.12 0.12 0 1 0 0.24 0 a0.12 0.12 0 1 0 -0.24 0', fill: true },
  ], // a matchlock and its smoke
  'hachiko-ashigaru': [
    { d: 'M-0.95 -0.1 L0 -0.65 L0.95 -0.1Z', fill: true },
    { d: 'M0 0.55 m-0.25 0 a0.25 0.2 0 1 0 0.5 0 a0.25 0.2 0 1 0 -0.5 0 M-0.38 0.18 m-0.11 0 a0.11 0.11 0 1 0 0.22 0 a0.11 0.11 0 1 0 -0.22 0 M0 0.08 m-0.11 0 a0.11 0.11 0 1 0 0.22 0 a0.11 0.11 0 1 0 -0.22 0 M0.38 0.18 m-0.11 0 a0.11 0.11 0 1 0 0.22 0 a0.11 0.11 0 1 0 -0.22 0', fill: true },
  ], // a soldier's hat over a paw
  hachiko: [
    { d: 'M0 0.35 m-0.4 0 a0.4 0.32 0 1 0 0.8 0 a0.4 0.32 0 1 0 -0.8 0', fill: true },
    { d: 'M-0.58 -0.18 m-0.17 0 a0.17 0.2 0 1 0 0.34 0 a0.17 0.2 0 1 0 -0.34 0 M-0.2 -0.52 m-0.17 0 a0.17 0.2 0 1 0 0.34 0 a0.17 0.2 0 1 0 -0.34 0 M0.2 -0.52 m-0.17 0 a0.17 0.2 0 1 0 0.34 0 a0.17 0.2 0 1 0 -0.34 0 M0.58 -0.18 m-0.17 0 a0.17 0.2 0 1 0 0.34 0 a0.17 0.2 0 1 0 -0.34 0', fill: true },
  ], // a dog's paw
  assassin: [{ d: 'M0 0.95 L0.17 -0.12 L-0.17 -0.12Z', fill: true }, { d: 'M-0.38 -0.14 L0.38 -0.14', width: 0.12 }, { d: 'M0 -0.14 L0 -0.8', width: 0.2 }], // a dagger
  kojiro: [{ d: 'M0 -0.5 Q-0.4 -0.55 -1 -0.2 Q-0.4 -0.05 -0.15 0.1 L-0.4 0.95 L0 0.38 L0.4 0.95 L0.15 0.1 Q0.4 -0.05 1 -0.2 Q0.4 -0.55 0 -0.5Z', fill: true }], // a swallow
  monk: [
    { d: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => { const a = (i / 10) * 2 * Math.PI; return `M${(0.62 * Math.cos(a) - 0.12).toFixed(3)} ${(0.62 * Math.sin(a) - 0.15).toFixed(3)} a0.12 0.12 0 1 0 0.24 0 a0.12 0.12 0 1 0 -0.24 0`; }).join(' '), fill: true },
    { d: 'M0 0.5 L-0.12 0.95 L0.12 0.95Z', fill: true },
  ], // prayer beads
  musashi: [{ d: 'M-0.8 0.8 L0.8 -0.8 M0.8 0.8 L-0.8 -0.8', width: 0.15 }, { d: 'M-0.75 0.45 L-0.45 0.75 M0.75 0.45 L0.45 0.75', width: 0.12 }], // two crossed swords
  ninja: [
    { d: 'M0 -1 L0.22 -0.22 L1 0 L0.22 0.22 L0 1 L-0.22 0.22 L-1 0 L-0.22 -0.22Z', fill: true },
    { d: 'M0 0 m-0.14 0 a0.14 0.14 0 1 0 0.28 0 a0.14 0.14 0 1 0 -0.28 0', fill: true, cut: true },
  ], // a throwing star
  'onna-bugeisha': [{ d: 'M-0.65 0.95 L0.3 -0.28', width: 0.12 }, { d: 'M0.24 -0.22 Q0.5 -0.65 0.95 -0.98 Q0.72 -0.42 0.42 -0.08Z', fill: true }], // a naginata
  sailor: [
    { d: 'M0 -0.7 m-0.17 0 a0.17 0.17 0 1 0 0.34 0 a0.17 0.17 0 1 0 -0.34 0', width: 0.1 },
    { d: 'M0 -0.53 L0 0.85 M-0.4 -0.3 L0.4 -0.3 M-0.72 0.3 Q-0.55 0.88 0 0.85 Q0.55 0.88 0.72 0.3', width: 0.13 },
  ], // an anchor
  wakou: [
    { d: 'M-0.55 -0.95 L0.55 -0.85 L0.65 0.45 L-0.45 0.52Z', fill: true },
    { d: 'M-0.52 -0.55 L0.58 -0.45 M-0.5 -0.12 L0.6 -0.04', width: 0.07, cut: true },
    { d: 'M-0.95 0.62 L0.95 0.62 L0.62 0.95 L-0.62 0.95Z', fill: true },
  ], // a junk's sail
  yasuke: [
    { d: 'M-0.28 0.42 L-0.22 -0.8 Q0 -1.02 0.22 -0.8 L0.28 0.42Z', fill: true },
    { d: 'M0 0.42 L0 0.98', width: 0.2 },
    { d: 'M-0.08 -0.55 h0.16 M-0.1 -0.2 h0.2 M-0.1 0.12 h0.2', width: 0.1, cut: true },
  ], // a studded club
  yojimbo: [
    { d: 'M0 -0.95 L0.78 -0.62 Q0.78 0.42 0 0.95 Q-0.78 0.42 -0.78 -0.62Z', fill: true },
    { d: 'M0 -0.6 L0 0.6 M-0.42 -0.15 L0.42 -0.15', width: 0.1, cut: true },
  ], // a guard's shield
} as const satisfies Readonly<Record<string, readonly Part[]>>;

export type EmblemId = keyof typeof EMBLEMS;
export const EMBLEM_IDS = Object.keys(EMBLEMS) as EmblemId[];

/** The emblem of a character id: a character of the catalogue, an automaton's seat (app/content.ts's ids), or the fallen lord. */
export function emblemOf(character: string): EmblemId | null {
  const made = /^automaton-\d+-(.+)$/.exec(character) ?? /^horde-\d+-(.+)-\d+$/.exec(character);
  const id = made?.[1] ?? character;
  return Object.hasOwn(EMBLEMS, id) ? (id as EmblemId) : null;
}

/** The emblem drawn at `size` (half its width) in white, its cuts in `base`; null for a character of other content. */
export function Emblem({ id, size, base }: { id: EmblemId; size: number; base: string }): ReactElement {
  return (
    <g className="emblem" data-emblem={id} transform={`scale(${size})`} strokeLinecap="round" strokeLinejoin="round">
      {(EMBLEMS[id] as readonly Part[]).map((p, i) => {
        const ink = p.cut === true ? base : '#fff';
        return p.fill === true ? <path key={i} d={p.d} fill={ink} /> : <path key={i} d={p.d} fill="none" stroke={ink} strokeWidth={p.width ?? 0.12} />;
      })}
    </g>
  );
}
