import { nestedEffects, renderEffects, TERMS, type Effect, type Lang } from '@senjutsu/cards';
import { hex as hx } from '@senjutsu/engine';
import type { Hex } from '../board/geometry';
import type { ControlProps } from './types';

// The words of a card's -OR- options (R-OR-1/2): each option as its card text; options whose text
// reads the same (Lazy Strike's three one-hex attacks) also name the hexes their attacks cover,
// as seen from the figure ("forward-left"), so no two buttons read the same (issue 22 item 9).

const ORIGIN: Hex = { q: 0, r: 0 };
const same = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;
const step = (from: Hex, d: number): Hex => hx.neighbour(from, hx.absoluteDirection(0, hx.wrapDirection(d)));

/** A hex of a card's diagram (relative to a figure facing forward) in words: "forward-left", "forward ×2". */
export function placeOf(at: Hex, lang: Lang): string {
  const dir = TERMS[lang].directions;
  const rel = hx.toAbsolute(ORIGIN, 0, at);
  for (let d = 0; d < 6; d++) if (same(step(ORIGIN, d), rel)) return dir[d]!;
  for (let d = 0; d < 6; d++) if (same(step(step(ORIGIN, d), d), rel)) return `${dir[d]} ×2`;
  for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) if (same(step(step(ORIGIN, a), b), rel)) return `${dir[a]} + ${dir[b]}`;
  return `${at.q},${at.r}`;
}

/** The hexes every attack of a list covers, nested lists too. */
function attackHexes(effects: readonly Effect[]): Hex[] {
  return effects.flatMap((e) => [...(e.kind === 'attack' ? e.hexes.map((h) => h.at) : []), ...nestedEffects(e).flatMap(attackHexes)]);
}

/** The -OR- options of the card `p`'s seat is resolving, when it prints exactly one (to word the options). */
function orOfPlay(p: ControlProps): Effect[][] | null {
  const play = p.view.seats[p.decision.seat]?.play;
  const card = play ? p.rules.cards[play.number] : undefined;
  if (card === undefined) return null;
  const found: Effect[][][] = [];
  const walk = (effects: readonly Effect[]) => {
    for (const e of effects) {
      if (e.kind === 'or') found.push(e.options);
      for (const inner of nestedEffects(e)) walk(inner);
    }
  };
  for (const section of card.sections) walk(section.effects);
  return found.length === 1 ? found[0]! : null;
}

const repeated = (texts: readonly string[]) => texts.some((x, i) => texts.indexOf(x) !== i);

/** The label of each listed option (by option number); "Option n" only when the card's text is not known. */
export function orLabels(p: ControlProps, listed: readonly number[]): string[] {
  const options = orOfPlay(p);
  const text = (i: number) => renderEffects(p.lang, options?.[i] ?? []).map((l) => l.text).join(' ');
  let labels = listed.map(text);
  if (repeated(labels)) {
    labels = listed.map((i, k) => {
      const hexes = attackHexes(options?.[i] ?? []);
      return hexes.length === 0 ? labels[k]! : p.t('words.attackHexes', { attack: labels[k]!, hexes: hexes.map((h) => placeOf(h, p.lang)).join(', ') });
    });
  }
  // Still the same (or no text): the option's number keeps them apart.
  const numbered = repeated(labels);
  return labels.map((l, k) => (l === '' ? p.t('board.orOption', { n: listed[k]! + 1 }) : numbered ? `${p.t('board.orOption', { n: listed[k]! + 1 })}: ${l}` : l));
}
