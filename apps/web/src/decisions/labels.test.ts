import { CATALOG, PACKS, type Lang } from '@senjutsu/cards';
import { applyAction, createGame, outcome, pendingDecisions, rulesOf, viewFor, type Decision, type GameState } from '@senjutsu/engine';
import { hordeConfig, newSoloGame, randomHordeSpec, randomSoloSpec } from '@senjutsu/engine/testing';
import { BATTLEFIELDS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { controlUI } from './registry';
import { drafts, type DecisionUI, type Draft } from './types';

// Issue 22 item 9: every option of a decision says what it does, and no two options of one
// decision read the same. Real games (every character with its signature deck against every
// other, solo and co-op against the automata, horde runs) are played at random through the
// engine's public API; every decision met is shown in English and Czech, following its drafts.

/** The labels a player reads for one control at one draft, by where they sit. */
function labelsOf(ui: DecisionUI): { where: string; labels: string[] }[] {
  return [
    { where: 'buttons', labels: ui.buttons.map((b) => b.label) },
    { where: 'figures', labels: ui.figures.flatMap((f) => (f.label === undefined ? [] : [f.label])) },
  ];
}

const duplicates = (labels: readonly string[]): string[] => [...new Set(labels.filter((l, i) => labels.indexOf(l) !== i))];

/** Every clash of labels of `decision` in `lang`, over every draft its control offers. */
function clashes(decision: Decision, state: GameState, lang: Lang): string[] {
  const view = viewFor(state, decision.seat);
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);
  const out: string[] = [];
  const seen = new Set<string>();
  const queue: Draft[] = [{}];
  while (queue.length > 0 && seen.size < 50) {
    const draft = queue.shift()!;
    if (seen.has(JSON.stringify(draft))) continue;
    seen.add(JSON.stringify(draft));
    const ui = controlUI({ decision, view, rules: rulesOf(state), draft, t, lang });
    for (const { where, labels } of labelsOf(ui)) {
      for (const label of duplicates(labels)) out.push(`${lang} ${decision.kind} (${decision.rule}) ${where}: "${label}" twice in [${labels.join(' | ')}]`);
      // "Place 1", "Draw 0": a word and a number say nothing of the effect.
      for (const label of labels) if (/^\p{L}+ \d+$/u.test(label)) out.push(`${lang} ${decision.kind} (${decision.rule}): "${label}" names no effect`);
    }
    for (const next of drafts(ui)) queue.push({ ...draft, ...next });
  }
  return out;
}

const LANGS_CHECKED: readonly Lang[] = ['en', 'cs'];

/** The numbers of every card that prints an -OR- (a keen player plays them, so their choices are met). */
const WITH_OR = new Set(Object.values(CATALOG.cards).filter((c) => JSON.stringify(c.sections).includes('"kind":"or"')).map((c) => c.number));

/** A small seeded generator (mulberry32): the walk is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays `start` through the engine's public API and collects every clash met, one report per
 * decision kind, rule and language: random options, but a card with an -OR- is chosen whenever
 * the hand holds one.
 */
function walk(start: GameState, seed: number, rounds: number, found: Map<string, string>, met = new Set<string>()): void {
  const next = random(seed);
  let s = start;
  for (let steps = 0; steps < 4000 && !outcome(s).over && s.round <= rounds; steps++) {
    const pending = pendingDecisions(s);
    for (const d of pending) {
      met.add(d.kind);
      for (const lang of LANGS_CHECKED) for (const c of clashes(d, s, lang)) if (!found.has(`${d.kind} ${d.rule} ${lang}`)) found.set(`${d.kind} ${d.rule} ${lang}`, c);
    }
    const d = pending[Math.floor(next() * pending.length)]!;
    const keen = d.options.find((o) => o.kind === 'select' && WITH_OR.has(s.cards[o.card] ?? ''));
    const applied = applyAction(s, d.seat, keen ?? d.options[Math.floor(next() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
}

function duel(seed: number, a: number, b: number): GameState {
  const seats = [PACKS[a]!, PACKS[b]!].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
  const made = createGame({ seed, battlefield: BATTLEFIELDS['burnt-village'], seats, terrain: ['rock', 'bamboo', 'torii', 'cart'] });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

describe('decision labels over real games (issue 22 item 9)', () => {
  it('duels of every pairing of the signature decks: no two options of a decision read the same', () => {
    const found = new Map<string, string>();
    const met = new Set<string>();
    for (let a = 0; a < PACKS.length; a++) for (let b = 0; b < PACKS.length; b++) if (a !== b) walk(duel(a * 10 + b, a, b), a * 10 + b, 12, found, met);
    expect([...found.values()]).toEqual([]);
    // The walk meets the choices issue 22 found cryptic: -OR- options, ties, draws, copies of a card.
    expect([...met].sort()).toEqual(expect.arrayContaining(['discard', 'draw', 'kamaePath', 'or', 'recover', 'tieOrder']));
  });

  it('solo and co-op games against the automata: no two options of a decision read the same', () => {
    const found = new Map<string, string>();
    for (let seed = 1; seed <= 8; seed++) walk(newSoloGame(randomSoloSpec(seed)).state, seed, 12, found);
    expect([...found.values()]).toEqual([]);
  });

  it('horde runs: no two options of a decision read the same', () => {
    const found = new Map<string, string>();
    for (let seed = 1; seed <= 4; seed++) {
      const made = createGame(hordeConfig(randomHordeSpec(seed)));
      if (!made.ok) throw new Error(made.error.message);
      walk(made.value.state, seed, 12, found);
    }
    expect([...found.values()]).toEqual([]);
  });
});
