import type { GameView, Viewer } from '@senjutsu/engine';
import { nextView, ServerMessageSchema, type ServerMessage } from '@senjutsu/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, nextId, playRandomly, seededRandom, type Client } from './testing/client';
import { forbiddenIds, stringsIn, trueGame } from './testing/oracle';
import { startTestServer, type TestServer } from './testing/server';

// Issue #5, hidden information: over 200 complete random games played through the real server,
// no message to a seat names a card instance in another seat's hand or deck, nor a face-down
// choice before its reveal; spectators see no hidden card at all. The truth is rebuilt from the
// data folder with the engine, independently of what the server sent.
// This scan finds hidden instance ids only; a hidden card's number (or anything else that depends
// on a hidden card) is caught by noninterference.test.ts, which compares twin games.

const GAMES = Number(process.env.HIDDEN_GAMES ?? 200);
const PARALLEL = 10;
const STRICT_SCHEMA_GAMES = 5; // the first games also check every message against the strict protocol schemas
const SPECTATED_EVERY = 4; // a spectator watches every 4th game (its view costs the engine as much as a seat's)

let server: TestServer;
/** Fixed game seeds, so a failing game can be replayed. */
function seeds(): () => string {
  let n = 0;
  return () => `hidden-${n++}`;
}
beforeAll(async () => {
  server = await startTestServer({ socketRate: { ratePerSecond: 10_000, burst: 10_000 }, createRate: { ratePerSecond: 1000, burst: 1000 } }, { newSeed: seeds() });
});
afterAll(async () => {
  await server.stop();
});

type Played = { room: string; received: Map<Viewer, ServerMessage[]>; finalVersion: number };

async function playOne(seed: number): Promise<Played> {
  // Two terrain pieces: setup is played, and the game's time goes to the rounds.
  const room = await createRoom(server.url, { ...DUEL, terrain: ['rock', 'shrine'] });
  const viewers: [Viewer, string][] = [[0, room.seats[0]!.invite.token], [1, room.seats[1]!.invite.token]];
  if (seed % SPECTATED_EVERY === 0) viewers.push(['spectator', room.spectator.token]);
  const clients = new Map<Viewer, Client>();
  for (const [viewer, token] of viewers) {
    const c = await connect(server.url, { record: true });
    const joined = await c.request({ type: 'join', id: nextId(), room: room.room, token, since: 0 });
    expect(joined.type).toBe('joined');
    clients.set(viewer, c);
  }
  const bots = [0, 1].map((seat) => playRandomly(clients.get(seat)!, { random: seededRandom(seed * 2 + seat) }));
  await Promise.all(bots.map((b) => b.done));
  const finalVersion = Math.max(...[...clients.values()].map((c) => c.view?.version ?? 0));
  for (let i = 0; i < 200 && [...clients.values()].some((c) => c.view?.version !== finalVersion || c.status?.result == null); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  for (const c of clients.values()) c.close();
  return { room: room.room, received: new Map([...clients].map(([v, c]) => [v, c.received])), finalVersion };
}

type Scanned = { version: number; type: string; strings: string[] }[];

/** Each message's strings, with the game version it refers to. */
function scan(messages: readonly ServerMessage[]): Scanned {
  let version = 0;
  return messages.map((m) => {
    if (m.type === 'joined') version = m.view.version;
    else if (m.type === 'update') version = m.version;
    return { version, type: m.type, strings: stringsIn(m) };
  });
}

/** The card ids in the scanned messages that are hidden at the version each message refers to. */
function leaks(scanned: Scanned, forbidden: Set<string>[]): string[] {
  const found: string[] = [];
  for (const { version, type, strings } of scanned) {
    const hidden = forbidden[version]!;
    for (const s of strings) if (hidden.has(s)) found.push(`${type}@${version}: ${s}`);
  }
  return found;
}

describe('hidden information over complete random games', () => {
  it(`${GAMES} games: no message to a seat (or a spectator, every ${SPECTATED_EVERY}th game) names a card it may not see`, async () => {
    let finished = 0;
    let messages = 0;
    let ownSeen = 0;
    let spectated = 0;
    let undone = 0;
    for (let start = 0; start < GAMES; start += PARALLEL) {
      const batch = await Promise.all(Array.from({ length: Math.min(PARALLEL, GAMES - start) }, (_, i) => playOne(start + i)));
      for (const [i, played] of batch.entries()) {
        const game = trueGame(server.dataDir, played.room);
        expect(game.states.length - 1).toBe(played.finalVersion);
        if (game.states.at(-1)!.winners !== null) finished++;
        // Issue 22: the bots take movements back too (the engine lists `undo`), and the scan covers those games.
        if (game.entries.some((e) => e.kind === 'action' && e.action.kind === 'undo')) undone++;
        // Every decision a connection is shown is its own (a spectator is shown none).
        for (const [viewer, messages] of played.received) {
          let view: GameView | null = null;
          for (const m of messages) {
            if (m.type === 'joined') view = m.view as GameView;
            else if (m.type === 'update' && view !== null) view = nextView(view, m);
            else continue;
            expect(view, `an update that does not fit the view before it, to ${viewer}`).not.toBeNull();
            expect(view!.decisions.every((d) => d.seat === viewer), `decision for another seat sent to ${viewer}`).toBe(true);
          }
        }
        const scanned = new Map<Viewer, Scanned>();
        for (const viewer of played.received.keys()) {
          scanned.set(viewer, scan(played.received.get(viewer)!));
          expect(leaks(scanned.get(viewer)!, forbiddenIds(game, viewer)), `game ${start + i}, viewer ${viewer}`).toEqual([]);
          messages += played.received.get(viewer)!.length;
          if (start + i < STRICT_SCHEMA_GAMES) {
            for (const m of played.received.get(viewer)!) expect(ServerMessageSchema.safeParse(m).error).toBeUndefined();
          }
        }
        // The scanner has teeth: each seat did receive ids that are forbidden to the other (its own hand).
        if (leaks(scanned.get(0)!, forbiddenIds(game, 1)).length > 0) ownSeen++;
        if (played.received.has('spectator')) spectated++;
      }
    }
    expect(finished).toBe(GAMES);
    expect(ownSeen).toBe(GAMES);
    expect(spectated).toBe(Math.ceil(GAMES / SPECTATED_EVERY));
    expect(undone).toBeGreaterThan(GAMES / 10);
    expect(messages).toBeGreaterThan(GAMES * 100);
  }, 300_000);
});
