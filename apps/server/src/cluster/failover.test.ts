import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentNamed } from '../content';
import { LogEntrySchema } from '../storage/storage';
import { connect, createRoom, nextId, seededRandom, type Client } from '../testing/client';
import { startProcesses, type ProcessGroup } from '../testing/processes';
import { startRedis, type TestRedis } from '../testing/redis';

// Issue 27: a node dies, nothing is lost. Three server processes on one Redis play 60 real-content
// duels whose seats are spread over them; one process is SIGKILLed mid-game. Its games go on
// through the other two once its leases lapse (the clients reconnect to another process), every
// acknowledged action is in the stored log, and no log shows two writers (each action id once,
// as many actions as the game's version).

const GAMES = 60;
const LEASE_MS = 1_500;
/** Versions every game must add after the kill (timing generous: the machine may be loaded). */
const MORE = 3;
const PREFIX = 'failover:';

let redis: TestRedis;
let group: ProcessGroup | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  group?.stop();
  await redis?.stop();
});

/** Real content: the catalogue's characters, battlefields and terrain kinds in turn. */
const { characters, battlefields, terrain } = contentNamed('real').summary();

/** `trace`: what happened to the seat after the kill (its reconnections, refusals), printed for a game that stalls. */
type Seat = { acked: { id: string; version: number; at: number }[]; client: Client | null; server: number; version: number; over: boolean; trace: string[] };

