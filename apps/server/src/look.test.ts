import { applyAction, createScenario, isCardWindow, passOption, pendingDecisions, rulesOf, type Action, type GameState, type SeatId, type Viewer } from '@senjutsu/engine';
import { TEST_BATTLEFIELD } from '@senjutsu/engine/testing';
import { RoomSetupSchema, type ServerMessage } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed, type Content } from './content';
import { createLogger } from './log';
import { createMaster, type Transport } from './master/master';
import { memoryStorage } from './storage/memory';

// OP-73 "look at the hand" as non-interference (the test content's T43: no printed card carries
// it). A duel in which Kensei looks at Tetsu's hand is played twice through the real master, the
// second time with Tetsu's hidden cards dealt differently. The spectator's messages (updates, and
// a join that replays the history) must be the same in both games, and Tetsu's too apart from its
// own hand: only the looker's messages carry the cards it saw.

const content = contentNamed('test');
const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: [] });
const created = content.newGame(setup, 'look');
if (!created.ok) throw new Error(created.error.message);
const ruleset = rulesOf(created.value.state);

/** The duel at the Select step: Tetsu holds T13 (which it plays) and three hidden cards. */
function position(hidden: readonly string[]): GameState {
  const made = createScenario({
    battlefield: TEST_BATTLEFIELD,
    seed: 5,
    seats: [
      { character: 'kensei', hex: { q: 0, r: 2 }, facing: 0, hand: ['T43', 'T10'] },
      { character: 'tetsu', hex: { q: 0, r: -2 }, facing: 3, hand: ['T13', ...hidden] },
    ],
  }, ruleset);
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

const idOf = (state: GameState, seat: SeatId, number: string) => state.seats[seat]!.hand.find((c) => state.cards[c] === number)!;

function mustApply(state: GameState, seat: SeatId, action: Action): GameState {
  const applied = applyAction(state, seat, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

/** Every message each viewer receives: seat 0's arrival status, a join, one update per action, and a join with `since: 0` at the end. */
async function messages(start: GameState): Promise<Map<Viewer, string[]>> {
  const viewers: Viewer[] = [0, 1, 'spectator'];
  const sent = new Map<Viewer, ServerMessage[]>(viewers.map((v) => [v, []]));
  let room = '';
  const transport: Transport = { broadcast: (to, list, messageFor) => { if (to === room) for (const v of list) sent.get(v)?.push(messageFor(v)); } };
  const twin: Content = { ...content, newGame: () => ({ ok: true, value: { state: start, events: [] } }) };
  const master = createMaster({ storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => 1_000_000, maxRooms: 10, validateOutgoing: true, newSeed: () => 'look', content: twin });
  const made = await master.createRoom(setup);
  if (!made.ok) throw new Error(made.error.message);
  room = made.value.room;
  await master.authenticate(room, made.value.seatTokens[0]!);
  for (const v of viewers) sent.get(v)!.push(master.joined(room, v, 'join', 0));
  const actions: [SeatId, Action][] = [
    [0, { kind: 'select', card: idOf(start, 0, 'T43') }],
    [1, { kind: 'select', card: idOf(start, 1, 'T13') }],
  ];
  // OP-68: Reveal step 4's replacement windows open for each seat whatever it holds: both pass.
  // The instant windows that open whatever a seat holds are passed too, until the look has happened.
  let state = start;
  for (const [seat, action] of actions) state = mustApply(state, seat, action);
  const passWindows = () => {
    for (let d = pendingDecisions(state)[0]; d !== undefined && isCardWindow(d); d = pendingDecisions(state)[0]) {
      actions.push([d.seat, passOption(d)]);
      state = mustApply(state, d.seat, passOption(d));
    }
  };
  passWindows();
  actions.push([0, { kind: 'target', seat: 1 }]); // OP-21: the opponent declared after Reveal step 5; the look follows at once (initiative 5)
  state = mustApply(state, 0, { kind: 'target', seat: 1 });
  passWindows();
  for (const [i, [seat, action]] of actions.entries()) {
    const answer = await master.act(room, seat, { id: `a${i}`, version: i, action });
    if (answer.type !== 'ack') throw new Error(`action ${i} refused: ${JSON.stringify(answer)}`);
  }
  for (const v of viewers) sent.get(v)!.push(master.joined(room, v, 'again', 0));
  return new Map([...sent].map(([v, list]) => [v, list.map((m) => JSON.stringify(m).replaceAll(room, 'ROOM'))]));
}

/** The `handLooked` events in a viewer's messages (updates and the history a join replays). */
const looksIn = (texts: readonly string[]) => texts.flatMap((t) => [...t.matchAll(/\{"kind":"handLooked"[^}]*\}/g)].map((m) => JSON.parse(m[0]) as { cards: string[] | null }));

describe('look at the hand: the looked-at hand reaches only the looker (OP-73)', () => {
  it('OP-73 the spectator\'s and the looked-at seat\'s messages do not depend on the hand; the looker\'s carry it, once per delivery', async () => {
    const a = position(['T11', 'T12', 'STUN']);
    const b = position(['T24', 'T19', 'STUN']); // stun cards in hand are counted in public
    // Same instance ids, other cards behind the hidden ones: the twin differs only in what is hidden.
    expect(a.seats[1]!.hand).toEqual(b.seats[1]!.hand);
    expect(idOf(a, 1, 'T13')).toBe(idOf(b, 1, 'T13'));
    const [ours, theirs] = [await messages(a), await messages(b)];

    expect(ours.get('spectator')).toEqual(theirs.get('spectator'));
    expect(looksIn(ours.get('spectator')!).map((e) => e.cards)).toEqual([null, null]); // the update, and the join's history
    expect(looksIn(ours.get(1)!).map((e) => e.cards)).toEqual([null, null]);
    // Tetsu's messages differ only by its own hand (the numbers it holds); with them masked they are equal.
    const masked = (texts: readonly string[]) => texts.map((t) => t.replace(/"number":"(T11|T12|T24|T19)"/g, '"number":"?"'));
    expect(masked(ours.get(1)!)).toEqual(masked(theirs.get(1)!));

    expect(looksIn(ours.get(0)!).map((e) => e.cards)).toEqual([['STUN', 'T11', 'T12'], ['STUN', 'T11', 'T12']]);
    expect(looksIn(theirs.get(0)!).map((e) => e.cards)).toEqual([['STUN', 'T19', 'T24'], ['STUN', 'T19', 'T24']]);
  });
});
