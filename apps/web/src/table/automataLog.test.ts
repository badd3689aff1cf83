import { SOLO_CATALOG, type Lang } from '@senjutsu/cards';
import { applyAction, outcome, pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState } from '@senjutsu/engine';
import { newSoloGame, randomSoloSpec } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { translate, type Key, type Params } from '../i18n';
import { cardNumbers, describeEvent, type LogContext } from './log';
import { LogPanel } from './LogPanel';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Issue 22 item 10: the log names the card an automaton resolves ("Katana Ashigaru (blue)
// resolves Shadow Strike (initiative 3)", not "?"), and each automaton by kind, number and
// colour. A real solo game with two automata of one kind is played through the engine's public
// API; each event is worded when it arrives (the view and events of that moment), then every
// event again from the last view (a reload, which rebuilds the log from the stored events): the
// two logs are the same.

/** Plays the first listed option of every decision for `rounds` rounds; the events as they came, with the viewer's view then. */
function play(start: GameState, rounds: number): { state: GameState; arrivals: { events: readonly GameEvent[]; state: GameState }[] } {
  let state = start;
  const arrivals: { events: readonly GameEvent[]; state: GameState }[] = [];
  for (let i = 0; i < 3000 && !outcome(state).over && state.round <= rounds; i++) {
    const d = pendingDecisions(state)[0]!;
    const applied = applyAction(state, d.seat, d.options[d.options.length - 1]!);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    arrivals.push({ events: applied.value.events, state });
  }
  return { state, arrivals };
}

const contextOf = (state: GameState, events: readonly GameEvent[], lang: Lang): LogContext => ({
  view: viewFor(state, 0), rules: rulesOf(state), lang, numbers: cardNumbers(events), t: (k: Key, p?: Params) => translate(lang, k, p),
});

describe('automata in the log (issue 22 item 10)', () => {
  const spec = { ...randomSoloSpec(3, 2), automata: ['katana-ashigaru', 'katana-ashigaru'] as const };
  const { state, arrivals } = play(newSoloGame(spec).state, 4);
  const all = arrivals.flatMap((a) => a.events);

  it('names the card each automaton resolves, and names the automaton by kind, number and colour', () => {
    const resolving = all.filter((e): e is Extract<GameEvent, { kind: 'resolving' }> => e.kind === 'resolving' && state.seats[e.seat]!.character.startsWith('automaton-'));
    expect(resolving.length).toBeGreaterThan(2);
    const ctx = contextOf(state, all, 'en');
    for (const e of resolving) {
      const line = describeEvent(e, ctx);
      expect(line).not.toContain('?');
      expect(line).toContain(SOLO_CATALOG.cards[e.number]!.names.en);
      expect(line).toMatch(/^Katana Ashigaru [12] \((blue|green)\) resolves /);
    }
    // The two automata of one kind read apart.
    const names = new Set(resolving.map((e) => describeEvent(e, ctx).split(' resolves ')[0]));
    expect(names.size).toBe(2);
  });

  it('a reload shows the same log: every line worded from the last view and all events equals the line worded when it came', () => {
    for (const lang of ['en', 'uk'] as const) {
      const live: string[] = [];
      const seen: GameEvent[] = [];
      for (const a of arrivals) {
        seen.push(...a.events);
        const ctx = contextOf(a.state, seen, lang);
        for (const e of a.events) live.push(describeEvent(e, ctx));
      }
      const reloaded = all.map((e) => describeEvent(e, contextOf(state, all, lang)));
      expect(reloaded).toEqual(live);
      expect(reloaded.filter((l) => l.includes('?'))).toEqual([]);
    }
  });

  it('rule codes are not in the log\'s sentences: each automaton line carries its rule behind a "rules" disclosure', () => {
    const ctx = contextOf(state, all, 'en');
    const html = renderToStaticMarkup(createElement(LogPanel, { events: all, ctx, t: ctx.t, explained: null, onExplain: () => {} }));
    const sentences = [...html.matchAll(/<span class="log-text">([^<]*)<\/span>/g)].map((m) => m[1]!);
    expect(sentences.length).toBeGreaterThan(20);
    expect(sentences.filter((l) => /R-[A-Z]+-|OP-\d/.test(l))).toEqual([]);
    // The code reads the rule as given (each rule ID inside it links to its entry of the rules reference).
    const notes = [...html.matchAll(/<details class="rule-note" data-rule="([^"]+)"><summary>rules<\/summary><code>(.*?)<\/code><\/details>/g)]
      .filter((m) => m[2]!.replace(/<[^>]+>/g, '') === m[1])
      .map((m) => m[1]);
    // One note per automaton line the log shows (its newest 200 events).
    const shown = all.slice(-200).filter((e) => e.kind === 'automaton').length;
    expect(shown).toBeGreaterThan(0);
    expect(notes).toHaveLength(shown);
    expect(notes.every((r) => /^(R-SOLO|OP-)/.test(r!))).toBe(true);
  });
});
