import { applyAction, createGame, createRuleset, outcome, viewFor, type GameConfig } from '@senjutsu/engine';
import { applyPatch, ReplaySchema, type Replay } from '@senjutsu/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, nextId, playRandomly, seededRandom, type Client } from './testing/client';
import { forbiddenIds, stringsIn, trueGame } from './testing/oracle';
import { startTestServer, type TestServer } from './testing/server';

// Issue 25, replays of finished online games (master/replay.ts, GET /api/rooms/<room>/replay). The
// truth is rebuilt from the data folder with the engine (testing/oracle.ts), independently of the
// server's answer. A room with hidden hands must answer exactly the spectator's view of every
// version and no card id a spectator could not see at it; one with revealed hands answers the
// engine configuration and actions, which rebuild the very game.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ socketRate: { ratePerSecond: 10_000, burst: 10_000 } }, { newSeed: (() => { let n = 0; return () => `replay-${n++}`; })() });
});
afterAll(async () => {
  await server.stop();
});

const fetchReplay = (room: string, token: string) => fetch(`${server.url}/api/rooms/${room}/replay`, { headers: { 'x-room-token': token } });

/** A duel played to its end by two random bots; the clients stay open until `close`. */
async function playedDuel(seed: number, replayHands?: 'hidden' | 'revealed') {
  const room = await createRoom(server.url, { ...DUEL, terrain: ['rock', 'shrine'], ...(replayHands === undefined ? {} : { replayHands }) });
  const clients: Client[] = [];
  for (const seat of [0, 1]) {
    const c = await connect(server.url);
    expect((await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token })).type).toBe('joined');
    clients.push(c);
  }
  // Joined, not over: no replay yet.
  const early = await fetchReplay(room.room, room.spectator.token);
  expect(early.status).toBe(409);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('NOT_FINISHED');
  const bots = clients.map((c, seat) => playRandomly(c, { random: seededRandom(seed * 2 + seat) }));
  await Promise.all(bots.map((b) => b.done));
  for (let i = 0; i < 200 && clients.some((c) => c.status?.result == null); i++) await new Promise((r) => setTimeout(r, 10));
  for (const c of clients) c.close();
  return room;
}

describe('replays of finished online games', () => {
  it('hidden hands: every step is the spectator view of that version, and no card id a spectator could not see', async () => {
    for (const seed of [1, 2]) {
      const room = await playedDuel(seed);
      const answer = await fetchReplay(room.room, room.spectator.token);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      const replay = ReplaySchema.parse(JSON.parse(text));
      if (replay.source !== 'views') throw new Error(`expected a views replay, got ${replay.source}`);
      const game = trueGame(server.dataDir, room.room);
      expect(replay.steps.length).toBe(game.states.length - 1);
      expect(text).not.toContain(game.record.seed);
      // Each version: the view equals the engine's spectator view, the events the spectator's.
      const forbidden = forbiddenIds(game, 'spectator');
      let view: unknown = replay.start.view;
      const leaks: string[] = [];
      const scan = (version: number, part: unknown) => {
        for (const s of stringsIn(part)) if (forbidden[version]!.has(s)) leaks.push(`${version}: ${s}`);
      };
      expect(view).toEqual(JSON.parse(JSON.stringify(viewFor(game.states[0]!, 'spectator'))));
      scan(0, replay.start);
      replay.steps.forEach((step, i) => {
        view = applyPatch(view, step.patch);
        expect(view).toEqual(JSON.parse(JSON.stringify(viewFor(game.states[i + 1]!, 'spectator'))));
        scan(i + 1, step);
      });
      expect(leaks).toEqual([]);
      const over = game.entries.find((e) => e.kind === 'over');
      expect(replay.result).toEqual(over?.kind === 'over' ? { winners: over.winners, reason: 'rules' } : null);
      // Every link of the room gets the same public replay; a wrong one learns nothing.
      expect(await (await fetchReplay(room.room, room.seats[0]!.invite.token)).text()).toBe(text);
      expect((await fetchReplay(room.room, 'x'.repeat(43))).status).toBe(404);
      expect((await fetchReplay('unknown-room-id', room.spectator.token)).status).toBe(404);
    }
  });

  it('revealed hands: the configuration and every action, which rebuild the very game with the engine', async () => {
    const room = await playedDuel(7, 'revealed');
    const replay: Replay = ReplaySchema.parse(await (await fetchReplay(room.room, room.seats[1]!.invite.token)).json());
    if (replay.source !== 'log') throw new Error(`expected a log replay, got ${replay.source}`);
    const game = trueGame(server.dataDir, room.room);
    const ruleset = createRuleset(replay.ruleset.definitions ?? undefined);
    if (!ruleset.ok) throw new Error(ruleset.error.message);
    expect(ruleset.value.hash).toBe(replay.ruleset.hash);
    const created = createGame(replay.config as unknown as GameConfig, ruleset.value);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    for (const { seat, action } of replay.moves) {
      const applied = applyAction(state, seat, action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
    const last = game.states.at(-1)!;
    expect(outcome(state)).toEqual(outcome(last));
    for (const viewer of [0, 1, 'spectator'] as const) expect(viewFor(state, viewer)).toEqual(viewFor(last, viewer));
    expect(replay.moves).toEqual(game.entries.flatMap((e) => (e.kind === 'action' ? [{ seat: e.seat, action: e.action }] : [])));
  });
});
