import { LANGUAGES } from '@senjutsu/cards';
import { eventsFor, pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState, type Viewer } from '@senjutsu/engine';
import { act, COMBAT_CARDS, scenario, selectCards } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { translate, type Key, type Params } from '../i18n';
import { controlUI } from '../decisions/registry';
import { screenEvents } from '../hotseat/game';
import { describeEvent } from './log';

// OP-73 on the page: the looker's log line names the cards it saw; everyone else's says only that
// the look happened (the engine's eventsFor, as the server, the worker and hot-seat apply it).
// A real look of the test card T43: Kensei looks at Tetsu's hand (a stun card among it). Test
// characters are named by id (the page names content characters).

const start = scenario()
  .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T43'] })
  .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13', 'T11', 'STUN'] })
  .build().state;
const revealed = selectCards(start, { 0: 'T43', 1: 'T13' });
const looked = act(revealed.state, 0, { kind: 'target', seat: 1 });

/** The log line of the look as `viewer` receives it, in `lang`. */
function lineFor(viewer: Viewer, lang: (typeof LANGUAGES)[number]): string {
  const look = eventsFor(looked.events, viewer).find((e): e is Extract<GameEvent, { kind: 'handLooked' }> => e.kind === 'handLooked')!;
  const ctx = { view: viewFor(looked.state, viewer), rules: rulesOf(looked.state), lang, numbers: new Map(), t: (k: Key, p?: Params) => translate(lang, k, p) };
  return describeEvent(look, ctx);
}

describe('look at the hand in the log (OP-73)', () => {
  it('OP-73 the looker reads the cards it saw; the looked-at player and spectators read only that the look happened', () => {
    expect(lineFor(0, 'en')).toBe("kensei looked at tetsu's hand: Stun card, Test T11");
    expect(lineFor(1, 'en')).toBe("kensei looked at tetsu's hand");
    expect(lineFor('spectator', 'en')).toBe("kensei looked at tetsu's hand");
  });

  it('OP-73 every language words both lines with every name filled', () => {
    for (const lang of LANGUAGES) {
      for (const viewer of [0, 'spectator'] as const) {
        const line = lineFor(viewer, lang);
        expect(line, `${lang} ${viewer}`).not.toMatch(/\{\w+\}|undefined|look\./);
        expect(line, `${lang} ${viewer}`).toContain('tetsu');
        expect(line.includes('T11'), `${lang} ${viewer}`).toBe(viewer === 0);
      }
    }
  });
});

describe('look at the hand on one screen (OP-73, hot-seat)', () => {
  it('OP-73 the cards are in the log only while the looker\'s view is on screen, not at the hand-over nor on the other seat\'s', () => {
    const cardsOn = (shown: 0 | 1 | null) =>
      screenEvents({ state: looked.state, events: looked.events, shown }).flatMap((e) => (e.kind === 'handLooked' ? [e.cards] : []));
    expect(cardsOn(0)).toEqual([['STUN', 'T11']]);
    expect(cardsOn(1)).toEqual([null]);
    expect(cardsOn(null)).toEqual([null]);
  });
});

describe('declaring whose hand a card looks at (OP-21, OP-73)', () => {
  /** The prompt of seat 0's declaration after the reveal, in `lang`. */
  const promptIn = (state: GameState, lang: (typeof LANGUAGES)[number]) => {
    const decision = pendingDecisions(state).find((d) => d.seat === 0)!;
    expect(decision.kind).toBe('declareTarget');
    return controlUI({ decision, view: viewFor(state, 0), rules: rulesOf(state), draft: {}, t: (k, p) => translate(lang, k, p), lang }).prompt;
  };
  it('OP-73 a card that only looks (T43) asks whose hand it will look at; a targeted attack (T31) asks for its target, in every language', () => {
    const attack = selectCards(
      scenario().card(...COMBAT_CARDS).seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T31'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build().state,
      { 0: 'T31', 1: 'T13' },
    ).state;
    for (const lang of LANGUAGES) {
      expect(promptIn(revealed.state, lang), lang).toBe(translate(lang, 'look.declare'));
      expect(promptIn(attack, lang), lang).toBe(translate(lang, 'board.declareTarget'));
    }
  });
});
