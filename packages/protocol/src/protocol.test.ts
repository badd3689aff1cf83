import { applyAction, createGame, pendingDecisions, viewFor, type GameState } from '@senjutsu/engine';
import { newSoloGame, randomSoloSpec, TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { ActionSchema, ClientMessageSchema, GameEventSchema, GameViewSchema, RoomSetupSchema } from './index';

// The protocol's schemas: what a client may send, and that everything the engine produces for a
// client (views, events, decisions) fits the strict outgoing schemas.

const token = 'A'.repeat(43);

describe('client messages', () => {
  it.each([
    ['join', { type: 'join', id: 'j1', room: 'abcdefgh12', token }],
    ['join since', { type: 'join', id: 'j1', room: 'abcdefgh12', token, since: 12 }],
    ['action', { type: 'action', id: 'a-1', version: 3, action: { kind: 'select', card: 'c7' } }],
    ['claim', { type: 'claim', id: 'c.1' }],
    ['a turned torii', { type: 'action', id: 'a-2', version: 0, action: { kind: 'placeTerrain', terrain: 'torii', hex: { q: 1, r: 0 }, facing: 2 } }],
    ['rematch', { type: 'rematch', id: 'r:1' }],
    ['taking a movement back (issue 22)', { type: 'action', id: 'a-3', version: 9, action: { kind: 'undo' } }],
  ])('accepts %s', (_name, msg) => {
    expect(ClientMessageSchema.safeParse(msg).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'hello', id: 'x' }],
    ['an extra field', { type: 'claim', id: 'x', seat: 1 }],
    ['an empty id', { type: 'claim', id: '' }],
    ['a long id', { type: 'claim', id: 'x'.repeat(65) }],
    ['a short token', { type: 'join', id: 'j', room: 'abcdefgh12', token: 'abc' }],
    ['a negative version', { type: 'action', id: 'a', version: -1, action: { kind: 'endMove' } }],
    ['an action with an extra field', { type: 'action', id: 'a', version: 0, action: { kind: 'endMove', x: 1 } }],
    ['an unknown action', { type: 'action', id: 'a', version: 0, action: { kind: 'win' } }],
    ['an undo with a field', { type: 'action', id: 'a', version: 0, action: { kind: 'undo', steps: 2 } }],
    ['a facing out of range', { type: 'action', id: 'a', version: 0, action: { kind: 'step', part: 0, direction: 6 } }],
    ['a terrain facing out of range', { type: 'action', id: 'a', version: 0, action: { kind: 'placeTerrain', terrain: 'torii', hex: { q: 1, r: 0 }, facing: 6 } }],
    ['not an object', 'join'],
  ])('refuses %s', (_name, msg) => {
    expect(ClientMessageSchema.safeParse(msg).success).toBe(false);
  });

  it('room setups: a duel has two seats, a multiplayer game three or four', () => {
    const seat = { character: 'kensei' };
    expect(RoomSetupSchema.safeParse({ mode: 'duel', seats: [seat, seat], battlefield: 'b' }).success).toBe(true);
    expect(RoomSetupSchema.safeParse({ mode: 'duel', seats: [seat, seat, seat], battlefield: 'b' }).success).toBe(false);
    expect(RoomSetupSchema.safeParse({ mode: 'multiplayer', seats: [seat, seat], battlefield: 'b' }).success).toBe(false);
  });
});

describe('everything the engine sends fits the strict outgoing schemas', () => {
  it('views of every viewer and every event, over 5 seeded random games', () => {
    let checked = 0;
    for (let seed = 0; seed < 5; seed++) {
      const created = createGame({
        seed, battlefield: TEST_BATTLEFIELD, terrain: ['rock', 'shrine'],
        seats: [{ character: 'kensei', deck: TEST_DECK, weapons: ['T70'] }, { character: 'tetsu', deck: TEST_DECK, weapons: ['T71'] }],
        definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
      });
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.value.state;
      let pick = seed;
      for (let i = 0; i < 400 && state.winners === null; i++) {
        const decisions = pendingDecisions(state);
        const d = decisions[pick++ % decisions.length]!;
        const action = d.options[(pick * 7) % d.options.length]!;
        expect(ActionSchema.safeParse(action).error).toBeUndefined();
        const applied = applyAction(state, d.seat, action);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
        for (const e of applied.value.events) expect(GameEventSchema.safeParse(e).error).toBeUndefined();
        if (i % 5 === 0) for (const viewer of [0, 1, 'spectator'] as const) expect(GameViewSchema.safeParse(viewFor(state, viewer)).error).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('solo and co-op games (real content, automaton seats): views with the automata and their events, over 6 seeded games', () => {
    let automatonEvents = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let state: GameState = newSoloGame(randomSoloSpec(seed)).state;
      for (let i = 0; i < 300 && state.winners === null; i++) {
        const d = pendingDecisions(state)[0]!;
        const applied = applyAction(state, d.seat, d.options[(i * 7) % d.options.length]!);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
        for (const e of applied.value.events) {
          expect(GameEventSchema.safeParse(e).error).toBeUndefined();
          if (e.kind === 'automaton') automatonEvents++;
        }
        if (i % 5 === 0) for (const viewer of [0, 'spectator'] as const) expect(GameViewSchema.safeParse(viewFor(state, viewer)).error).toBeUndefined();
      }
    }
    expect(automatonEvents).toBeGreaterThan(50);
  });
});
