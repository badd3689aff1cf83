import { RoomSetupSchema } from '@senjutsu/protocol';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { characterName } from '../app/content';
import { routeOf } from '../app/router';
import { symbolOf } from '../board/characters';
import { rulesetOfJoin } from '../app/rules';
import { defaultForm, withSeatCount } from '../home/setup';
import { translate, type Key, type Params } from '../i18n';
import { AutomataPanel } from '../table/AutomataPanel';
import { describeEvent, ruleOf } from '../table/log';
import { automatonReason } from '../table/reason';
import { createHost } from '../worker/host';
import { CONTENT, soloGame } from '../worker/testing';
import { newSoloGame } from './config';
import { defaultSoloForm, toSoloSetup } from './setup';

// The solo page's setup (the home form's Player 1 against automata), its route, and the table's
// automata panel and log reasons with the real content.


/** A solo game played (first options) into round 2, with every event so far. */
const started = (seed: string) => {
  const host = createHost();
  const first = host.handle({ type: 'start', game: soloGame(seed), actions: [] });
  if (first.type !== 'started') throw new Error(first.type);
  const rules = rulesetOfJoin(first.ruleset);
  if (!rules.ok) throw new Error(rules.message);
  let view = first.view;
  const events = [...first.events];
  for (let id = 0; view.round < 2; id++) {
    const reply = host.handle({ type: 'act', id, action: view.decisions[0]!.options[0]! });
    if (reply.type !== 'update') throw new Error(reply.type);
    view = reply.view;
    events.push(...reply.events);
  }
  return { reply: { view, events }, rules: rules.value };
};

describe('solo setup', () => {
  it('R-SOLO-SETUP-3: Player 1 of the home form against the chosen automata, with the OP-25 and OP-23 settings, as a one-human co-op room setup the engine plays', () => {
    const form = { ...withSeatCount(defaultForm(CONTENT), 3, CONTENT), terrain: { rock: 2 } };
    const solo = { ...defaultSoloForm(), opponents: [{ automaton: 'yumi-ashigaru' as const, nightmare: true }, { automaton: 'master' as const, nightmare: false }], markers: 'position' as const, stunProcedure: 'beside' as const };
    const setup = toSoloSetup(form, solo, []);
    expect(RoomSetupSchema.safeParse(setup).success).toBe(true);
    expect(setup.seats).toEqual([{ character: 'ronin', deck: { kind: 'signature' } }]);
    const made = newSoloGame(setup, 'solo-setup-1', 5);
    if (!made.ok) throw new Error(made.message);
    expect(made.value).toMatchObject({ kind: 'solo', character: 'ronin', opponents: ['yumi-ashigaru', 'master'], actions: [], finished: false, startedAt: 5 });
    expect(made.value.game.config['solo']).toEqual({ automata: solo.opponents, markers: 'position', stunProcedure: 'beside' });
    expect(made.value.game.config['terrain']).toEqual(['rock', 'rock']);
    // The engine takes it: the two automata get seats 1 and 2 (R-SOLO-SETUP-3).
    const reply = createHost().handle({ type: 'start', game: made.value.game, actions: [] });
    expect(reply.type).toBe('started');
    if (reply.type === 'started') expect(reply.view.automata.map((a) => [a.seat, a.automaton])).toEqual([[1, 'yumi-ashigaru'], [2, 'master']]);
  });

  it('refuses a hand-over that is not a solo game: two humans, no automata, four automata, an unknown character', () => {
    const base = { mode: 'coop', seats: [{ character: 'ronin' }], battlefield: 'burnt-village', coop: { automata: [{ automaton: 'katana-ashigaru' }] } };
    expect(newSoloGame(base, 's', 0).ok).toBe(true);
    expect(newSoloGame({ ...base, seats: [{ character: 'ronin' }, { character: 'warrior' }] }, 's', 0)).toMatchObject({ ok: false, code: 'INVALID_CONFIG' });
    expect(newSoloGame({ ...base, mode: 'duel', coop: undefined }, 's', 0)).toMatchObject({ ok: false, code: 'INVALID_CONFIG' });
    expect(newSoloGame({ ...base, coop: { automata: Array.from({ length: 4 }, () => ({ automaton: 'katana-ashigaru' })) } }, 's', 0)).toMatchObject({ ok: false, code: 'INVALID_CONFIG' });
    expect(newSoloGame({ ...base, seats: [{ character: 'nobody' }] }, 's', 0)).toMatchObject({ ok: false });
    expect(newSoloGame(null, 's', 0).ok).toBe(false);
  });

  it('the solo and horde pages have their routes', () => {
    expect(routeOf('/solo')).toEqual({ page: 'solo' });
    expect(routeOf('/solo/')).toEqual({ page: 'solo' });
    expect(routeOf('/horde')).toEqual({ page: 'horde' });
    expect(routeOf('/soloist')).toEqual({ page: 'home' });
  });
});

