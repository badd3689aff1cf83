import type { AttackHex, AttackMark, Card, CardType, Effect, Initiative, KamaePosition, MovePart, PoisonCard, Section } from '../schema';
import { capitalise, countOf, fill, joinList } from './format';
import { STATUS_KINDS, TERMS, type Lang, type StatusKind } from './terms';

// Card text from card data (architecture.md "Card text"): text and behaviour cannot drift apart,
// because the text is written from the same effects the engine resolves. Every word comes from
// terms.ts.

/** What a line is, so a client can style it (a Kamae line gets its position's colour, R-KAMAE-3). */
export type LineKind = 'effect' | 'kamae' | 'condition' | 'fee' | 'or' | 'ifSuccessful' | 'discardDeck' | 'extra' | 'counter';

export type RenderedLine = {
  /** Nesting depth: the effects of a Kamae effect, fee, -OR- option, "if successful" … are one deeper. */
  readonly depth: number;
  readonly kind: LineKind;
  readonly text: string;
  /** The position of a Kamae effect's heading line. */
  readonly kamae?: KamaePosition;
};

/** A line as plain text: indented two spaces per depth (the `text` of a rendered card). */
export const plainLine = (l: RenderedLine): string => `${'  '.repeat(l.depth)}${l.text}`;

export type RenderedSection = {
  /** Null for the first section (it resolves at the card's initiative); the divider's initiative otherwise (R-ROUND-RESOLVE-3). */
  readonly initiative: string | null;
  readonly lines: readonly RenderedLine[];
};

export type RenderedCard = {
  readonly number: string;
  readonly lang: Lang;
  readonly name: string;
  /** The keywords as printed in this language (R-ANAT-1 part 2). */
  readonly keywords: readonly string[];
  /** The keywords as one printed line: "ATAK. GŁÓWNA. BROŃ." */
  readonly keywordLine: string;
  readonly types: readonly string[];
  readonly tier: string;
  /** "5", "3-7" (R-ROUND-REVEAL-8). */
  readonly initiative: string;
  /** "9 za 1 Skupienie" (R-ROUND-REVEAL-3). */
  readonly alternativeInitiative: string | null;
  /** The mandatory focus fee (R-FOCUS-FEE-1). */
  readonly focusFee: string | null;
  readonly kamaeRequirement: string | null;
  readonly range: string | null;
  /** The instant kind and, for plain and supplemental instants, when it may be played. */
  readonly instant: string | null;
  readonly prepared: string | null;
  readonly sections: readonly RenderedSection[];
  /** The whole rules text as plain lines (indented two spaces per depth; "— 2 —" before a divided section). */
  readonly text: string;
};

export type RenderedPoisonCard = {
  readonly number: string;
  readonly lang: Lang;
  readonly name: string;
  readonly keywords: readonly string[];
  readonly keywordLine: string;
  /** The generic poison text (R-POISON-1/3) followed by the card's own effects. */
  readonly statusText: readonly string[];
  readonly lines: readonly RenderedLine[];
};

export type StatusCardText = {
  readonly kind: StatusKind;
  readonly lang: Lang;
  readonly name: string;
  readonly keywords: readonly string[];
  readonly keywordLine: string;
  readonly text: readonly string[];
};

const TYPE_KEYWORD: Record<CardType, string> = { attack: 'ATTACK', block: 'BLOCK', meditation: 'MEDITATION', core: 'CORE' };

/** A keyword in this language; a keyword the terms do not know passes through unchanged. */
export function translateKeyword(keyword: string, lang: Lang): string {
  return TERMS[lang].keywords[keyword.toUpperCase()] ?? keyword;
}

const keywordLine = (keywords: readonly string[]): string => (keywords.length === 0 ? '' : `${keywords.join('. ')}.`);

/** R-ROUND-REVEAL-8: a variable initiative is written "3-7". */
export const initiativeText = (initiative: Initiative): string =>
  initiative.kind === 'fixed' ? String(initiative.value) : `${initiative.min}-${initiative.max}`;

// ---------------------------------------------------------------------------------------------
// Effects

