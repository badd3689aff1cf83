import { PACKS, type TerrainKind } from '@senjutsu/cards';
import { applyAction, outcome, pendingDecisions, type Action, type GameState, type SeatId, type Viewer } from '@senjutsu/engine';
import { RoomSetupSchema, type RoomSetup, type ServerMessage } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed, type Content } from './content';
import { createLogger } from './log';
import { createMaster, type Transport } from './master/master';
import { memoryStorage } from './storage/memory';
import { seededRandom } from './testing/client';
import { forbiddenIds, turnedUpBy } from './testing/oracle';
import { interchangeClass, twinAction, twinAutomata, twinOf } from './testing/twin';

// Issue #9 item 12, hidden information as non-interference: what a receiver is sent must not
// depend on what it may not see. For random real-content games (2, 3 and 4 seats, and a spectator)
// each receiver's messages are compared with those of a twin game in which the cards hidden from
// that receiver are dealt differently, with the same public history.
//
// The twin. The game's first state is rebuilt with, for every other seat (every seat, for a
// spectator), the cards still hidden from the receiver at the checkpoint version v (in that seat's
// hand, deck, face-down choice or face-down discard, and never turned face up on the way to v:
// `forbiddenIds` of the oracle) dealt again among themselves: their card numbers shuffled within
// the seat's cards, and their instance ids shuffled too (testing/twin.ts). Cards that are face up
// at some version up to v keep both number and id. Then the same actions are sent to a second
// master, each card id of a relabelled card replaced by its twin id. Every action that names a
// relabelled card (a face-down discard, a choice before its reveal) is still legal, and every card
// that resolves, or is shown, up to v is one the twin did not touch: so the public history up to v
// is the same, and the rules give the receiver nothing that tells the two games apart.
// No card is kept out: OP-68 opens the counterattack, instant and replacement windows on public
// facts only, so every hidden card is dealt again, within cards of the same focus fee and Kamae
// requirement (core cards among core cards) so that a face-down choice stays legal
// (`interchangeClass`). Seen failing on a planted "window only for holders" (the engine's
// scenario-test option `windowsForHolders` forced on: the game waiting on a seat at a window showed
// that it held a card for it).
//
// "Identical up to the card instance ids the receiver may see": the two games' messages must be
// equal under one renaming of the ids the receiver may see (ids are opaque), while a hidden id must
// not appear at all. The twin keeps every id the receiver may see (up to v) and relabels every
// hidden one, so that renaming is the identity and the test is plain equality of the JSON of every
// message (join and updates, status included, the random room id aside) up to version v: a hidden
// card's number or id that reaches a message
// makes the two differ (unless the shuffle left it in place, which the many cards and games make
// rare). Checkpoints: the last version, and versions at which another seat has chosen face down
// and the reveal has not yet come (a choice is hidden only until then).
//
// Co-op rooms (section 20) add what no seat may see of the automata: their deck order (their
// records never leave the server). A co-op room's messages are taken with a duel played beside it
// in the same master (it must change nothing there). The twin also puts each automaton's undrawn cards in another
// order (testing/twin.ts `twinAutomata`, while no shuffle has touched its deck), at the checkpoints
// above and at the last version before such a shuffle; the humans' own cards are dealt again as in
// a duel, so each human is also checked against the other's hand.
//
// Both games run through the real master (memory storage, a spy transport that records every
// message to every viewer, a fixed clock), so outgoing.ts and the engine's viewFor are both tested.
// The socket layer only forwards these messages (hidden.test.ts covers it, over 200 games).

const content = contentNamed('real');
const GAMES_PER_SIZE = Number(process.env.NONINTERFERENCE_GAMES ?? 3);
const MAX_VERSION = 260;
const BATTLEFIELDS = content.summary().battlefields;
const KINDS = content.summary().terrain as TerrainKind[];

