import type { AttackHex, AttackMark, Effect, KamaePosition, RelativeHex, Section } from '../schema';

// Position diagrams (R-DIAG-1..3) as drawing data: every hex relative to the character facing
// north, with its marks and SVG geometry, so a client can draw a card's diagram knowing no rule.
// Geometry as in docs/hex-geometry.md: flat-topped hexes of size 1 (centre to corner), centre
// x = 1.5·q, y = √3·(r + q/2), screen y growing downward; (0,-1) is straight ahead.

/** The icons of a diagram hex (R-SYM-3), in the order a card would show them. */
export const DIAGRAM_SYMBOLS = ['wound', 'bleeding', 'execution', 'stun', 'weakness', 'poison', 'push', 'pull', 'rotate', 'advantage', 'block'] as const;
export type DiagramSymbol = (typeof DIAGRAM_SYMBOLS)[number];

export type DiagramHex = {
  readonly q: number;
  readonly r: number;
  /** The hex centre in the diagram's pixel frame (hex size 1). */
  readonly x: number;
  readonly y: number;
  /** The six corners as an SVG polygon `points` attribute. */
  readonly points: string;
  /** The character's own hex (facing north), an attacked hex or a blocked hex. */
  readonly role: 'character' | 'attack' | 'block';
  /** True for the hexes that apply only when the optional fee is paid (R-FOCUS-FEE-6). */
  readonly extra: boolean;
  /** An attacked hex's marks; null for the character's hex and block hexes. */
  readonly marks: AttackMark | null;
  /** The icons to draw on the hex, with how many of each (wounds 2 = two wound icons). */
  readonly symbols: readonly { readonly symbol: DiagramSymbol; readonly count: number }[];
};

/** An effect that encloses the diagram's effect: a Kamae effect, a fee, an -OR- option … */
export type DiagramContext =
  | { readonly kind: 'kamae'; readonly position: KamaePosition }
  | { readonly kind: 'condition'; readonly condition: string }
  | { readonly kind: 'optionalFee'; readonly fee: number }
  | { readonly kind: 'discardDeck'; readonly count: number }
  | { readonly kind: 'or'; readonly option: number }
  | { readonly kind: 'ifSuccessful' };

export type Diagram = {
  /** The card section (0 = above any dividing line) and the effect's index path within it. */
  readonly section: number;
  readonly path: readonly number[];
  readonly kind: 'attack' | 'block';
  readonly within: readonly DiagramContext[];
  /** The optional fee of the extra hexes, or null. */
  readonly extraFee: number | null;
  /** A block's counter initiatives (R-COUNTER-1), empty otherwise. */
  readonly counter: readonly number[];
  /** The character's hex first, then the diagram's hexes, then the extra hexes. */
  readonly hexes: readonly DiagramHex[];
  /** The box around every drawn hex, in axial and in pixel terms. */
  readonly bounds: {
    readonly minQ: number; readonly maxQ: number; readonly minR: number; readonly maxR: number;
    readonly x: number; readonly y: number; readonly width: number; readonly height: number;
  };
  /** `bounds` as an SVG viewBox attribute. */
  readonly viewBox: string;
};

const SQRT3 = Math.sqrt(3);
const round = (v: number): number => {
  const n = Math.round(v * 10_000) / 10_000;
  return Object.is(n, -0) ? 0 : n;
};

/** The pixel centre of a north-frame hex (size 1). */
export const hexCentre = (h: RelativeHex): { x: number; y: number } => ({ x: round(1.5 * h.q), y: round(SQRT3 * (h.r + h.q / 2)) });

function corners(x: number, y: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const angle = (Math.PI / 3) * i;
      return `${round(x + Math.cos(angle))},${round(y + Math.sin(angle))}`;
    })
    .join(' ');
}

function symbolsOf(mark: AttackMark): DiagramHex['symbols'] {
  const list: { symbol: DiagramSymbol; count: number }[] = [];
  if (mark.wounds > 0) list.push({ symbol: mark.bleeding ? 'bleeding' : 'wound', count: mark.wounds });
  if (mark.execution) list.push({ symbol: 'execution', count: 1 });
  if (mark.stun > 0) list.push({ symbol: 'stun', count: mark.stun });
  if (mark.weakness > 0) list.push({ symbol: 'weakness', count: mark.weakness });
  if (mark.poison) list.push({ symbol: 'poison', count: 1 });
  if (mark.push > 0) list.push({ symbol: 'push', count: mark.push });
  if (mark.pull > 0) list.push({ symbol: 'pull', count: mark.pull });
  if (mark.rotate > 0) list.push({ symbol: 'rotate', count: mark.rotate });
  if (mark.advantage) list.push({ symbol: 'advantage', count: 1 });
  return list;
}