function stepDirections(lang: Lang, directions: readonly number[]): string {
  const t = TERMS[lang];
  const unique = [...new Set(directions)];
  if (unique.length === 6) return t.anyDirection;
  return joinList(
    unique.map((d) => t.directions[d] ?? String(d)),
    t.or,
  );
}

/** One movement part (R-MOVE-2..5), lower case. */
function movePartText(lang: Lang, part: MovePart): string {
  const m = TERMS[lang].move;
  switch (part.kind) {
    case 'step':
      return fill(lang, part.mandatory ? m.step : m.stepOptional, { n: part.count, direction: stepDirections(lang, part.directions) });
    case 'turn':
      return fill(lang, part.mandatory ? m.turn : m.turnOptional, { n: part.count });
    default: {
      const never: never = part;
      throw new Error(`unknown move part ${JSON.stringify(never)}`);
    }
  }
}

/** R-MOVE-10 (parts in any order, joined by "and") and R-MOVE-11 ("then": the printed order). */
function moveText(lang: Lang, parts: readonly MovePart[], ordered: boolean): string {
  const texts = parts.map((p) => movePartText(lang, p));
  return capitalise(lang, ordered ? texts.join(TERMS[lang].move.then) : joinList(texts, TERMS[lang].and));
}

/** What an attack does to one character (R-DIAG-3, R-SYM-3), e.g. "2 bleeding wounds, push 1 hex". */
export function marksText(lang: Lang, mark: AttackMark): string {
  const t = TERMS[lang];
  const parts: string[] = [];
  if (mark.wounds > 0) parts.push(countOf(lang, mark.wounds, mark.bleeding ? 'bleedingWounds' : 'wounds'));
  if (mark.execution) parts.push(t.marks.execution);
  if (mark.stun > 0) parts.push(countOf(lang, mark.stun, 'stuns'));
  if (mark.weakness > 0) parts.push(countOf(lang, mark.weakness, 'weaknesses'));
  if (mark.poison) parts.push(t.marks.poison);
  if (mark.push > 0) parts.push(fill(lang, t.marks.push, { n: mark.push }));
  if (mark.pull > 0) parts.push(fill(lang, t.marks.pull, { n: mark.pull }));
  if (mark.rotate > 0) parts.push(fill(lang, t.marks.rotate, { n: mark.rotate }));
  if (mark.advantage) parts.push(t.marks.advantage);
  return parts.length === 0 ? t.effects.noEffect : parts.join(', ');
}

const markOf = (h: AttackHex): AttackMark => ({
  wounds: h.wounds, bleeding: h.bleeding, execution: h.execution, stun: h.stun, weakness: h.weakness,
  poison: h.poison, push: h.push, pull: h.pull, rotate: h.rotate, advantage: h.advantage,
});

/** The marks of a diagram, grouped when its hexes differ: "1 wound (2 hexes); 2 wounds, stun (1 hex)". */
function diagramMarksText(lang: Lang, hexes: readonly AttackHex[]): string {
  const groups = new Map<string, { mark: AttackMark; count: number }>();
  for (const h of hexes) {
    const mark = markOf(h);
    const key = JSON.stringify(mark);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { mark, count: 1 });
  }
  const list = [...groups.values()];
  if (list.length === 1) return marksText(lang, list[0]!.mark);
  return list.map((g) => fill(lang, TERMS[lang].effects.attackGroup, { marks: marksText(lang, g.mark), n: g.count })).join('; ');
}

const line = (depth: number, text: string, kind: LineKind = 'effect'): RenderedLine => ({ depth, kind, text });

/** The lines of a list of effects, top to bottom (R-CARD-4). */
export function renderEffects(lang: Lang, effects: readonly Effect[], depth = 0): RenderedLine[] {
  return effects.flatMap((e) => effectLines(lang, e, depth));
}