function roomSetup(seats: number, game: number): RoomSetup {
  const battlefield = BATTLEFIELDS[(seats + game) % BATTLEFIELDS.length]!;
  const teams = battlefield.startAreas < seats; // more sides than start areas play in teams (R-SETUP-10)
  return RoomSetupSchema.parse({
    mode: seats === 2 ? 'duel' : 'multiplayer',
    seats: Array.from({ length: seats }, (_, i) => ({ character: PACKS[(i + game) % PACKS.length]!.character.id, ...(teams ? { team: i % 2 } : {}) })),
    battlefield: battlefield.id,
    terrain: [KINDS[(seats * 3 + game) % KINDS.length]!, KINDS[(seats * 3 + game + 4) % KINDS.length]!],
  });
}

type Played = { seed: string; states: GameState[]; turnedUp: string[][]; actions: [SeatId, Action][] };

/** Random legal play with the engine alone: the actions both masters will be sent. */
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
  return { seed, states, turnedUp, actions };
}

/** Messages every viewer gets before its join: the status telling that seat 0 has come (its first join, stored). */
const ARRIVAL = 1;

/**
 * The messages a master sends `viewers` while the actions are played in a room of `setup`: per
 * viewer, the status of seat 0's arrival, the join at version 0 and then one update per version.
 */
async function messages(
  content: Content, setup: RoomSetup, seed: string, actions: readonly [SeatId, Action][], viewers: readonly Viewer[],
  beside?: { readonly setup: RoomSetup; readonly actions: readonly [SeatId, Action][] },
): Promise<Map<Viewer, string[]>> {
  const sent = new Map<Viewer, ServerMessage[]>(viewers.map((v) => [v, []]));
  let room = '';
  const transport: Transport = {
    broadcast(to, viewers, messageFor) {
      if (to === room) for (const viewer of viewers) sent.get(viewer)?.push(messageFor(viewer));
    },
  };
  const master = createMaster({ storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => 1_000_000, maxRooms: 10, validateOutgoing: true, newSeed: () => seed, content });
  // `beside`: another room of the same master, played in turns with this one (it must change nothing here).
  const other = beside === undefined ? null : await master.createRoom(beside.setup);
  if (other !== null && !other.ok) throw new Error(other.error.message);
  if (other?.ok) await master.authenticate(other.value.room, other.value.seatTokens[0]!); // a created room is only stored until a seat joins
  const created = await master.createRoom(setup);
  if (!created.ok) throw new Error(created.error.message);
  room = created.value.room;
  await master.authenticate(room, created.value.seatTokens[0]!);
  for (const viewer of viewers) expect(sent.get(viewer)!.map((m) => m.type)).toEqual(Array(ARRIVAL).fill('status'));
  for (const viewer of viewers) sent.get(viewer)!.push(master.joined(room, viewer, 'join', 0));
  for (const [i, [seat, action]] of actions.entries()) {
    const answer = await master.act(room, seat, { id: `a${i}`, version: i, action });
    if (answer.type !== 'ack') throw new Error(`action ${i} of seat ${seat} refused in a twin: ${JSON.stringify(answer)}`);
    const next = beside?.actions[i];
    if (other?.ok && next !== undefined) expect(await master.act(other.value.room, next[0], { id: `b${i}`, version: i, action: next[1] })).toMatchObject({ type: 'ack' });
  }
  // Room ids are random and say nothing about the game.
  return new Map([...sent].map(([viewer, list]) => [viewer, list.map((m) => JSON.stringify(m).replaceAll(room, 'ROOM'))]));
}

/** Where two JSON texts first differ, for a readable failure. */
function firstDifference(a: string, b: string): string {
  if (a === b) return ''; // the usual case: no walk through thousands of equal characters
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? '' : `...${a.slice(Math.max(0, i - 160), i + 80)}\n   vs ...${b.slice(Math.max(0, i - 160), i + 80)}`;
}

