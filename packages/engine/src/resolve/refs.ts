import { nestedEffects, type Effect } from '@senjutsu/cards';
import { rulesOf, type Ruleset } from '../ruleset';
import type { AttackEffect, AttackProgress, CardId, EffectList, EffectsRef, GameState } from '../state';

// The resolve stack and its tasks name the lists of effects printed on cards instead of copying
// them (issue 11: a duel's state under 6 KB as JSON). A reference is the card number and section,
// then for each nested list its effect's index and the index of the list in it (nestedEffects:
// 0 for a Kamae, fee or "if successful" list, the option for an -OR-). Lists made up while
// resolving (a block card's waiting rest split by OP-58, an automaton's plan) and states stored
// before references carry the list itself; every reader takes both.

/** A separator that cannot occur in a reference's path; a card number holding it is carried by value. */
const SEP = '/';
const POISON = '~';

/** The lists already found, per ruleset (a reference is read at every resolve step). */
const found = new WeakMap<Ruleset, Map<EffectsRef, readonly Effect[]>>();

/** The effects of a list, by reference or not. A reference the ruleset does not print is a corrupt state: it throws. */
export function effectsOf(s: GameState, list: EffectsRef | readonly Effect[]): readonly Effect[] {
  if (typeof list !== 'string') return list;
  return walkCached(rulesOf(s), list);
}

function walkCached(rules: Ruleset, ref: EffectsRef): readonly Effect[] {
  let lists = found.get(rules);
  if (lists === undefined) found.set(rules, (lists = new Map()));
  let effects = lists.get(ref);
  if (effects === undefined) lists.set(ref, (effects = walk(rules, ref)));
  return effects;
}

function walk(rules: Ruleset, ref: EffectsRef): readonly Effect[] {
  const path = ref.split(SEP);
  const root = path[0]!;
  let list: readonly Effect[] | undefined;
  let at: number;
  if (root.startsWith(POISON)) {
    list = rules.poisons[root.slice(POISON.length)]?.effects;
    at = 1;
  } else {
    list = rules.cards[root]?.sections[Number(path[1])]?.effects;
    at = 2;
  }
  for (; list !== undefined && at + 1 < path.length; at += 2) {
    const effect = list[Number(path[at])];
    list = effect === undefined ? undefined : nestedEffects(effect)[Number(path[at + 1])];
  }
  if (list === undefined || at !== path.length) throw new Error(`no list of effects printed at ${ref}`);
  return list;
}

/** The list of effects of a card's section (R-CARD-4), by reference. */
export function sectionList(s: GameState, card: CardId, section: number): EffectList {
  const number = s.cards[card] ?? '';
  const effects = rulesOf(s).cards[number]!.sections[section]!.effects;
  return byRef(number) ? `${number}${SEP}${section}` : (effects as Effect[]);
}

/** A poison card's list (R-POISON-2), by reference. */
export function poisonList(s: GameState, number: string): EffectList {
  return byRef(number) ? `${POISON}${number}` : (rulesOf(s).poisons[number]!.effects as Effect[]);
}

/**
 * The `nested`-th list inside `effect`, the `index`-th effect of `parent` (for an -OR- the option,
 * else 0): by reference when the parent is one.
 */
export function nestedList(parent: EffectList, index: number, effect: Effect, nested: number): EffectList {
  return typeof parent === 'string' ? `${parent}${SEP}${index}${SEP}${nested}` : (nestedEffects(effect)[nested] as Effect[]);
}

/** An -OR- effect's options for its task: by reference (the effect itself) when its list is one. */
export function orOptions(parent: EffectList, index: number, effect: Extract<Effect, { kind: 'or' }>): Effect[][] | EffectsRef {
  return typeof parent === 'string' ? `${parent}${SEP}${index}` : (effect.options as Effect[][]);
}