function effectLines(lang: Lang, e: Effect, depth: number): RenderedLine[] {
  const t = TERMS[lang];
  const x = t.effects;
  switch (e.kind) {
    case 'move':
      return [line(depth, moveText(lang, e.parts, e.ordered))];
    case 'kamaePath':
      return [line(depth, fill(lang, x.kamaePath, { n: e.max }))];
    case 'kamaeJump':
      return [line(depth, e.to === 'any' ? x.kamaeJumpAny : fill(lang, x.kamaeJump, { position: t.kamae[e.to] }))];
    case 'focus':
      return [line(depth, fill(lang, x.focus, { n: e.amount }))];
    case 'advantage':
      return [line(depth, x.advantage)];
    case 'draw':
      return [line(depth, fill(lang, e.upTo ? x.drawUpTo : x.draw, { n: e.count }))];
    case 'discard':
      return [line(depth, fill(lang, x.discard, { n: e.count }))];
    case 'search':
      return [line(depth, searchText(lang, e))];
    case 'recover':
      return [line(depth, fill(lang, x.recover, { n: e.count }))];
    case 'discardDeck':
      return [line(depth, fill(lang, x.discardDeck, { n: e.count }), 'discardDeck'), ...renderEffects(lang, e.effects, depth + 1)];
    case 'attack':
      return [
        line(depth, fill(lang, x.attack, { n: e.hexes.length, marks: diagramMarksText(lang, e.hexes) })),
        ...(e.extra
          ? [line(depth + 1, fill(lang, x.attackExtra, { fee: e.extra.fee, n: e.extra.hexes.length, marks: diagramMarksText(lang, e.extra.hexes) }), 'extra')]
          : []),
      ];
    case 'targetedAttack':
      return [
        line(depth, fill(lang, x.targetedAttack, { marks: marksText(lang, e.mark) })),
        ...(e.extra ? [line(depth + 1, fill(lang, x.targetedExtra, { fee: e.extra.fee, marks: marksText(lang, e.extra.mark) }), 'extra')] : []),
      ];
    case 'initiativeAttack':
      return [line(depth, fill(lang, x.initiativeAttack, { marks: marksText(lang, e.mark) }))];
    case 'block':
      return [
        line(depth, fill(lang, x.block, { n: e.hexes.length })),
        ...(e.extra ? [line(depth + 1, fill(lang, x.blockExtra, { fee: e.extra.fee, n: e.extra.hexes.length }), 'extra')] : []),
        ...(e.counter && e.counter.length > 0 ? [line(depth, fill(lang, x.counter, { values: e.counter.join(', ') }), 'counter')] : []),
      ];
    case 'kamae':
      return [{ depth, kind: 'kamae', text: fill(lang, x.kamae, { position: t.kamae[e.position] }), kamae: e.position }, ...renderEffects(lang, e.effects, depth + 1)];
    case 'condition':
      return [line(depth, conditionText(lang, e.condition), 'condition'), ...renderEffects(lang, e.effects, depth + 1)];
    case 'stealth':
      return [line(depth, x.stealth)];
    case 'lookAtHand':
      return [line(depth, x.lookAtHand)];
    case 'optionalFee':
      return [line(depth, fill(lang, x.optionalFee, { fee: e.fee }), 'fee'), ...renderEffects(lang, e.effects, depth + 1)];
    case 'or':
      // R-OR-1: the options one deeper, "-OR-" between them.
      return e.options.flatMap((option, i) => [...(i > 0 ? [line(depth, x.or, 'or')] : []), ...renderEffects(lang, option, depth + 1)]);
    case 'ifSuccessful':
      return [line(depth, x.ifSuccessful, 'ifSuccessful'), ...renderEffects(lang, e.effects, depth + 1)];
    default: {
      const never: never = e;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}

function conditionText(lang: Lang, condition: Extract<Effect, { kind: 'condition' }>['condition']): string {
  switch (condition) {
    case 'stealthed':
      return TERMS[lang].effects.stealthed;
    default: {
      const never: never = condition;
      throw new Error(`unknown condition ${String(never)}`);
    }
  }
}

/** R-SEARCH-1..4: "Sprawdź 3 wierzchnie karty + dobierz z nich 1 kartę Zdolności". */
function searchText(lang: Lang, e: Extract<Effect, { kind: 'search' }>): string {
  const t = TERMS[lang];
  const types = e.types && e.types.length > 0 ? joinList(e.types.map((type) => t.types[type]), t.or) : null;
  if (e.top !== undefined) {
    return types === null
      ? fill(lang, t.effects.searchTop, { top: e.top, take: e.take })
      : fill(lang, t.effects.searchTopTyped, { top: e.top, take: e.take, types });
  }
  return types === null ? fill(lang, t.effects.searchDeck, { take: e.take }) : fill(lang, t.effects.searchDeckTyped, { take: e.take, types });
}

// ---------------------------------------------------------------------------------------------
// Cards

function renderSection(lang: Lang, section: Section, index: number): RenderedSection {
  const initiative =
    index === 0 ? null : section.initiative === undefined || section.initiative === 'same' ? TERMS[lang].header.sameInitiative : String(section.initiative.value);
  return { initiative, lines: renderEffects(lang, section.effects) };
}

function plainText(sections: readonly RenderedSection[]): string {
  return sections
    .flatMap((s) => [...(s.initiative === null ? [] : [`— ${s.initiative} —`]), ...s.lines.map(plainLine)])
    .join('\n');
}

/** The card's printed face as text in `lang`: header fields and one line per effect (nested effects indented). */
export function renderCard(card: Card, lang: Lang): RenderedCard {
  const t = TERMS[lang];
  const h = t.header;
  const keywords = (card.keywords.length > 0 ? card.keywords : card.types.map((type) => TYPE_KEYWORD[type])).map((k) => translateKeyword(k, lang));
  const sections = card.sections.map((s, i) => renderSection(lang, s, i));
  const instant =
    card.instant === undefined
      ? null
      : card.instantWindow === undefined
        ? h.instant[card.instant]
        : fill(lang, h.instantLine, { kind: h.instant[card.instant], window: h.instantWindow[card.instantWindow] });
  return {
    number: card.number,
    lang,
    name: card.names[lang],
    keywords,
    keywordLine: keywordLine(keywords),
    types: card.types.map((type) => t.types[type]),
    tier: t.tiers[card.tier],
    initiative: initiativeText(card.initiative),
    alternativeInitiative: card.alternativeInitiative
      ? fill(lang, h.alternativeInitiative, { value: card.alternativeInitiative.value, fee: card.alternativeInitiative.fee })
      : null,
    focusFee: card.focusFee > 0 ? fill(lang, h.focusFee, { fee: card.focusFee }) : null,
    kamaeRequirement: card.kamaeRequirement ? fill(lang, h.kamaeRequirement, { position: t.kamae[card.kamaeRequirement] }) : null,
    range: card.range !== undefined ? fill(lang, h.range, { range: card.range }) : null,
    instant,
    prepared: card.prepared ? h.prepared : null,
    sections,
    text: plainText(sections),
  };
}

/** A poison card (R-POISON-2/3, section 19.3): its name, keywords, the generic poison text and its effects. */
export function renderPoisonCard(card: PoisonCard, lang: Lang): RenderedPoisonCard {
  const status = TERMS[lang].status.poison;
  const keywords = (card.keywords.length > 0 ? card.keywords : status.keywords).map((k) => translateKeyword(k, lang));
  return {
    number: card.number,
    lang,
    name: card.names[lang],
    keywords,
    keywordLine: keywordLine(keywords),
    statusText: status.text,
    lines: renderEffects(lang, card.effects),
  };
}

/** A status card's face (R-FRAG-11; names from the catalogue §1b). */
export function statusCard(kind: StatusKind, lang: Lang): StatusCardText {
  const status = TERMS[lang].status[kind];
  const keywords = status.keywords.map((k) => translateKeyword(k, lang));
  return { kind, lang, name: status.name, keywords, keywordLine: keywordLine(keywords), text: status.text };
}

/** Every status card in `lang`. */
export const statusCards = (lang: Lang): StatusCardText[] => STATUS_KINDS.map((kind) => statusCard(kind, lang));
