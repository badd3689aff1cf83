import type { TerrainKind } from '@senjutsu/cards';
import { ServerMessageSchema, type RoomSetupInput } from '@senjutsu/protocol';
import { createRuleset, type GameView } from '@senjutsu/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentNamed } from './content';
import { connect, createRoom, nextId, playTogether, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Co-op rooms (issue 12 item 4, issue 14 item 3; section 20): humans against the engine's automata,
// with the real catalogue, over a real server on 127.0.0.1. Only the humans get seats and invites;
// the automata act inside the engine and their choices reach every seat as `automaton` events.

const content = contentNamed('real');
const { battlefields, terrain, characters } = content.summary();
const KINDS = terrain as TerrainKind[];
const MAX_VERSION = 300;
const STALL_MS = 3000;

let server: TestServer;
beforeAll(async () => {
  let n = 0;
  server = await startTestServer({ socketRate: { ratePerSecond: 10_000, burst: 10_000 }, createRate: { ratePerSecond: 1000, burst: 1000 } }, { content, newSeed: () => `coop-${n++}` });
});
afterAll(async () => {
  await server.stop();
});

type Played = { humans: number; clients: Client[]; views: GameView[][]; actions: number; errors: string[] };

/** A co-op room played by the random bots of its human seats to the end or to version MAX_VERSION. */
async function playCoop(setup: RoomSetupInput, seed: number): Promise<Played> {
  const room = await createRoom(server.url, setup);
  const humans = setup.seats.length;
  expect(room.seats.map((s) => s.seat)).toEqual(Array.from({ length: humans }, (_, i) => i)); // invites for the humans only
  const clients: Client[] = [];
  const views: GameView[][] = [];
  for (const seat of room.seats) {
    const c = await connect(server.url, { record: true });
    const seen: GameView[] = [];
    views.push(seen);
    c.listen(() => c.view !== null && seen.at(-1) !== c.view && seen.push(c.view)); // every view the seat had
    const joined = await c.request({ type: 'join', id: nextId(), room: room.room, token: seat.invite.token });
    if (joined.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(joined)}`);
    // The join names the game's own ruleset (the automata's characters and cards added), and a client derives the same one.
    expect(joined.ruleset.definitions?.characters.map((ch) => ch.id)).toEqual(joined.view.automata.map((a) => joined.view.seats[a.seat]!.character));
    const derived = createRuleset(joined.ruleset.definitions!);
    expect(derived.ok && derived.value.hash).toBe(joined.ruleset.hash);
    clients.push(c);
  }
  // A game waiting on a seat that no one plays would stall: the bots stop after STALL_MS without an update, then it is judged.
  const { actions, errors } = await playTogether(clients, { seedOf: (seat) => seed * 4 + seat, maxVersion: MAX_VERSION, stallMs: STALL_MS });
  return { humans, clients, views, actions, errors };
}

function expectCoopPlayed({ humans, clients, views: seen, actions, errors }: Played, automata: number): void {
  expect(errors).toEqual([]);
  for (const [seat, c] of clients.entries()) {
    expect(c.view?.version).toBe(actions);
    for (const m of c.received) expect(ServerMessageSchema.safeParse(m).error).toBeUndefined();
    const views = seen[seat]!;
    expect(views.length).toBeGreaterThan(1);
    // No automaton seat is ever waited for, nor offered a decision (R-SOLO-ROUND-1: it plays its own card).
    for (const view of views) {
      expect(view.waitingFor, `version ${view.version} waits for`).toSatisfy((seats: readonly number[]) => seats.every((s) => s < humans));
      expect(view.decisions.map((d) => d.seat), `version ${view.version} offers decisions to`).toSatisfy((seats: readonly number[]) => seats.every((s) => s < humans));
    }
    expect(c.view!.seats).toHaveLength(humans + automata);
    expect(c.view!.automata.map((a) => a.seat)).toEqual(Array.from({ length: automata }, (_, i) => humans + i));
  }
  const [first] = clients as [Client];
  expect(first.view!.round).toBeGreaterThanOrEqual(2); // the automata played whole rounds
  const events = first.received.flatMap((m) => (m.type === 'update' ? m.events : []));
  const automatonSeats = new Set(events.flatMap((e) => (e.kind === 'automaton' ? [e.seat] : [])));
  expect([...automatonSeats].sort()).toEqual(Array.from({ length: automata }, (_, i) => humans + i)); // every automaton acted
  // Every human saw the same automaton events.
  for (const c of clients) expect(c.received.flatMap((m) => (m.type === 'update' ? m.events : [])).filter((e) => e.kind === 'automaton')).toEqual(events.filter((e) => e.kind === 'automaton'));
  if (first.status?.result == null) expect(actions).toBeGreaterThanOrEqual(MAX_VERSION);
  else for (const c of clients) expect(c.status?.result).toEqual(first.status.result);
}

describe('co-op rooms over the socket protocol (section 20), real content', () => {
  it('one human against a katana ashigaru (solo online), on every battlefield', async () => {
    for (const [i, battlefield] of battlefields.entries()) {
      const played = await playCoop(
        { mode: 'coop', seats: [{ character: characters[i % characters.length]!.id }], battlefield: battlefield.id, terrain: [KINDS[i % KINDS.length]!], coop: { automata: [{ automaton: 'katana-ashigaru' }] } },
        i,
      );
      expectCoopPlayed(played, 1);
    }
  }, 120_000);

  it('a human pair against two automata', async () => {
    for (const [i, battlefield] of battlefields.entries()) {
      const played = await playCoop(
        {
          mode: 'coop', seats: [{ character: characters[i % characters.length]!.id }, { character: characters[(i + 1) % characters.length]!.id }],
          battlefield: battlefield.id, terrain: [KINDS[i % KINDS.length]!, KINDS[(i + 1) % KINDS.length]!],
          coop: { automata: [{ automaton: 'samurai-boss', nightmare: true }, { automaton: 'yumi-ashigaru', woundLimit: 4 }], markers: 'position', stunProcedure: 'beside' },
        },
        10 + i,
      );
      expectCoopPlayed(played, 2);
    }
  }, 120_000);

  it('refuses bad co-op options with a clear error', async () => {
    const refused = async (setup: unknown): Promise<string> => {
      const res = await fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('INVALID_REQUEST');
      return body.error.message;
    };
    const base = { mode: 'coop', battlefield: battlefields[0]!.id, seats: [{ character: 'ronin' }] };
    expect(await refused({ ...base, coop: { automata: [{ automaton: 'dragon' }] } })).toMatch(/^coop\.automata\.0\.automaton: /);
    expect(await refused({ ...base })).toMatch(/^coop: a coop room needs its automata/);
    expect(await refused({ ...base, coop: { automata: [] } })).toMatch(/^coop\.automata: /);
    expect(
      await refused({ ...base, seats: [{ character: 'ronin' }, { character: 'warrior' }], coop: { automata: [{ automaton: 'samurai-boss' }, { automaton: 'katana-ashigaru' }, { automaton: 'arquebusier' }] } }),
    ).toBe('coop: at most 4 figures in all: 2 humans and 3 automata');
    expect(await refused({ ...base, coop: { automata: [{ automaton: 'samurai-boss', cheat: true }] } })).toMatch(/^coop\.automata\.0: /);
    expect(await refused({ ...base, coop: { automata: [{ automaton: 'samurai-boss', woundLimit: 0 }] } })).toMatch(/^coop\.automata\.0\.woundLimit: /);
    expect(await refused({ ...base, seats: [{ character: 'ronin', team: 1 }], coop: { automata: [{ automaton: 'samurai-boss' }] } })).toMatch(/^seats: /);
    expect(await refused({ mode: 'duel', battlefield: battlefields[0]!.id, seats: [{ character: 'ronin' }, { character: 'warrior' }], coop: { automata: [{ automaton: 'samurai-boss' }] } })).toBe(
      'coop: automata play only in a coop room',
    );
    expect(await refused({ mode: 'duel', battlefield: battlefields[0]!.id, seats: [{ character: 'ronin' }] })).toBe('seats: a duel has 2 seats');
  });
});