/** The `index`-th effect of `parent`, by reference when the parent is one (an attack in progress names its effect). */
export function effectRef<E extends Effect>(parent: EffectList, index: number, effect: E): E | EffectsRef {
  return typeof parent === 'string' ? `${parent}${SEP}${index}` : effect;
}

const ATTACKS: ReadonlySet<Effect['kind']> = new Set(['attack', 'targetedAttack', 'initiativeAttack']);

/** The effect of an attack in progress. */
export function attackEffectOf(s: GameState, attack: { readonly effect: AttackProgress['effect'] | object }): AttackEffect {
  return typeof attack.effect === 'string' ? printedAttack(rulesOf(s), attack.effect) : (attack.effect as AttackEffect); // a state's are read-only
}

function printedAttack(rules: Ruleset, ref: EffectsRef): AttackEffect {
  const cut = ref.lastIndexOf(SEP);
  const effect = walkCached(rules, ref.slice(0, cut))[Number(ref.slice(cut + 1))];
  if (effect === undefined || !ATTACKS.has(effect.kind)) throw new Error(`no attack effect printed at ${ref}`);
  return effect as AttackEffect;
}

/** The options of an -OR- task. */
export function optionsOf(s: GameState, options: EffectsRef | readonly (readonly Effect[])[]): readonly (readonly Effect[])[] {
  return typeof options === 'string' ? orEffect(rulesOf(s), options).options : options;
}

function orEffect(rules: Ruleset, ref: EffectsRef): Extract<Effect, { kind: 'or' }> {
  const cut = ref.lastIndexOf(SEP);
  const effect = walkCached(rules, ref.slice(0, cut))[Number(ref.slice(cut + 1))];
  if (effect?.kind !== 'or') throw new Error(`no -OR- effect printed at ${ref}`);
  return effect;
}

/** The list of an -OR- task's option `option`. */
export function optionList(options: Effect[][] | EffectsRef, option: number): EffectList {
  return typeof options === 'string' ? `${options}${SEP}${option}` : options[option]!;
}

const byRef = (number: string) => number !== '' && !number.includes(SEP) && !number.startsWith(POISON);

/**
 * The references of a state read from JSON (its resolve stack, task and waiting block rests) that
 * `rules` does not print, for restoreGame to refuse it (a state stored before references has none).
 */
export function unprintedRefs(rules: Ruleset, state: { flow: unknown; blocks: unknown }): string[] {
  const refs: string[] = [];
  const listOf = (frame: unknown) => (frame as { effects?: unknown } | null)?.effects;
  const flow = state.flow as { stack?: unknown; task?: { kind?: unknown; effects?: unknown; options?: unknown } | null };
  for (const f of Array.isArray(flow.stack) ? flow.stack : []) refs.push(...refIn(listOf(f)));
  for (const b of Array.isArray(state.blocks) ? state.blocks : []) {
    const rest = (b as { rest?: unknown }).rest;
    for (const f of Array.isArray(rest) ? rest : []) refs.push(...refIn(listOf(f)));
  }
  const task = flow.task;
  if (task?.kind === 'optionalFee' || task?.kind === 'discardDeck') refs.push(...refIn(task.effects));
  const orRef = task?.kind === 'or' && typeof task.options === 'string' ? task.options : null;
  const bad = refs.filter((ref) => !printed(() => walk(rules, ref)));
  if (orRef !== null && !printed(() => orEffect(rules, orRef))) bad.push(orRef);
  const attacks = (flow as { attacks?: unknown }).attacks;
  for (const a of Array.isArray(attacks) ? attacks : []) {
    const ref = (a as { effect?: unknown } | null)?.effect;
    if (typeof ref === 'string' && !printed(() => printedAttack(rules, ref))) bad.push(ref);
  }
  return bad;
}

const refIn = (list: unknown): string[] => (typeof list === 'string' ? [list] : []);

function printed(read: () => unknown): boolean {
  try {
    read();
    return true;
  } catch {
    return false;
  }
}