describe('a server process killed mid-game', () => {
  it('its games continue on the others within seconds, no acknowledged action is lost, no game has two writers', async () => {
    group = await startProcesses(3, redis.url, PREFIX, { SENJUTSU_CONTENT: 'real', LEASE_MS: String(LEASE_MS) });
    const { servers } = group;
    const alive = [true, true, true];
    const live = (from: number) => [0, 1, 2].map((k) => (from + k) % 3).find((k) => alive[k])!;
    const rooms = await Promise.all(Array.from({ length: GAMES }, (_, g) => createRoom(servers[g % 3]!.url, {
      mode: 'duel',
      seats: [{ character: characters[g % characters.length]!.id }, { character: characters[(g + 1 + ((g >> 2) % (characters.length - 1))) % characters.length]!.id }],
      battlefield: battlefields[g % battlefields.length]!.id,
      terrain: [terrain[g % terrain.length]!, terrain[(g + 1) % terrain.length]!],
    })));
    const seats: Seat[][] = rooms.map((_, g) => [0, 1].map((s) => ({ acked: [], client: null, server: (g + s) % 3, version: 0, over: false, trace: [] })));
    let killedAt = Number.POSITIVE_INFINITY;
    let stopping = false;

    /** One seat's player: (re)connects to a live process, joins, and answers its decisions. */
    async function play(g: number, s: number): Promise<void> {
      const seat = seats[g]![s]!;
      const random = seededRandom(1000 * g + s);
      const note = (what: string) => Number.isFinite(killedAt) && seat.trace.push(`${Date.now() - killedAt} ms: ${what}`);
      while (!stopping && !seat.over) {
        if (seat.client === null || seat.client.socket.disconnected) {
          if (seat.client !== null) note(`disconnected from ${seat.server} at version ${seat.version}`);
          seat.client?.close();
          seat.server = live(seat.server);
          let c: Client | undefined;
          try {
            c = await connect(servers[seat.server]!.url);
            const joined = await c.request({ type: 'join', id: nextId('j'), room: rooms[g]!.room, token: rooms[g]!.seats[s]!.invite.token, since: seat.version }, LEASE_MS + 10_000);
            if (joined.type !== 'joined') throw new Error(`join: ${JSON.stringify(joined)}`);
            note(`joined through ${seat.server}: version ${joined.view.version}`);
            seat.client = c;
          } catch (e) {
            c?.close();
            note(`join through ${seat.server} failed: ${e instanceof Error ? e.message : String(e)}`);
            seat.server = (seat.server + 1) % 3;
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
        }
        const c = seat.client;
        seat.version = c.view?.version ?? seat.version;
        seat.over = c.status?.result != null;
        const decision = c.view?.decisions[0];
        if (seat.over || decision === undefined) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          continue;
        }
        const action = decision.options[Math.floor(random() * decision.options.length)]!;
        const id = nextId(`g${g}s${s}-`);
        const answer = await c.request({ type: 'action', id, version: c.view!.version, action }, 8_000).catch(() => null);
        if (answer === null) {
          note(`no answer to ${id} at version ${c.view!.version}`);
          c.close(); // no answer: as if the connection was lost
          continue;
        }
        if (answer.type === 'ack') seat.acked.push({ id, version: answer.version, at: Date.now() });
        else {
          note(`${id} refused: ${answer.type === 'error' ? answer.code : answer.type}`);
          await new Promise((resolve) => setTimeout(resolve, 50)); // stale or refused: act on the next view
        }
      }
    }

    const players = seats.flatMap((pair, g) => pair.map((_, s) => play(g, s)));
    const version = (g: number) => Math.max(...seats[g]!.map((x) => x.version));
    const waitFor = async (what: () => boolean, ms: number) => {
      for (const end = Date.now() + ms; !what() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    // Mid-game: every duel has moved some way.
    await waitFor(() => seats.every((_, g) => version(g) >= 4), 40_000);
    const inspect = new Redis(redis.url);
    inspect.on('error', () => undefined);
    const ownerOf = async (g: number) => inspect.hget(`${PREFIX}{${rooms[g]!.room}}:lease`, 'owner');
    const owners = await Promise.all(rooms.map((_, g) => ownerOf(g)));
    const victimNode = owners.find((o) => o !== null)!;
    const victimGames = rooms.map((_, g) => g).filter((g) => owners[g] === victimNode);
    const victim = servers.findIndex((s) => s.node === victimNode);
    const beforeKill = rooms.map((_, g) => version(g));
    alive[victim] = false;
    killedAt = Date.now();
    servers[victim]!.process.kill('SIGKILL');
    // Every game goes on: MORE versions each, the dead process's games included.
    await waitFor(() => seats.every((pair, g) => pair.some((x) => x.over) || version(g) >= beforeKill[g]! + MORE), 60_000);
    stopping = true;
    await Promise.all(players);
    for (const pair of seats) for (const x of pair) x.client?.close();

    const stalled = rooms.map((_, g) => g).filter((g) => !seats[g]!.some((x) => x.over) && version(g) < beforeKill[g]! + MORE);
    const owned = await Promise.all(stalled.map((g) => ownerOf(g)));
    for (const [i, g] of stalled.entries()) {
      console.log(`stalled game ${g}: before ${beforeKill[g]}, owner ${owned[i]} (victim ${victimNode}: ${owners[g]})`, JSON.stringify(seats[g]!.map((x) => ({ server: x.server, version: x.version, view: x.client?.view?.version, connected: x.client?.socket.connected, decisions: x.client?.view?.decisions.map((d) => d.kind), acked: x.acked.length, last: x.acked.at(-1), over: x.over }))));
      for (const [s, x] of seats[g]!.entries()) console.log(`  seat ${s}: ${x.trace.join('; ')}`);
    }
    expect(stalled).toEqual([]);
    expect(victimGames.length).toBeGreaterThan(0);
    // How long the dead process's games waited for their first acknowledgement after the kill.
    const resumed = victimGames.map((g) => Math.min(...seats[g]!.flatMap((x) => x.acked.filter((a) => a.at > killedAt).map((a) => a.at))) - killedAt);
    console.log(`failover: ${victimGames.length} games moved from the killed process; first acknowledgement after the kill within ${Math.max(...resumed)} ms (lease ${LEASE_MS} ms)`);
    for (const [g, room] of rooms.entries()) {
      const log = (await inspect.lrange(`${PREFIX}{${room.room}}:log`, 0, -1)).map((line) => LogEntrySchema.parse(JSON.parse(line)));
      const actions = log.flatMap((e) => (e.kind === 'action' ? [e.id] : []));
      expect(new Set(actions).size).toBe(actions.length); // no action written twice
      const stored = new Set(actions);
      const acked = seats[g]!.flatMap((x) => x.acked.map((a) => a.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]); // every acknowledged action is stored
      // One writer: the acknowledged versions are distinct and none is above the stored count.
      const versions = seats[g]!.flatMap((x) => x.acked.map((a) => a.version));
      expect(new Set(versions).size).toBe(versions.length);
      expect(Math.max(0, ...versions)).toBeLessThanOrEqual(actions.length);
    }
    inspect.disconnect();
  }, 200_000);
});
