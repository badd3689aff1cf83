import { applyAction, createGame, pendingDecisions, viewFor, type GameEvent, type GameState, type GameView } from '@senjutsu/engine';
import type { RoomStatus, ServerMessage } from '@senjutsu/protocol';
import { diff, type PatchOp } from '@senjutsu/protocol/patch';
import { describe, expect, it } from 'vitest';
import { defaultSetup, gameConfigOf } from '../hotseat/config';
import { useStore } from './index';

// The match slice rebuilds, from a join and the server's slimmed updates, exactly the view the
// engine gives the seat, keeps every event, and marks the reveal's update for the benchmark.

type Update = Extract<ServerMessage, { type: 'update' }>;

const status: RoomStatus = {
  room: 'room_test_1', seats: [], spectators: 0, clock: null, abandonMs: 300_000, result: null, rematch: { requested: [], room: null },
};

/** What the server sends (apps/server/src/master/outgoing.ts): the patch of the view without cards, only definitions not named before. */
function updateOf(previous: GameView, view: GameView, events: readonly GameEvent[]): Update {
  const { cards: _before, ...was } = previous;
  const { cards, ...now } = view;
  const fresh = Object.fromEntries(Object.entries(cards).filter(([number]) => !(number in previous.cards)));
  const patch = JSON.parse(JSON.stringify(diff(was, now))) as PatchOp[]; // as it travels
  return { type: 'update', version: view.version, events, base: previous.version, patch, cards: fresh, status } as unknown as Update;
}

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
    store.applyJoined({ type: 'joined', id: 'join-1', room: 'room_test_1', as: 0, view: joined, missed: [{ version: 0, events: created.value.events }], status } as never);
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
      expect({ ...rebuilt, cards: {} }).toEqual({ ...view, cards: {} });
      for (const number of Object.keys(view.cards)) expect(rebuilt.cards[number]).toEqual(view.cards[number]);
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
});