/** The checkpoints of `viewer`: the last version, and up to two at which another seat has chosen face down, unrevealed. */
function checkpoints(game: Played, viewer: Viewer): number[] {
  const last = game.states.length - 1;
  const pending = game.states
    .map((s, v) => (s.seats.some((st, seat) => seat !== viewer && st.selected !== null) ? v : -1))
    .filter((v) => v > 0);
  const picks = pending.length === 0 ? [] : [pending[Math.floor(pending.length / 3)]!, pending[Math.floor((2 * pending.length) / 3)]!];
  return [...new Set([...picks, last])];
}

describe('hidden information as non-interference (real content)', () => {
  it.each([2, 3, 4])(`%i seats and a spectator: every receiver's messages are the same when the cards hidden from it are dealt differently`, async (seats) => {
    let compared = 0;
    let relabelled = 0;
    let pendingChoices = 0;
    for (let g = 0; g < GAMES_PER_SIZE; g++) {
      const setup = roomSetup(seats, g);
      const seed = `twin-${seats}-${g}`;
      const random = seededRandom(seats * 1000 + g);
      const game = play(setup, seed, random);
      const viewers: Viewer[] = [...setup.seats.map((_, seat) => seat), 'spectator'];
      const original = await messages(content, setup, seed, game.actions, viewers);
      for (const viewer of viewers) {
        const hiddenAt = forbiddenIds(game, viewer);
        for (const v of checkpoints(game, viewer)) {
          const start = game.states[0]!;
          const hidden = new Set([...hiddenAt[v]!].filter((c) => start.cards[c] !== undefined && interchangeClass(start, start.cards[c]!) !== null));
          const twin = twinOf(start, hidden, random);
          const twinContent: Content = { ...content, newGame: () => ({ ok: true, value: { state: twin.state, events: [] } }) };
          const actions = game.actions.slice(0, v).map(([seat, a]): [SeatId, Action] => [seat, twinAction(a, twin.ids)]);
          const theirs = (await messages(twinContent, setup, seed, actions, [viewer])).get(viewer)!;
          const ours = original.get(viewer)!.slice(0, ARRIVAL + v + 1);
          expect(theirs.length).toBe(ARRIVAL + v + 1);
          for (let k = 0; k < ARRIVAL + v + 1; k++) {
            expect(firstDifference(ours[k]!, theirs[k]!), `${seats} seats, game ${g}, viewer ${viewer}, checkpoint ${v}: message ${k} (version ${k - ARRIVAL}; the first is the arrival status)`).toBe('');
          }
          compared++;
          relabelled += [...twin.ids].filter(([a, b]) => a !== b).length;
          if (game.states[v]!.seats.some((st, seat) => seat !== viewer && st.selected !== null && hidden.has(st.selected))) pendingChoices++;
        }
      }
    }
    // The twins did differ: many hidden cards were dealt again, face-down choices among them.
    expect(compared).toBeGreaterThanOrEqual(GAMES_PER_SIZE * (seats + 1));
    expect(relabelled).toBeGreaterThan(compared * 5);
    expect(pendingChoices).toBeGreaterThan(0);
  }, 300_000);
});

/** Two humans against one automaton (a troop or a character, nightmare or not; both OP-23 stun procedures). */
function coopSetup(game: number): RoomSetup {
  const automata = ['katana-ashigaru', 'samurai-boss', 'yari-ashigaru', 'master'] as const;
  // OP-70: the automated Master never faces a player's Master: the humans are then the next two packs.
  const master = automata[game % automata.length] === 'master';
  const first = (i: number) => (master && PACKS[i % PACKS.length]!.character.id === 'master' ? i + 2 : i);
  const humans = [first(game), first(game + 1)].map((i) => PACKS[i % PACKS.length]!.character.id).filter((id, i, all) => all.indexOf(id) === i);
  while (humans.length < 2) humans.push(PACKS.map((p) => p.character.id).find((id) => id !== 'master' && !humans.includes(id))!);
  return RoomSetupSchema.parse({
    mode: 'coop',
    seats: humans.map((character) => ({ character })),
    battlefield: BATTLEFIELDS[game % BATTLEFIELDS.length]!.id,
    terrain: [KINDS[game % KINDS.length]!],
    coop: { automata: [{ automaton: automata[game % automata.length]!, nightmare: game % 2 === 1 }], stunProcedure: game % 2 === 0 ? 'beside' : 'shuffle' },
  });
}