describe('automata on the table (section 20)', () => {
  it('the panel shows each automaton’s behaviour, stance, deck size, drawn card, wounds and stuns against their limits (R-SOLO-WOUND-2: 7 wounds against one automaton)', () => {
    const { reply, rules } = started('solo-panel-1');
    const [a] = reply.view.automata;
    if (a === undefined) throw new Error('no automaton');
    for (const lang of ['en', 'cs'] as const) {
      const t = (key: Key, params?: Params) => translate(lang, key, params);
      const html = renderToStaticMarkup(<AutomataPanel view={reply.view} rules={rules} lang={lang} t={t} />);
      expect(html).toContain('data-testid="automata"');
      expect(html).toContain(lang === 'en' ? 'Katana Ashigaru' : 'Katana Ašigaru');
      expect(html).toContain(`>${t(`automata.behaviour.${a.behaviour}`)}<`);
      expect(html).toContain(`>${t(`automata.stance.${a.stance}`)}<`);
      expect(html).toContain(`data-fact="deck">${a.deckCount}<`);
      expect(html).toMatch(/data-fact="wounds"><span[^>]*data-wounds="0" data-bleeding="0" data-limit="7"/);
      expect(html).toContain('<b class="wound-count">0/7</b>');
      expect(html).toContain(`data-fact="stuns">0/${a.stunLimit}<`);
    }
  });

  it('an automaton seat’s character (made for it by the engine) goes by the automaton’s name on the board and in the log', () => {
    expect(characterName('automaton-1-katana-ashigaru', 'cs')).toBe('Katana Ašigaru');
    expect(characterName('automaton-2-master', 'pl')).toBe('Mistrz');
    expect(symbolOf('automaton-1-yumi-ashigaru')).toBe('Y');
    expect(characterName('ronin', 'en')).toBe('Ronin');
  });

  it('the panel is absent from a game without automata', () => {
    const { reply, rules } = started('solo-panel-2');
    const html = renderToStaticMarkup(<AutomataPanel view={{ ...reply.view, automata: [] }} rules={rules} lang="en" t={(k, p) => translate('en', k, p)} />);
    expect(html).toBe('');
  });

  it('each automaton choice reads in the log with its reason (in the reader\'s language, issue 12/14) and rule, in every language', () => {
    const { reply, rules } = started('solo-log-1');
    let shown = 0;
    for (const lang of ['en', 'cs', 'pl', 'uk'] as const) {
      const ctx = { view: reply.view, rules, t: (k: Key, p?: Params) => translate(lang, k, p), lang, numbers: new Map() };
      for (const e of reply.events) {
        if (e.kind !== 'automaton') continue;
        const line = describeEvent(e, ctx);
        expect(line).toContain(automatonReason(e, ctx));
        if (lang !== 'en') expect(line, `${lang}: ${e.code} still in English`).not.toContain(e.reason);
        expect(line).not.toContain(e.rule); // beside the line, behind "rules" (issue 22 item 10)
        expect(ruleOf(e)).toBe(e.rule);
        expect(line).not.toContain('automaton-1-');
        shown++;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });
});
