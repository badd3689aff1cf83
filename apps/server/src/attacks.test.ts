import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ServerMessage } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, connect, createRoom, DUEL, join, nextId, type Client } from './testing/client';
import { pollingClient, pollingHandshake } from './testing/hostile';
import { honestReport, honestRooms, percentile, type HonestRooms } from './testing/honest';
import { startTestServer, type TestServer } from './testing/server';

// Issue 13: attacks one hostile client could make on a server, each reproduced over a real
// server on 127.0.0.1 beside honest rooms that keep playing. Each test shows the attack defused
// and how the honest players' acknowledgements fared meanwhile. The target is p99 under 100 ms;
// this 2-core machine is shared with other test runs (and the attacking clients run in the
// server's own process), so the assertion is generous (HONEST_P99_MS) and the figure is printed.

const HONEST_P99_MS = 1_000;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(overrides: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer({ maxConnectionsPerAddress: 10_000, ...overrides });
  cleanup.push(() => server.stop());
  return server;
}

async function honest(server: TestServer, rooms = 3): Promise<HonestRooms> {
  const h = await honestRooms(server.url, rooms);
  cleanup.push(() => h.stop());
  await sleep(300); // past the first joins
  h.reset();
  return h;
}

async function clients(url: string, count: number): Promise<Client[]> {
  const out: Client[] = [];
  for (let i = 0; i < count; i += 25) out.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, () => connect(url)))));
  cleanup.push(() => out.forEach((c) => c.close()));
  return out;
}

/** The honest rooms kept playing: no error, and their p99 acknowledgement under the limit over enough acks (an attack can end in ~150 ms: wait, bounded, for them). */
async function expectHonestFine(name: string, h: HonestRooms): Promise<void> {
  await until(() => h.latencies.length > 20, 10_000);
  console.log(honestReport(name, h));
  expect(h.errors).toEqual([]);
  expect(h.latencies.length).toBeGreaterThan(20);
  expect(percentile(h.latencies, 99)).toBeLessThan(HONEST_P99_MS);
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (condition()) return true;
    await sleep(20);
  }
  return condition();
}