/**
 * The last version at which every automaton's deck is still the untouched bottom of its first deck,
 * having drawn from it, with at least two cards left to put in another order.
 */
function lastUnshuffled(game: Played): number {
  const first = game.states[0]!.solo!.records;
  let last = 0;
  for (const [v, s] of game.states.entries()) {
    const untouched = s.solo!.records.every((r, i) => {
      const kept = first[i]!.deck.length - r.deck.length;
      return kept >= 0 && r.deck.every((card, k) => first[i]!.deck[kept + k] === card);
    });
    if (!untouched) break;
    if (s.solo!.records.some((r, i) => r.deck.length < first[i]!.deck.length && new Set(r.deck).size >= 2)) last = v;
  }
  return last;
}

describe('hidden information as non-interference: co-op rooms (real content)', () => {
  it(`two humans against an automaton, and a spectator: the same messages when the other human's hidden cards and the automaton's deck order are dealt differently`, async () => {
    let compared = 0;
    let automatonMoved = 0;
    let automatonChecks = 0;
    let relabelled = 0;
    for (let g = 0; g < GAMES_PER_SIZE + 1; g++) {
      const setup = coopSetup(g);
      const seed = `twin-coop-${g}`;
      const random = seededRandom(9000 + g);
      const game = play(setup, seed, random);
      const viewers: Viewer[] = [0, 1, 'spectator'];
      // The co-op room's messages are taken with a duel played beside it in the same master; the twin's without.
      const duel = roomSetup(2, g);
      const original = await messages(content, setup, seed, game.actions, viewers, { setup: duel, actions: play(duel, seed, seededRandom(8000 + g)).actions });
      const unshuffled = lastUnshuffled(game);
      for (const viewer of viewers) {
        const hiddenAt = forbiddenIds(game, viewer);
        for (const v of new Set([...checkpoints(game, viewer), unshuffled])) {
          if (v === 0) continue;
          const start = game.states[0]!;
          const hidden = new Set([...hiddenAt[v]!].filter((c) => start.cards[c] !== undefined && interchangeClass(start, start.cards[c]!) !== null));
          const twin = twinOf(start, hidden, random);
          const automata = twinAutomata(twin.state, game.states[v]!, random);
          const twinContent: Content = { ...content, newGame: () => ({ ok: true, value: { state: automata.state, events: [] } }) };
          const actions = game.actions.slice(0, v).map(([seat, a]): [SeatId, Action] => [seat, twinAction(a, twin.ids)]);
          const theirs = (await messages(twinContent, setup, seed, actions, [viewer])).get(viewer)!;
          const ours = original.get(viewer)!.slice(0, ARRIVAL + v + 1);
          expect(theirs.length).toBe(ARRIVAL + v + 1);
          for (let k = 0; k < ARRIVAL + v + 1; k++) {
            expect(firstDifference(ours[k]!, theirs[k]!), `co-op game ${g}, viewer ${viewer}, checkpoint ${v}: message ${k} (version ${k - ARRIVAL}; the first is the arrival status)`).toBe('');
          }
          compared++;
          automatonMoved += automata.moved;
          if (automata.moved > 0) automatonChecks++;
          relabelled += [...twin.ids].filter(([a, b]) => a !== b).length;
        }
      }
    }
    // The twins did differ: the automata's decks were reordered, and the humans' hidden cards dealt again.
    expect(compared).toBeGreaterThanOrEqual((GAMES_PER_SIZE + 1) * 3);
    expect(automatonChecks).toBeGreaterThanOrEqual((GAMES_PER_SIZE + 1) * 3); // every receiver, at least once per game
    expect(automatonMoved).toBeGreaterThan(automatonChecks);
    expect(relabelled).toBeGreaterThan(compared * 3);
  }, 300_000);
});
