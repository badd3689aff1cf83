import { applyAction, createGame, pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState } from '@senjutsu/engine';
import type { RoomStatus, SeatControlChange, ServerMessage } from '@senjutsu/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seatNameOf } from '../board/seatName';
import { defaultSetup, gameConfigOf } from '../hotseat/config';
import { translate } from '../i18n';
import { useStore } from '../store';
import { Table } from '../table/Table';

// Issue 26: the computer's take-over and the hand-back are lines of the online game's log, placed
// after the events of the version they happened at, whether the page was told live (`seatControl`)
// or by its join (`joined.seatControl`, after a reload), and never twice.

type Joined = Extract<ServerMessage, { type: 'joined' }>;
const ROOM = 'room_control_1';
const status: RoomStatus = { room: ROOM, seats: [], spectators: 0, clock: null, abandonMs: 1000, result: null, rematch: { requested: [], declined: [], room: null } };
const BUILT_IN_INFO = { id: 'built-in', hash: 'x', definitions: null };

/** A real game played `actions` actions on by its first options: each version's events, and the state. */
function played(actions: number): { versions: { version: number; events: GameEvent[] }[]; state: GameState } {
  const config = gameConfigOf(defaultSetup(), 'seat-control');
  if (!config.ok) throw new Error(config.message);
  const created = createGame(config.value);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const versions = [{ version: 0, events: [...created.value.events] }];
  for (let i = 0; i < actions; i++) {
    const d = pendingDecisions(state)[0]!;
    const applied = applyAction(state, d.seat, d.options[0]!);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    versions.push({ version: state.version, events: [...applied.value.events] });
  }
  return { versions, state };
}

const joinedAt = (state: GameState, missed: Joined['missed'], seatControl: SeatControlChange[]): Joined =>
  ({ type: 'joined', id: 'join-1', room: ROOM, as: 0, view: viewFor(state, 0), ruleset: BUILT_IN_INFO, missed, status, seatControl }) as never;

/** The log's lines as the online table renders them: each line's data-event. */
function logLines(state: GameState): string[] {
  const { events, seatControl } = useStore.getState();
  const html = renderToStaticMarkup(createElement(Table, { view: viewFor(state, 0), rules: rulesOf(state), events, onAction: () => {}, busy: false, online: true, controls: seatControl }));
  const log = html.slice(html.indexOf('data-testid="log"'));
  return [...log.matchAll(/<li[^>]*data-event="(\w+)"/g)].map((m) => m[1]!);
}

const QUIET = new Set(['stepped', 'turned', 'deckShuffled']);
/** The log's expected lines: the events shown, with a seat change after the first `after` events. */
const expected = (events: readonly GameEvent[], after: readonly number[]) => {
  const out: string[] = [];
  events.forEach((e, i) => {
    for (const a of after) if (a === i) out.push('seatControl');
    if (!QUIET.has(e.kind)) out.push(e.kind);
  });
  for (const a of after) if (a >= events.length) out.push('seatControl');
  return out;
};

describe('the seat changes in the online log', () => {
  it('a take-over told by the join is placed after its version\'s events; a hand-back told live after the events held; a later join adds neither again', () => {
    const { versions, state } = played(12);
    const takeOver: SeatControlChange = { seat: 1, by: 'computer', level: 'easy', at: 1000, version: 5 };
    useStore.getState().enterRoom(ROOM);
    // A page opened after the take-over: its join carries the whole game and the change.
    useStore.getState().applyJoined(joinedAt(state, versions, [takeOver]));
    const events = versions.flatMap((v) => v.events);
    const afterFive = versions.filter((v) => v.version <= 5).reduce((n, v) => n + v.events.length, 0);
    expect(afterFive).toBeGreaterThan(0);
    expect(afterFive).toBeLessThan(events.length);
    expect(useStore.getState().seatControl).toEqual([{ change: takeOver, afterEvent: afterFive }]);
    expect(logLines(state)).toEqual(expected(events, [afterFive]));

    // The player comes back: told live, after every event this page holds.
    const handBack: SeatControlChange = { seat: 1, by: 'player', level: 'easy', at: 2000, version: state.version };
    useStore.getState().applySeatControl({ type: 'seatControl', room: ROOM, ...handBack });
    expect(logLines(state)).toEqual(expected(events, [afterFive, events.length]));

    // A reconnect's join names both again (and nothing missed): the lines stay where they were, once each.
    useStore.getState().applyJoined(joinedAt(state, [], [takeOver, handBack]));
    expect(useStore.getState().seatControl.map((c) => c.afterEvent)).toEqual([afterFive, events.length]);
    expect(logLines(state).filter((l) => l === 'seatControl')).toHaveLength(2);
  });

  it('the lines name the level and the seat, as the log names it', () => {
    const { versions, state } = played(2);
    useStore.getState().enterRoom(ROOM);
    useStore.getState().applyJoined(joinedAt(state, versions, [{ seat: 1, by: 'computer', level: 'hard', at: 1, version: 1 }, { seat: 1, by: 'player', level: 'hard', at: 2, version: 2 }]));
    const { seatControl, events } = useStore.getState();
    const html = renderToStaticMarkup(createElement(Table, { view: viewFor(state, 0), rules: rulesOf(state), events, onAction: () => {}, busy: false, online: true, controls: seatControl }));
    const lines = [...html.matchAll(/data-event="seatControl" data-by="(\w+)"><span class="log-text">([^<]*)</g)].map((m) => [m[1], m[2]]);
    const name = seatNameOf(viewFor(state, 0), 1, 'en', (key, params) => translate('en', key, params));
    expect(lines).toEqual([
      ['computer', `The computer (level: Hard) plays for ${name} from now on: their player left.`],
      ['player', `${name}’s player is back and plays again from now on.`],
    ]);
  });
});