function drawnHex(at: RelativeHex, role: DiagramHex['role'], extra: boolean, marks: AttackMark | null): DiagramHex {
  const { x, y } = hexCentre(at);
  const symbols = role === 'block' ? [{ symbol: 'block' as const, count: 1 }] : marks === null ? [] : symbolsOf(marks);
  return { q: at.q, r: at.r, x, y, points: corners(x, y), role, extra, marks, symbols };
}

const attackHex = (h: AttackHex, extra: boolean): DiagramHex => {
  const { at, ...marks } = h;
  return drawnHex(at, 'attack', extra, marks);
};

function boundsOf(hexes: readonly DiagramHex[]): Pick<Diagram, 'bounds' | 'viewBox'> {
  const xs = hexes.map((h) => h.x);
  const ys = hexes.map((h) => h.y);
  const x = round(Math.min(...xs) - 1);
  const y = round(Math.min(...ys) - SQRT3 / 2);
  const width = round(Math.max(...xs) + 1 - x);
  const height = round(Math.max(...ys) + SQRT3 / 2 - y);
  const qs = hexes.map((h) => h.q);
  const rs = hexes.map((h) => h.r);
  return {
    bounds: { minQ: Math.min(...qs), maxQ: Math.max(...qs), minR: Math.min(...rs), maxR: Math.max(...rs), x, y, width, height },
    viewBox: `${x} ${y} ${width} ${height}`,
  };
}

type Place = { section: number; path: number[]; within: DiagramContext[] };

function diagramOf(e: Extract<Effect, { kind: 'attack' | 'block' }>, place: Place): Diagram {
  const character = drawnHex({ q: 0, r: 0 }, 'character', false, null);
  const hexes =
    e.kind === 'attack'
      ? [character, ...e.hexes.map((h) => attackHex(h, false)), ...(e.extra?.hexes ?? []).map((h) => attackHex(h, true))]
      : [character, ...e.hexes.map((h) => drawnHex(h, 'block', false, null)), ...(e.extra?.hexes ?? []).map((h) => drawnHex(h, 'block', true, null))];
  return {
    ...place,
    kind: e.kind,
    extraFee: e.extra?.fee ?? null,
    counter: e.kind === 'block' ? (e.counter ?? []) : [],
    hexes,
    ...boundsOf(hexes),
  };
}

function collect(effects: readonly Effect[], place: Place, out: Diagram[]): void {
  effects.forEach((e, i) => {
    const here: Place = { ...place, path: [...place.path, i] };
    const inner = (context: DiagramContext, list: readonly Effect[]) => collect(list, { ...here, within: [...place.within, context] }, out);
    switch (e.kind) {
      case 'attack':
      case 'block':
        out.push(diagramOf(e, here));
        return;
      case 'kamae':
        return inner({ kind: 'kamae', position: e.position }, e.effects);
      case 'condition':
        return inner({ kind: 'condition', condition: e.condition }, e.effects);
      case 'optionalFee':
        return inner({ kind: 'optionalFee', fee: e.fee }, e.effects);
      case 'discardDeck':
        return inner({ kind: 'discardDeck', count: e.count }, e.effects);
      case 'ifSuccessful':
        return inner({ kind: 'ifSuccessful' }, e.effects);
      case 'or':
        e.options.forEach((option, o) => collect(option, { ...here, path: [...here.path, o], within: [...place.within, { kind: 'or', option: o }] }, out));
        return;
      case 'move':
      case 'kamaePath':
      case 'kamaeJump':
      case 'focus':
      case 'advantage':
      case 'draw':
      case 'discard':
      case 'search':
      case 'recover':
      case 'targetedAttack':
      case 'initiativeAttack':
      case 'stealth':
      case 'lookAtHand':
        return;
      default: {
        const never: never = e;
        throw new Error(`unknown effect ${JSON.stringify(never)}`);
      }
    }
  });
}

/**
 * Every attack and block diagram of a card (or of any list of sections), in card order, nested
 * ones included. Targeted and initiative-comparing attacks have no diagram (R-DIAG-5/6, R-INITCMP-1).
 */
export function describeDiagram(card: { readonly sections: readonly Section[] }): Diagram[] {
  const out: Diagram[] = [];
  card.sections.forEach((s, section) => collect(s.effects, { section, path: [], within: [] }, out));
  return out;
}