async function healthMs(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/healthz`);
  expect(res.status).toBe(200);
  return performance.now() - t;
}

describe('issue 13: one hostile client cannot stall the server', () => {
  it('1: a crowd of spectators costs presence messages linear in its size; beyond the cap SPECTATOR_LIMIT; a re-join is not echoed', async () => {
    const server = await start({ maxSpectators: 150, presenceDelayMs: 250 });
    const h = await honest(server);
    const room = await createRoom(server.url, DUEL);
    // 180 spectators on one link, from another process (as from another machine).
    const crowd = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/testing/crowd.ts', server.url, room.room, room.spectator.token, '180'], { stdio: ['pipe', 'pipe', 'inherit'] });
    cleanup.push(() => void crowd.kill());
    const lines = createInterface({ input: crowd.stdout })[Symbol.asyncIterator]();
    const next = async <T,>() => JSON.parse((await lines.next()).value as string) as T;

    const joined = await next<{ joinMs: number; statuses: number; admitted: number; refused: string[]; spectatorsSeen: number[] }>();
    expect(joined.admitted).toBe(150);
    expect(joined.refused).toEqual(Array(30).fill('SPECTATOR_LIMIT'));
    expect(joined.spectatorsSeen).toEqual([150]);
    // One status per spectator per presence window at most (one per join each would be 150 * 151 / 2 = 11,325).
    const windows = Math.ceil(joined.joinMs / 250) + 1;
    console.log(`1: 150 spectators joined in ${joined.joinMs.toFixed(0)} ms: ${joined.statuses} status messages (linear bound ${150 * windows})`);
    expect(joined.statuses).toBeLessThanOrEqual(150 * windows);

    // The same socket joins again: no view (nothing changed), and nobody hears of it.
    crowd.stdin.write('rejoin\n');
    expect(await next<{ answer: string; statuses: number }>()).toEqual({ answer: 'ALREADY_JOINED', statuses: 0 });

    // Everyone leaves at once: the server keeps answering.
    const exited = new Promise((resolve) => crowd.once('exit', resolve));
    crowd.stdin.write('leave\n');
    await sleep(50);
    const health = await healthMs(server.url);
    await exited;
    console.log(`1: /healthz answered in ${health.toFixed(1)} ms while 150 spectators left`);
    expect(health).toBeLessThan(2_000);
    await expectHonestFine('1 (spectator crowd)', h);
  });

  it('2: a client that never reads is dropped at the outgoing limit; a repeated join gets the view once per version; a dropped reader resyncs from its version', async () => {
    // A generous rate limit, so that the non-readers reach the outgoing limit within a second.
    const server = await start({ maxOutgoingBytes: 256 * 1024, socketRate: { ratePerSecond: 5_000, burst: 5_000 } });
    const h = await honest(server);
    const room = await createRoom(server.url, DUEL);
    const [a, b] = await clients(server.url, 2);
    await join(a!, room.room, room.seats[0]!.invite.token);
    await join(b!, room.room, room.seats[1]!.invite.token);

    // The same seat joins again and again: one view per version, then a short refusal.
    const repeats = await Promise.all(Array.from({ length: 20 }, () => a!.request({ type: 'join', id: nextId('rep'), room: room.room, token: room.seats[0]!.invite.token })));
    expect(repeats.every((r) => r.type === 'error' && r.code === 'ALREADY_JOINED')).toBe(true);
    await advance([a!, b!], () => a!.view!.version >= 1);
    expect(await a!.request({ type: 'join', id: nextId('rep'), room: room.room, token: room.seats[0]!.invite.token })).toMatchObject({ type: 'joined' });

    // Non-readers over long-polling: they send joins but never poll for the answers, which the
    // server can only queue. Each asks for whole views as fast as it may, switching between a
    // seat and the spectators so that every join is answered with a view. (A WebSocket client
    // that stops reading first fills the kernel's socket buffers, several MB on this machine, and
    // then meets the same limit.)
    const spectator = await clients(server.url, 1);
    await join(spectator[0]!, room.room, room.spectator.token);
    const lastSeen = spectator[0]!.view!.version;
    spectator[0]!.close(); // it will come back below
    const readers = await Promise.all([pollingClient(server.url), pollingClient(server.url)]);
    const tokens = [room.seats[1]!.invite.token, room.spectator.token];
    let sent = 0;
    const started = performance.now();
    const statuses: number[] = [];
    while (performance.now() - started < 10_000 && statuses.every((st) => st !== 400)) {
      statuses.length = 0;
      for (const r of readers) {
        statuses.push(await r.send(Array.from({ length: 5 }, () => ['msg', { type: 'join', id: nextId('nr'), room: room.room, token: tokens[sent++ % 2] }])));
      }
      await sleep(20);
    }
    console.log(`2: non-readers dropped after ${(performance.now() - started).toFixed(0)} ms, ${sent} joins sent; /healthz in ${(await healthMs(server.url)).toFixed(1)} ms`);
    expect(statuses).toContain(400); // the server no longer knows the session: dropped

    // The game went on meanwhile; the dropped reader comes back and resyncs from the version it saw.
    await advance([a!, b!], () => a!.view!.version >= lastSeen + 3);
    const [back] = await clients(server.url, 1);
    const rejoined = await join(back!, room.room, room.spectator.token, lastSeen);
    expect(rejoined.view.version).toBeGreaterThan(lastSeen);
    expect(rejoined.missed.map((m) => m.version)).toEqual(Array.from({ length: rejoined.view.version - lastSeen }, (_, i) => lastSeen + 1 + i));
    await expectHonestFine('2 (non-readers)', h);
  });

  it('3: handshakes from one address are capped and time out; other addresses still connect and play', async () => {
    const server = await start({ maxConnections: 60, maxConnectionsPerAddress: 20, handshakeTimeoutMs: 1_000 });
    const h = await honest(server, 2);
    /** A plain polling handshake from another local address, never followed up. */
    const handshake = () => pollingHandshake(server.port, '127.0.0.2');
    const first = await Promise.all(Array.from({ length: 40 }, handshake));
    expect(first.filter((s) => s === 200)).toHaveLength(20);
    expect(first.filter((s) => s === 403)).toHaveLength(20);
    // Someone else still gets in and plays.
    const room = await createRoom(server.url, DUEL);
    const [x] = await clients(server.url, 1);
    await join(x!, room.room, room.seats[0]!.invite.token);
    // The attacker keeps at it for 3 s; its handshakes time out, so it never holds more than its share.
    let accepted = 0;
    let most = 0;
    const until3s = performance.now() + 3_000;
    while (performance.now() < until3s) {
      accepted += (await Promise.all(Array.from({ length: 10 }, handshake))).filter((s) => s === 200).length;
      most = Math.max(most, server.connections());
      await sleep(50);
    }
    console.log(`3: the attacker had ${accepted} handshakes accepted over 3 s; at most ${most} connections open (cap 60, 20 per address)`);
    expect(accepted).toBeGreaterThan(0); // its old handshakes timed out and made room for new ones
    expect(most).toBeLessThanOrEqual(20 + 4 + 1 + 2); // its 20, the honest 4 (+ room changes), the player
    await expectHonestFine('3 (handshake spam)', h);
  });

  it('4: a steady flood that lets a message through now and then is closed by its refusal rate', async () => {
    const server = await start({ socketRate: { ratePerSecond: 20, burst: 60 }, socketRefusals: { ratePerSecond: 5, burst: 100 } });
    const h = await honest(server);
    const room = await createRoom(server.url, DUEL);
    const [flooder] = await clients(server.url, 1);
    await join(flooder!, room.room, room.spectator.token);
    const codes: string[] = [];
    flooder!.listen((m: ServerMessage) => void (m.type === 'error' && codes.push(m.code)));
    const closed = new Promise<void>((resolve) => flooder!.socket.once('disconnect', () => resolve()));
    let sent = 0;
    const started = performance.now();
    // 500 messages a second: 20 a second get through (SPECTATOR), so refusals never run 500 in a row.
    const timer = setInterval(() => {
      for (let i = 0; i < 5; i++) flooder!.raw('msg', { type: 'claim', id: `f${sent++}` });
    }, 10);
    const outcome = await Promise.race([closed.then(() => 'closed'), sleep(8_000).then(() => 'still open')]);
    clearInterval(timer);
    const ms = performance.now() - started;
    console.log(`4: flood of ~500/s closed after ${ms.toFixed(0)} ms, ${sent} sent, ${codes.filter((c) => c === 'SPECTATOR').length} got through`);
    expect(outcome).toBe('closed');
    expect(codes).toContain('SPECTATOR'); // messages did get through: a run of refusals would never have ended it
    expect(codes).toContain('RATE_LIMITED');
    await expectHonestFine('4 (steady flood)', h);
  });
});
