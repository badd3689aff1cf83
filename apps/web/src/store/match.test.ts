import { applyAction, BUILT_IN_RULESET, createGame, createRuleset, DefinitionsSchema, pendingDecisions, viewFor, type GameEvent, type GameState, type GameView } from '@senjutsu/engine';
import { TEST_CARDS, TEST_CHARACTERS } from '@senjutsu/engine/testing';
import type { RoomStatus, ServerMessage } from '@senjutsu/protocol';
import { diff, type PatchOp } from '@senjutsu/protocol/patch';
import { describe, expect, it } from 'vitest';
import { defaultSetup, gameConfigOf } from '../hotseat/config';
import { useStore } from './index';
import { rulesetOfJoin } from '../app/rules';

// The match slice rebuilds, from a join and the server's slimmed updates, exactly the view the
// engine gives the seat, keeps every event, and marks the reveal's update for the benchmark.

type Update = Extract<ServerMessage, { type: 'update' }>;

const status: RoomStatus = {
  room: 'room_test_1', seats: [], spectators: 0, clock: null, abandonMs: 300_000, result: null, rematch: { requested: [], declined: [], room: null },
};

/** What the server sends (apps/server/src/master/outgoing.ts): the patch of the previous view (views carry no definitions). */
function updateOf(previous: GameView, view: GameView, events: readonly GameEvent[]): Update {
  const patch = JSON.parse(JSON.stringify(diff(previous, view))) as PatchOp[]; // as it travels
  return { type: 'update', version: view.version, events, base: previous.version, patch, status } as unknown as Update;
}

const BUILT_IN_INFO = { id: BUILT_IN_RULESET.id, hash: BUILT_IN_RULESET.hash, definitions: null };

