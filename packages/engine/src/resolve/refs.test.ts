import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions } from '../flow';
import { BUILT_IN_RULESET, createGame, restoreGame, type GameConfig } from '../index';
import type { AttackProgress, Frame, GameState } from '../state';
import { randomPlayout } from '../testing/playout';
import { attackEffectOf, effectsOf, optionsOf } from './refs';

// Issue 11: the resolve stack and its tasks name the lists of effects printed on the cards
// (card number, section, nested indices) instead of copying them. A state stored before that
// carries the lists themselves; restored, it must play on exactly like the state with references.

const PAIRINGS = PACKS.flatMap((a, i) => PACKS.slice(i + 1).map((b) => [a, b] as const));

function realGame(seed: number): GameState {
  const [a, b] = PAIRINGS[seed % PAIRINGS.length]!;
  const config: GameConfig = {
    seed,
    battlefield: BATTLEFIELDS['burnt-village'],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: ['rock', 'bamboo'],
  };
  const r = createGame(config);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** The state as a state stored before references: every list on the stack, in a task or a block rest, and every attack effect in progress, copied in. */
function withListsCopied(s: GameState): unknown {
  const copy = JSON.parse(JSON.stringify(s));
  const inline = (f: Frame) => ({ ...f, effects: effectsOf(s, f.effects) });
  for (const b of copy.blocks) if (b.rest !== null) b.rest = b.rest.map(inline);
  if (copy.flow.at !== 'resolve') return copy;
  copy.flow.stack = copy.flow.stack.map(inline);
  copy.flow.attacks = copy.flow.attacks.map((a: AttackProgress) => ({ ...a, effect: attackEffectOf(s, a) }));
  const task = copy.flow.task;
  if (task?.kind === 'optionalFee' || task?.kind === 'discardDeck') task.effects = effectsOf(s, task.effects);
  if (task?.kind === 'or') task.options = optionsOf(s, task.options);
  return copy;
}

/** 1 when the state names some list by reference (copying the lists in makes it longer). */
const references = (s: GameState): number => (JSON.stringify(withListsCopied(s)).length > JSON.stringify(s).length ? 1 : 0);

function restored(json: unknown): GameState {
  const r = restoreGame(BUILT_IN_RULESET, json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the resolve stack names printed lists of effects (issue 11: state size)', () => {
  it('R-CARD-4 R-OR-1 R-KAMAE-4 R-POISON-2 R-SEQ-ATTACK-1: a state with its lists copied in (stored before references) plays on like the state itself (real content)', () => {
    let compared = 0;
    let byReference = 0;
    for (let seed = 0; seed < PAIRINGS.length; seed++) {
      randomPlayout(realGame(seed), seed, 8, (s, rng) => {
        if (s.flow.at !== 'resolve') return rng;
        byReference += references(s);
        const old = restored(withListsCopied(s));
        const decisions = pendingDecisions(s);
        expect(pendingDecisions(old)).toEqual(decisions);
        // Every listed option of the first decision, applied to both: the same events, the same position.
        const d = decisions[0]!;
        for (const option of d.options) {
          const a = applyAction(s, d.seat, option);
          const b = applyAction(old, d.seat, option);
          if (!a.ok || !b.ok) throw new Error(`seed ${seed}: ${JSON.stringify(option)} rejected`);
          expect(b.value.events).toEqual(a.value.events);
          expect(withListsCopied(b.value.state)).toEqual(withListsCopied(a.value.state));
          compared++;
        }
        return rng;
      });
    }
    console.log(`refs: ${compared} options compared, ${byReference} states by reference`);
    expect(compared).toBeGreaterThan(300);
    expect(byReference).toBeGreaterThan(100);
  });

  it('a stored state naming a list its ruleset does not print is refused (INVALID_STATE), not played into a crash', () => {
    let found: GameState | null = null;
    randomPlayout(realGame(0), 0, 8, (s, rng) => {
      if (found === null && s.flow.at === 'resolve' && s.flow.stack.some((f) => typeof f.effects === 'string')) found = s;
      return rng;
    });
    if (found === null) throw new Error('no resolve stack by reference seen');
    const stored = JSON.parse(JSON.stringify(found));
    const frame = stored.flow.stack.find((f: Frame) => typeof f.effects === 'string');
    expect(restoreGame(BUILT_IN_RULESET, stored).ok).toBe(true);
    frame.effects = `${frame.effects}/9/9`;
    const r = restoreGame(BUILT_IN_RULESET, stored);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'INVALID_STATE', message: expect.stringContaining('prints no list of effects') });
  });

  it('an attack in progress names its printed effect; one naming an effect that is no attack is refused on restore', () => {
    let found: GameState | null = null;
    for (let seed = 0; found === null && seed < PAIRINGS.length; seed++) {
      randomPlayout(realGame(seed), seed, 8, (s, rng) => {
        if (found === null && s.flow.at === 'resolve' && s.flow.attacks.some((a) => typeof a.effect === 'string')) found = s;
        return rng;
      });
    }
    if (found === null) throw new Error('no attack by reference seen');
    const stored = JSON.parse(JSON.stringify(found));
    const attack = stored.flow.attacks.find((a: AttackProgress) => typeof a.effect === 'string');
    expect(['attack', 'targetedAttack', 'initiativeAttack']).toContain(attackEffectOf(found, attack).kind);
    // The section's list itself is printed, but it is not an attack effect.
    attack.effect = (attack.effect as string).split('/').slice(0, 2).join('/');
    const r = restoreGame(BUILT_IN_RULESET, stored);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_STATE');
  });
});
