import type { TerrainKind } from '@senjutsu/cards';
import { ServerMessageSchema } from '@senjutsu/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentNamed } from './content';
import { connect, createRoom, nextId, playTogether, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue #9 item 11: the other server tests play the engine's small test content; these duels play
// the real catalogue (the four characters with their signature decks) through the socket protocol
// on every battlefield with every terrain kind of the box, setup included. Each pairing is played
// by the testing bots to the end, or until it reaches version MAX_VERSION.

const content = contentNamed('real');
const { battlefields, terrain, characters } = content.summary();
const KINDS = terrain as TerrainKind[];
const MAX_VERSION = 300;
const PARALLEL = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ socketRate: { ratePerSecond: 10_000, burst: 10_000 }, createRate: { ratePerSecond: 1000, burst: 1000 } }, { content, newSeed: seeds() });
});
afterAll(async () => {
  await server.stop();
});

function seeds(): () => string {
  let n = 0;
  return () => `real-${n++}`;
}

const PAIRS = characters.flatMap((a) => characters.filter((b) => b !== a).map((b) => [a.id, b.id] as const));

type Duel = { battlefield: string; kind: TerrainKind; index: number };
type Played = { duel: Duel; clients: Client[]; actions: number; errors: string[] };

async function playDuel(duel: Duel): Promise<Played> {
  // The twelve ordered pairs of the four characters in turn; the kind under test is placed first.
  const [first, second] = PAIRS[duel.index % PAIRS.length]!;
  const room = await createRoom(server.url, {
    mode: 'duel', seats: [{ character: first }, { character: second }],
    battlefield: duel.battlefield, terrain: [duel.kind, KINDS[(KINDS.indexOf(duel.kind) + 1) % KINDS.length]!],
  });
  const clients: Client[] = [];
  for (const seat of [0, 1]) {
    const c = await connect(server.url, { record: true });
    const joined = await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token });
    expect(joined.type).toBe('joined');
    clients.push(c);
  }
  return { duel, clients, ...(await playTogether(clients, { seedOf: (seat) => duel.index * 2 + seat, maxVersion: MAX_VERSION })) };
}

const DUELS: Duel[] = battlefields.flatMap((b, i) => KINDS.map((kind, k) => ({ battlefield: b.id, kind, index: i * KINDS.length + k })));

describe('real content through the protocol', () => {
  it(`duels on ${battlefields.length} battlefields x ${KINDS.length} terrain kinds leave setup and play on, every action acknowledged`, async () => {
    expect(battlefields.length).toBe(4);
    expect(KINDS).toContain('torii');
    let finished = 0;
    let versions = 0;
    for (let start = 0; start < DUELS.length; start += PARALLEL) {
      const batch = await Promise.all(DUELS.slice(start, start + PARALLEL).map(playDuel));
      for (const { duel, clients, actions, errors } of batch) {
        const where = `${duel.battlefield} with ${duel.kind}`;
        expect(errors, where).toEqual([]);
        const [a, b] = clients as [Client, Client];
        // Both seats saw every acknowledged version.
        expect(a.view?.version, where).toBe(actions);
        expect(b.view?.version, where).toBe(actions);
        // Setup is over: the kind under test stands on the battlefield and the rounds have begun.
        expect(['terrain', 'placement', 'prepare'], where).not.toContain(a.view?.step);
        const placed = a.received.flatMap((m) => (m.type === 'update' ? m.events : [])).filter((e) => e.kind === 'terrainPlaced').map((e) => e.terrain);
        expect(placed, where).toContain(duel.kind);
        expect(a.view!.round, where).toBeGreaterThanOrEqual(1);
        versions += actions;
        if (a.status?.result != null) {
          finished++;
          expect(b.status?.result, where).toEqual(a.status.result);
        } else expect(actions, where).toBeGreaterThanOrEqual(MAX_VERSION);
        for (const m of [...a.received, ...b.received]) expect(ServerMessageSchema.safeParse(m).error, where).toBeUndefined();
      }
    }
    // Most random real games end well within the bound (all 40 did when this was written, ~155 actions each).
    expect(finished).toBeGreaterThanOrEqual(DUELS.length / 2);
    expect(versions).toBeGreaterThan(DUELS.length * 50);
  }, 240_000);
});
