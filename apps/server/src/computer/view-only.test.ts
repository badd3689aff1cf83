import { applyAction, outcome, pendingDecisions, type Action, type GameState, type SeatId } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetup } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed, type Content } from '../content';
import { createLogger } from '../log';
import { createMaster } from '../master/master';
import { memoryStorage } from '../storage/memory';
import { seededRandom } from '../testing/client';
import { forbiddenIds, turnedUpBy } from '../testing/oracle';
import { interchangeClass, twinAction, twinOf } from '../testing/twin';
import think from './worker';

// Issue 26: the computer's seat is given no more than its seat's view, as non-interference (the
// idea of noninterference.test.ts). A real-content duel against the computer (seat 1) is played
// with random listed options through the master; at versions where the computer must decide, a
// twin game deals every card hidden from seat 1 again (the person's hand, deck, face-down choice
// and face-down discards: testing/twin.ts) and replays the same public history. What the master
// hands the worker thread (`computerTurns`: view, decisions, ruleset, level, seed, card lists) must
// be the same in both, and so must the AI's choice (computed as the worker computes it, with a
// budget of playouts and no clock, so the same task gives the same choice on any machine).

const content = contentNamed('real');
const SEAT: SeatId = 1;
const BUDGET = { iterations: 24, timeMs: Number.POSITIVE_INFINITY };
const MAX_VERSION = 160;

type Played = { states: GameState[]; turnedUp: string[][]; actions: [SeatId, Action][] };

function play(setup: RoomSetup, seed: string, random: () => number): Played {
  const created = content.newGame(setup, seed);
  if (!created.ok) throw new Error(created.error.message);
  const states = [created.value.state];
  const turnedUp = [turnedUpBy(created.value.events)];
  const actions: [SeatId, Action][] = [];
  let state = created.value.state;
  while (!outcome(state).over && state.version < MAX_VERSION) {
    const decisions = pendingDecisions(state);
    const d = decisions[Math.floor(random() * decisions.length)]!;
    const action = d.options[Math.floor(random() * d.options.length)]!;
    const applied = applyAction(state, d.seat, action);
    if (!applied.ok) throw new Error(`a listed option was refused: ${applied.error.message}`);
    state = applied.value.state;
    states.push(state);
    turnedUp.push(turnedUpBy(applied.value.events));
    actions.push([d.seat, action]);
  }
  return { states, turnedUp, actions };
}

/** What the master hands the computer's worker after `actions`, the room id left out (it is random). */
async function computerTasks(roomContent: Content, setup: RoomSetup, seed: string, actions: readonly [SeatId, Action][]) {
  const master = createMaster({ storage: memoryStorage(), transport: { broadcast: () => {} }, logger: createLogger('silent'), now: () => 1_000_000, maxRooms: 10, newSeed: () => seed, content: roomContent });
  const created = await master.createRoom(setup);
  if (!created.ok) throw new Error(created.error.message);
  const room = created.value.room;
  await master.authenticate(room, created.value.seatTokens[0]!); // the person comes: the computer may play
  for (const [i, [seat, action]] of actions.entries()) {
    const answer = await master.act(room, seat, { id: `a${i}`, version: i, action }, seat === SEAT ? 'computer' : 'player');
    if (answer.type !== 'ack') throw new Error(`action ${i} of seat ${seat} refused: ${JSON.stringify(answer)}`);
  }
  return master.computerTurns(room).map(({ room: _room, ...turn }) => turn);
}

/** Versions at which the computer decides: those where the person has chosen face down first, then others. */
function checkpoints(game: Played): number[] {
  const deciding = game.states.map((s, v) => (pendingDecisions(s).some((d) => d.seat === SEAT) ? v : -1)).filter((v) => v > 0);
  const afterHiddenChoice = deciding.filter((v) => game.states[v]!.seats[0]!.selected !== null);
  const others = deciding.filter((v) => !afterHiddenChoice.includes(v));
  return [...new Set([...afterHiddenChoice.slice(0, 3), ...others.filter((_, i) => i % 7 === 3).slice(0, 2)])];
}

describe('the computer is given only its seat\'s view', () => {
  it.each([
    ['ronin', 'master', 'snowy-battlefield', 'normal'],
    ['student', 'warrior', 'ice-bridge', 'hard'],
  ] as const)('%s against the computer as %s (%s, %s): the same task and the same choice when the cards hidden from it are dealt again', async (person, computer, battlefield, level) => {
    const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: person }, { character: computer }], battlefield, terrain: ['rock'], computer: { seat: SEAT, level } });
    const seed = `view-only-${person}-${computer}`;
    const random = seededRandom(2600 + person.length);
    const game = play(setup, seed, random);
    const hiddenAt = forbiddenIds(game, SEAT);
    let relabelled = 0;
    let hiddenChoices = 0;
    const points = checkpoints(game);
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const v of points) {
      const ours = await computerTasks(content, setup, seed, game.actions.slice(0, v));
      const start = game.states[0]!;
      const hidden = new Set([...hiddenAt[v]!].filter((c) => start.cards[c] !== undefined && interchangeClass(start, start.cards[c]!) !== null));
      const twin = twinOf(start, hidden, random);
      const twinContent: Content = { ...content, newGame: () => ({ ok: true, value: { state: twin.state, events: [] } }) };
      const theirs = await computerTasks(twinContent, setup, seed, game.actions.slice(0, v).map(([seat, a]): [SeatId, Action] => [seat, twinAction(a, twin.ids)]));
      expect(ours.length, `version ${v}: the computer has a decision`).toBe(1);
      expect(JSON.stringify(theirs), `version ${v}: what the worker is given`).toBe(JSON.stringify(ours));
      const [a, b] = [think({ ...ours[0]!.task, budget: BUDGET }), think({ ...theirs[0]!.task, budget: BUDGET })];
      expect({ action: b.action, playouts: b.playouts }, `version ${v}: the computer's choice`).toEqual({ action: a.action, playouts: a.playouts });
      relabelled += [...twin.ids].filter(([x, y]) => x !== y).length;
      if (game.states[v]!.seats[0]!.selected !== null && hidden.has(game.states[v]!.seats[0]!.selected!)) hiddenChoices++;
    }
    // The twins did differ, face-down choices of the person among the cards dealt again.
    expect(relabelled).toBeGreaterThan(points.length * 5);
    expect(hiddenChoices).toBeGreaterThan(0);
  }, 120_000);
});