describe('match slice', () => {
  it('rebuilds the seat\'s full view from updates through a reveal, keeps the events, marks the reveal', () => {
    const config = gameConfigOf(defaultSetup(), 'match-slice');
    if (!config.ok) throw new Error(config.message);
    const created = createGame(config.value);
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = created.value.state;
    const store = useStore.getState();
    store.enterRoom('room_test_1');
    const joined = viewFor(state, 0);
    store.applyJoined({ type: 'joined', id: 'join-1', room: 'room_test_1', as: 0, view: joined, ruleset: BUILT_IN_INFO, missed: [{ version: 0, events: created.value.events }], status } as never);
    performance.clearMarks('senjutsu:update');
    let previous = joined;
    let sent: GameEvent[] = [...created.value.events];
    let reveals = 0;
    for (let i = 0; i < 300 && reveals < 2; i++) {
      const decision = pendingDecisions(state)[0]!;
      const applied = applyAction(state, decision.seat, decision.options[0]!);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      const view = viewFor(state, 0);
      useStore.getState().applyUpdate(updateOf(previous, view, applied.value.events));
      previous = view;
      sent = [...sent, ...applied.value.events];
      if (applied.value.events.some((e) => e.kind === 'revealed')) reveals++;
      const rebuilt = useStore.getState().view!;
      expect(rebuilt).toEqual(view);
    }
    expect(reveals).toBe(2);
    expect(useStore.getState().events).toEqual(sent);
    expect(performance.getEntriesByName('senjutsu:update')).toHaveLength(2);
    // A late copy of an update already applied changes nothing.
    const before = useStore.getState().view;
    expect(useStore.getState().applyUpdate(updateOf(previous, viewFor(state, 0), []))).toBe(true);
    expect(useStore.getState().view).toBe(before);
    // An update made from a version this client does not hold (one was missed) is refused: the connection resyncs.
    const decision = pendingDecisions(state)[0]!;
    const next = applyAction(state, decision.seat, decision.options[0]!);
    if (!next.ok) throw new Error(next.error.message);
    const gap = { ...updateOf(previous, viewFor(next.value.state, 0), next.value.events), base: previous.version - 1 };
    expect(useStore.getState().applyUpdate(gap)).toBe(false);
    expect(useStore.getState().view).toBe(before);
  });

  it('an acknowledgement or a refusal ends the action in flight; a refusal is shown with its code', () => {
    const store = useStore.getState();
    store.enterRoom('room_test_2');
    store.actionSent({ id: 'act-1', version: 3, action: { kind: 'pass' } });
    store.actionSent({ id: 'act-2', version: 3, action: { kind: 'endMove' } });
    useStore.getState().applyAck({ type: 'ack', id: 'act-1', version: 4, duplicate: false });
    expect(Object.keys(useStore.getState().inFlight)).toEqual(['act-2']);
    useStore.getState().applyError({ type: 'error', id: 'act-2', code: 'STALE_VERSION', message: 'stale' });
    expect(useStore.getState().inFlight).toEqual({});
    expect(useStore.getState().error).toEqual({ code: 'STALE_VERSION', message: 'stale' });
  });

  it('a join answered with an older game than the tab holds (a restored backup) replaces its view, events and actions in flight (issue 21)', () => {
    const config = gameConfigOf(defaultSetup(), 'match-restore');
    if (!config.ok) throw new Error(config.message);
    const created = createGame(config.value);
    if (!created.ok) throw new Error(created.error.message);
    const states: GameState[] = [created.value.state];
    const events: GameEvent[][] = [[...created.value.events]];
    for (let i = 0; i < 6; i++) {
      const decision = pendingDecisions(states.at(-1)!)[0]!;
      const applied = applyAction(states.at(-1)!, decision.seat, decision.options[0]!);
      if (!applied.ok) throw new Error(applied.error.message);
      states.push(applied.value.state);
      events.push([...applied.value.events]);
    }
    const joinedAt = (version: number, since: number) =>
      ({ type: 'joined', id: `j${version}`, room: 'room_test_5', as: 0, view: viewFor(states[version]!, 0), ruleset: BUILT_IN_INFO, missed: events.slice(since + 1, version + 1).map((e, i) => ({ version: since + 1 + i, events: e })), status }) as never;
    const store = useStore.getState();
    store.enterRoom('room_test_5');
    useStore.getState().applyJoined({ ...(joinedAt(6, -1) as object), missed: events.map((e, version) => ({ version, events: e })) } as never);
    expect(useStore.getState().events).toEqual(events.flat());
    useStore.getState().actionSent({ id: 'act-lost', version: 6, action: { kind: 'pass' } });
    // The backup holds version 3: the server sends the whole game at 3, as to a first join.
    useStore.getState().applyJoined({ ...(joinedAt(3, -1) as object), missed: events.slice(0, 4).map((e, version) => ({ version, events: e })) } as never);
    expect(useStore.getState().view).toEqual(viewFor(states[3]!, 0));
    expect(useStore.getState().events).toEqual(events.slice(0, 4).flat());
    expect(useStore.getState().inFlight).toEqual({});
    // Updates from there apply as usual; an ordinary rejoin (not behind) still adds what it missed.
    expect(useStore.getState().applyUpdate(updateOf(viewFor(states[3]!, 0), viewFor(states[4]!, 0), events[4]!))).toBe(true);
    useStore.getState().applyJoined(joinedAt(5, 4));
    expect(useStore.getState().view).toEqual(viewFor(states[5]!, 0));
    expect(useStore.getState().events).toEqual(events.slice(0, 6).flat());
  });

  it('resolves the ruleset a join names: the bundled built-in one, or the room\'s derived one checked by its hash', () => {
    expect(rulesetOfJoin(BUILT_IN_INFO)).toEqual({ ok: true, value: BUILT_IN_RULESET });
    const definitions = DefinitionsSchema.parse({ cards: TEST_CARDS, characters: TEST_CHARACTERS });
    const server = createRuleset(definitions);
    if (!server.ok) throw new Error(server.error.message);
    const info = { id: server.value.id, hash: server.value.hash, definitions };
    const resolved = rulesetOfJoin(info);
    expect(resolved.ok && resolved.value.cards['T10']?.names.en).toBe(server.value.cards['T10']!.names.en);
    // Content this client cannot rebuild to the same hash (another catalogue, altered definitions) is refused.
    expect(rulesetOfJoin({ ...BUILT_IN_INFO, hash: '0000000000000000' })).toMatchObject({ ok: false });
    expect(rulesetOfJoin({ ...info, hash: BUILT_IN_RULESET.hash })).toMatchObject({ ok: false, message: expect.stringContaining('hash') });
    // The store keeps what the join named (the game's lazy chunk resolves it), and forgets it with the room.
    useStore.getState().applyJoined({ type: 'joined', id: 'j', room: 'room_test_3', as: 0, view: {}, ruleset: info, missed: [], status } as never);
    expect(useStore.getState().ruleset).toEqual(info);
    useStore.getState().enterRoom('room_test_4');
    expect(useStore.getState().ruleset).toBeNull();
  });
});
