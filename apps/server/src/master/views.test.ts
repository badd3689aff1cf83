import { applyAction, pendingDecisions, viewFor, type GameState, type GameView } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetupInput } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { seededRandom } from '../testing/client';

// Issues 11 and 13: the server builds each view from the viewer's last one and the public
// (spectator) view of the same state (viewFor's `reuse`). It must stay exactly the view (as JSON,
// key order included, so the messages do not change), hold the public parts once per room, and
// keep every unchanged part the same object from one version to the next (the patch walk stops there).

const content = contentNamed('real');

function realStates(input: RoomSetupInput, count: number, seed: number): GameState[] {
  const created = content.newGame(RoomSetupSchema.parse(input), `views-test-${seed}`);
  if (!created.ok) throw new Error(created.error.message);
  const random = seededRandom(seed);
  const states = [created.value.state];
  while (states.length < count) {
    const pending = pendingDecisions(states.at(-1)!);
    const d = pending[Math.floor(random() * pending.length)];
    if (d === undefined) break;
    const applied = applyAction(states.at(-1)!, d.seat, d.options[Math.floor(random() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    states.push(applied.value.state);
  }
  return states;
}

const GAMES: RoomSetupInput[] = [
  { mode: 'duel', seats: [{ character: 'student' }, { character: 'warrior' }], battlefield: 'burnt-village', terrain: ['bamboo', 'rock'] },
  { mode: 'coop', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['rock'], coop: { automata: [{ automaton: 'katana-ashigaru' }] } },
];

describe('views built from the last ones and the public view', () => {
  it.each(GAMES.map((g, i) => [g.mode, g, i] as const))('are the views, byte for byte, at every version of a real %s game, sharing what is equal', (_mode, input, i) => {
    const states = realStates(input, 150, 8 + i);
    expect(states.length).toBeGreaterThan(60);
    const last = new Map<number | 'spectator', GameView>();
    let sharedParts = 0;
    for (const state of states) {
      const pending = pendingDecisions(state);
      const pub = viewFor(state, 'spectator', pending, { previous: last.get('spectator') });
      expect(JSON.stringify(pub)).toBe(JSON.stringify(viewFor(state, 'spectator')));
      const before = last.get('spectator');
      if (before !== undefined) {
        expect(pub.board).toBe(before.board); // the board does not change
        if (JSON.stringify(pub.seats[0]) === JSON.stringify(before.seats[0])) expect(pub.seats[0]).toBe(before.seats[0]);
      }
      last.set('spectator', pub);
      for (const seat of input.seats.map((_, s) => s)) {
        const previous = last.get(seat);
        const view = viewFor(state, seat, pending, { previous, spectator: pub });
        const json = JSON.stringify(viewFor(state, seat));
        expect(JSON.stringify(view), `version ${state.version}, seat ${seat}`).toBe(json);
        expect(view.board).toBe(pub.board);
        expect(view.seats[1 - seat]).toBe(pub.seats[1 - seat]); // the other seat is public
        expect(view.seats[seat]).not.toBe(pub.seats[seat]); // the own seat shows the hand
        if (previous !== undefined && JSON.stringify(previous.decisions) === JSON.stringify(view.decisions)) {
          expect(view.decisions).toBe(previous.decisions);
          sharedParts++;
        }
        if (previous !== undefined && JSON.stringify(previous.seats[seat]) === JSON.stringify(view.seats[seat])) expect(view.seats[seat]).toBe(previous.seats[seat]);
        last.set(seat, view);
      }
    }
    expect(sharedParts).toBeGreaterThan(10);
  });

  it('ignores a spectator view of another state, and views of other viewers give nothing away', () => {
    const states = realStates(GAMES[0]!, 40, 3);
    const [a, b] = [states[10], states.at(-1)];
    const stale = viewFor(a!, 'spectator');
    expect(JSON.stringify(viewFor(b!, 0, undefined, { spectator: stale }))).toBe(JSON.stringify(viewFor(b!, 0)));
    // Another seat's view passed as `previous`: only equal parts are taken, so nothing of it shows.
    expect(JSON.stringify(viewFor(b!, 1, undefined, { previous: viewFor(b!, 0) }))).toBe(JSON.stringify(viewFor(b!, 1)));
    expect(JSON.stringify(viewFor(b!, 'spectator', undefined, { previous: viewFor(b!, 0) }))).toBe(JSON.stringify(viewFor(b!, 'spectator')));
  });
});
