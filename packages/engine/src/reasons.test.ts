import { BASE_AUTOMATON_IDS, EXPANSION_AUTOMATED_CHARACTERS, type AutomatonId } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from './events';
import { randomPlayout } from './testing/playout';
import { newSoloGame, randomSoloSpec } from './testing/solo-games';
import { AUTOMATON_REASONS, because, fillReason, parseReason, REASON_CODES, type ReasonCode } from './reasons';

// Issue 12/14: every automaton event names its reason by a code of the one table (reasons.ts),
// with exactly the params its template names, and its English text is that template filled in, so a
// client can translate every automaton move. Seeded real-content games, one per kind and seed.

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** What is wrong with an automaton event's reason, or null. */
function reasonProblem(e: Extract<GameEvent, { kind: 'automaton' }>): string | null {
  if (!(REASON_CODES as readonly string[]).includes(e.code)) return `unknown code ${e.code}`;
  const template = AUTOMATON_REASONS[e.code];
  const keys = Object.keys(e.params).sort();
  if (JSON.stringify(keys) !== JSON.stringify(placeholders(template))) return `${e.code}: params ${keys} for ${template}`;
  if (e.reason !== fillReason(template, e.params)) return `${e.code}: reason "${e.reason}" is not its template filled in`;
  // An event stored before the codes has only this text: it must lead back to the same code and params.
  if (JSON.stringify(parseReason(e.reason)) !== JSON.stringify({ code: e.code, params: e.params })) return `${e.code}: "${e.reason}" parses as ${JSON.stringify(parseReason(e.reason))}`;
  return null;
}

const KINDS: readonly AutomatonId[] = [...BASE_AUTOMATON_IDS, ...EXPANSION_AUTOMATED_CHARACTERS];
const GAMES_PER_KIND = 3;

describe('automaton reasons are coded (issue 12/14, section 20)', () => {
  it(`R-SOLO-GOLDEN-1 every automaton event of ${GAMES_PER_KIND} seeded games per automaton kind (${KINDS.length} kinds) has a code of the table, its params and its English text`, () => {
    const problems: string[] = [];
    const seen = new Set<ReasonCode>();
    let events = 0;
    for (const kind of KINDS) {
      for (let seed = 1; seed <= GAMES_PER_KIND; seed++) {
        const spec = randomSoloSpec(seed * 100 + KINDS.indexOf(kind), 1, [kind]);
        const check = (es: readonly GameEvent[]) => {
          for (const e of es) {
            if (e.kind !== 'automaton') continue;
            events++;
            seen.add(e.code);
            const problem = reasonProblem(e);
            if (problem !== null) problems.push(`${kind} seed ${seed}: ${problem}`);
          }
        };
        const start = newSoloGame(spec);
        check(start.events);
        randomPlayout(start.state, seed, 12, (_s, rng, es) => (check(es), rng));
      }
    }
    expect(problems).toEqual([]);
    expect(events).toBeGreaterThan(2000);
    // The games reach most of the table, so the check above is not vacuous.
    expect(seen.size).toBeGreaterThan(REASON_CODES.length / 2);
  }, 180_000); // 63 games: ~30 s alone on this shared machine under load

  it('because() fills the template and keeps the params (R-SOLO-TARGET-1)', () => {
    expect(because('R-SOLO-TARGET-1', 'target.nearest', { distance: 2 })).toEqual({
      rule: 'R-SOLO-TARGET-1', code: 'target.nearest', params: { distance: 2 }, reason: 'nearest character, 2 hexes away',
    });
    expect(because('R-SOLO-SETUP-4', 'setup.placed')).toMatchObject({ code: 'setup.placed', params: {} });
  });

  it('parseReason reads the English texts of games stored before the codes (R-SOLO-TARGET-1, R-SOLO-EXP-18, R-SOLO-GOLDEN-1)', () => {
    expect(parseReason('nearest character, 2 hexes away')).toEqual({ code: 'target.nearest', params: { distance: 2 } });
    expect(parseReason('contract fulfilled: first-blood (1 of 3)')).toEqual({ code: 'contract.firstBlood', params: { done: 1, total: 3 } });
    expect(parseReason('its pushHex decision has one option')).toEqual({ code: 'worst.oneOption', params: { decision: 'pushHex' } });
    expect(parseReason('step 3B (it would be hit by your attack): it attacks from an alternative hex')).toEqual({ code: 'attack.meleeAltHitBack', params: {} });
    expect(parseReason('something no automaton ever said')).toBeNull();
  });

  it('every code of the table reads back from its English text alone (no two templates overlap)', () => {
    for (const code of REASON_CODES) {
      const params = Object.fromEntries(placeholders(AUTOMATON_REASONS[code]).map((name, i) => [name, /behaviour$/i.test(name) ? 'right' : name === 'card' ? 'S012' : i + 2]));
      expect(parseReason(fillReason(AUTOMATON_REASONS[code], params)), code).toEqual({ code, params });
    }
  });
});
