import type { Effect } from '../schema';
import { initiativeText, plainLine, renderEffects, TERMS, translateKeyword, type Lang, type RenderedLine } from '../text';
import type { SoloCard, SoloEffect } from './schema';
import { counted, fill } from '../text/format';
import { SOLO_TERMS } from './text-terms';

// Solo card text from the same data the automata will resolve (architecture.md "Card text"): the
// player's terms render through text/render.ts, the solo terms through text-terms.ts.

/** A part of a solo card: its heading (null for effects printed above the parts, or a meditation's one part) and lines. */
export type RenderedSoloPart = {
  readonly kind: 'before' | 'attack' | 'approach' | 'movement' | 'block' | 'then' | 'effects' | 'stealthed' | 'desperate';
  readonly heading: string | null;
  readonly lines: readonly RenderedLine[];
};

export type RenderedSoloCard = {
  readonly number: string;
  readonly lang: Lang;
  readonly name: string;
  readonly keywords: readonly string[];
  readonly keywordLine: string;
  /** "5" or "3-7" (R-SOLO-BLOCK-2: the automaton picks from the range). */
  readonly initiative: string;
  readonly range: string | null;
  /** R-SOLO-COUNTER-1. */
  readonly counter: string | null;
  readonly parts: readonly RenderedSoloPart[];
  /** The whole text as plain lines (headings flush, effects indented two spaces per depth). */
  readonly text: string;
};

const line = (depth: number, text: string, kind: RenderedLine['kind'] = 'effect'): RenderedLine => ({ depth, kind, text });

/** The lines of solo effects, top to bottom. */
export function renderSoloEffects(lang: Lang, effects: readonly SoloEffect[], depth = 0): RenderedLine[] {
  return effects.flatMap((e) => soloEffectLines(lang, e, depth));
}

function soloEffectLines(lang: Lang, e: SoloEffect, depth: number): RenderedLine[] {
  const s = SOLO_TERMS[lang];
  switch (e.kind) {
    case 'move':
    case 'attack':
    case 'targetedAttack':
    case 'block':
      // The shared terms are valid player effects (schema.ts checks it), worded by text/render.ts.
      return renderEffects(lang, [e satisfies Effect], depth);
    case 'changeBehaviour':
      return [line(depth, s.changeBehaviour)];
    case 'changeStance':
      return [line(depth, s.stance[e.to])];
    case 'refreshDeck':
      return [line(depth, s.refreshDeck)];
    case 'returnDiscard':
      return [line(depth, counted(lang, e.count, s.returnDiscard))];
    case 'ifSuccessful':
      return [line(depth, TERMS[lang].effects.ifSuccessful, 'ifSuccessful'), ...renderSoloEffects(lang, e.effects, depth + 1)];
    default: {
      const never: never = e;
      throw new Error(`unknown solo effect ${JSON.stringify(never)}`);
    }
  }
}

function parts(lang: Lang, card: SoloCard): RenderedSoloPart[] {
  const h = SOLO_TERMS[lang].parts;
  // R-SOLO-EXP-5/10/12: the bonus parts come after the card's own.
  const bonus = card.bonus.map((b) => ({ kind: b.when, heading: h[b.when], lines: renderSoloEffects(lang, b.effects, 1) }));
  return [...ownParts(lang, card), ...bonus];
}

function ownParts(lang: Lang, card: SoloCard): RenderedSoloPart[] {
  const h = SOLO_TERMS[lang].parts;
  const part = (kind: RenderedSoloPart['kind'], heading: string | null, effects: readonly SoloEffect[]): RenderedSoloPart => ({
    kind,
    heading,
    lines: renderSoloEffects(lang, effects, heading === null ? 0 : 1),
  });
  const before = card.before.length > 0 ? [part('before', null, card.before)] : [];
  const body = card.body;
  switch (body.kind) {
    case 'attack':
      return [
        ...before,
        ...(body.attack.approach === undefined ? [] : [part('approach', h.approach, [body.attack.approach])]),
        part('attack', h.attack, body.attack.effects),
        part('movement', h.movement, body.movement),
      ];
    case 'block':
      return [...before, part('block', h.block, body.block), part('then', h.then, body.then)];
    case 'meditation':
      return [...before, part('effects', null, body.effects)];
    default: {
      const never: never = body;
      throw new Error(`unknown solo body ${JSON.stringify(never)}`);
    }
  }
}

/** The solo card's face as text in `lang`. */
export function renderSoloCard(card: SoloCard, lang: Lang): RenderedSoloCard {
  const keywords = card.keywords.map((k) => translateKeyword(k, lang));
  const rendered = parts(lang, card);
  const range = card.range === undefined ? null : fill(lang, TERMS[lang].header.range, { range: card.range });
  const counter = card.counter === undefined ? null : fill(lang, SOLO_TERMS[lang].counter, { n: card.counter });
  const text = [
    ...(counter === null ? [] : [counter]),
    ...rendered.flatMap((p) => [...(p.heading === null ? [] : [p.heading]), ...p.lines.map(plainLine)]),
  ].join('\n');
  return {
    number: card.number,
    lang,
    name: card.names[lang],
    keywords,
    keywordLine: `${keywords.join('. ')}.`,
    initiative: initiativeText(card.initiative),
    range,
    counter,
    parts: rendered,
    text,
  };
}
