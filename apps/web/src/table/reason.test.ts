import { LANGUAGES } from '@senjutsu/cards';
import { AUTOMATON_REASONS, REASON_CODES, rulesOf, viewFor, type GameEvent, type ReasonCode } from '@senjutsu/engine';
import { newSoloGame, randomSoloSpec } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { translate, type Key, type Params } from '../i18n';
import { describeEvent, ruleOf } from './log';

// Issue 12/14: the log line of every automaton reason code reads in cs, pl, uk and en with no
// missing text or param, its marker values translated; an event stored before the codes (English
// reason only) still shows, translated when its text is one of the table's.

const game = newSoloGame(randomSoloSpec(7, 1)).state;
const ctxIn = (lang: (typeof LANGUAGES)[number]) => ({
  view: viewFor(game, 0), rules: rulesOf(game), lang, numbers: new Map(), t: (k: Key, p?: Params) => translate(lang, k, p),
});

/** A plausible value for each param a code's English template names. */
function sampleParams(code: ReasonCode): Record<string, string | number> {
  const names = [...AUTOMATON_REASONS[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const value = (name: string) =>
    /behaviour$/i.test(name) ? 'left' : /stance$/i.test(name) ? 'defensive' : name === 'card' ? 'S010' : name === 'decision' ? 'pushHex' : name === 'letter' ? 'B' : 3;
  return Object.fromEntries(names.map((n) => [n, value(n)]));
}

const eventOf = (code: ReasonCode): GameEvent => {
  const params = sampleParams(code);
  return { kind: 'automaton', seat: 1, rule: 'R-SOLO-GOLDEN-1', code, params, reason: AUTOMATON_REASONS[code], card: null };
};

describe('automaton reasons in the log (issue 12/14)', () => {
  it(`each of the ${REASON_CODES.length} reason codes renders in each language, every text and param filled`, () => {
    for (const code of REASON_CODES) {
      const english = describeEvent(eventOf(code), ctxIn('en'));
      for (const lang of LANGUAGES) {
        const line = describeEvent(eventOf(code), ctxIn(lang));
        expect(line, `${lang} ${code}`).not.toMatch(/\{\w+\}|undefined|NaN|reason\./);
        // The rule goes beside the line, behind a "rules" disclosure (issue 22 item 10).
        expect(line, `${lang} ${code}`).not.toContain('R-SOLO-GOLDEN-1');
        expect(ruleOf(eventOf(code))).toBe('R-SOLO-GOLDEN-1');
        if (lang !== 'en') expect(line, `${lang} ${code} is the English line`).not.toBe(english);
      }
    }
  });

  it('R-SOLO-BEHAV-CHANGE-1 marker values are translated: behaviour left → middle reads in Czech', () => {
    const e: GameEvent = { kind: 'automaton', seat: 1, rule: 'R-SOLO-BEHAV-CHANGE-1', code: 'behaviour.changed', params: { fromBehaviour: 'left', toBehaviour: 'middle' }, reason: 'behaviour left → middle', card: null };
    expect(describeEvent(e, ctxIn('cs'))).toContain('chování vlevo → uprostřed');
    expect(describeEvent(e, ctxIn('uk'))).toContain('поведінка ліворуч → посередині');
  });

  it('R-SOLO-TARGET-1 the distance param reaches the Polish line', () => {
    const e: GameEvent = { kind: 'automaton', seat: 1, rule: 'R-SOLO-TARGET-1', code: 'target.nearest', params: { distance: 2 }, reason: 'nearest character, 2 hexes away', card: null };
    expect(describeEvent(e, ctxIn('pl'))).toContain('najbliższa postać, w odległości 2');
  });

  it('a stored event with only the English reason (no code) is read back and translated; an unknown code or text shows the English reason', () => {
    const old = { kind: 'automaton', seat: 1, rule: 'R-SOLO-TARGET-1', reason: 'nearest character, 2 hexes away', card: null } as unknown as GameEvent;
    expect(describeEvent(old, ctxIn('cs'))).toContain('nejbližší postava, ve vzdálenosti 2');
    expect(describeEvent(old, ctxIn('uk'))).toContain('найближчий персонаж, на відстані 2');
    const newer = { ...old, code: 'target.someday', params: {}, reason: 'a reason from a newer server' } as unknown as GameEvent;
    const odd = { ...old, reason: 'a text from no template' } as unknown as GameEvent;
    for (const lang of LANGUAGES) {
      expect(describeEvent(newer, ctxIn(lang))).toContain('a reason from a newer server');
      expect(describeEvent(odd, ctxIn(lang))).toContain('a text from no template');
    }
  });
});
