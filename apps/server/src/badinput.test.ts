import type { ErrorCode, ServerMessage } from '@senjutsu/protocol';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, connect, createRoom, DUEL, join, playRandomly, seededRandom, type Client } from './testing/client';
import { trueGame } from './testing/oracle';
import { startTestServer, type TestServer } from './testing/server';

// Issue #5, bad input: more than 10,000 malformed, oversized, out-of-turn, wrong-seat and replayed
// messages from unauthenticated and authenticated sockets. The server stays up, answers each one
// with an error, and the game changes only through legal actions.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function client(url: string): Promise<Client> {
  const c = await connect(url);
  cleanup.push(() => c.close());
  return c;
}

/** Send every message, then a sentinel; resolve with the error codes answered before the sentinel. */
async function barrage(c: Client, messages: readonly unknown[][], sentinel: () => Record<string, unknown> & { id: string }): Promise<ErrorCode[]> {
  const codes: ErrorCode[] = [];
  const others: ServerMessage[] = [];
  const unlisten = c.listen((m) => {
    if (m.type === 'error') codes.push(m.code);
    else if (m.type === 'ack' || m.type === 'joined') others.push(m);
  });
  for (let i = 0; i < messages.length; i += 500) {
    for (const args of messages.slice(i, i + 500)) c.raw(args[0] as string, ...args.slice(1));
    await c.request(sentinel()); // answers come in order: everything before it is answered
  }
  unlisten();
  expect(others).toEqual([]); // nothing bad was accepted
  return codes; // every error, the sentinels' included
}

let sentinels = 0;
const claimSentinel = () => ({ type: 'claim', id: `sentinel${sentinels++}` });

function junk(random: () => number, room: string): unknown[][] {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const values: unknown[] = [
    null, 0, -1, 1.5, 'join', true, [], [1, 2, 3], {}, { type: 'x' }, { type: 'join' }, { type: 'join', id: 'j' },
    { type: 'join', id: 'j', room: 'short', token: 'x' }, { type: 'join', id: 'j', room, token: 'not a token!' },
    { type: 'action', id: 'a', version: -1, action: { kind: 'endMove' } }, { type: 'action', id: '', version: 0, action: { kind: 'endMove' } },
    { type: 'action', id: 'a'.repeat(65), version: 0, action: { kind: 'endMove' } }, { type: 'action', id: 'a', version: 1.5, action: { kind: 'endMove' } },
    { type: 'action', id: 'a', version: 0 }, { type: 'action', id: 'a', version: 0, action: { kind: 'nope' } },
    { type: 'action', id: 'a', version: 0, action: { kind: 'select' } }, { type: 'action', id: 'a', version: 0, action: { kind: 'select', card: 5 } },
    { type: 'action', id: 'a', version: 0, action: { kind: 'endMove', extra: 1 } }, { type: 'action', id: 'a', version: 0, action: { kind: 'step', part: 0, direction: 9 } },
    { type: 'action', id: 'a', version: 0, action: { kind: 'turn', part: 0, rotation: 2 } }, { type: 'action', id: 'a', version: '0', action: { kind: 'endMove' } },
    { type: 'claim' }, { type: 'rematch', id: 7 }, { type: 'join', id: 'j', room, token: 'A'.repeat(43), since: -3 }, { __proto__: { type: 'join' } },
    { type: 'action', id: 'a', version: 0, action: { kind: 'placeFigure', hex: { q: 1e9, r: 0 } } }, { a: { b: { c: { d: { e: [[[[[]]]]] } } } } },
  ];
  const out: unknown[][] = [];
  for (let i = 0; i < 1600; i++) out.push(['msg', pick(values)]);
  for (let i = 0; i < 200; i++) out.push([pick(['message', 'join', 'action', 'x', 'msg2']), { type: 'join', id: 'j', room, token: 'A'.repeat(43) }]);
  for (let i = 0; i < 200; i++) out.push(['msg', { type: 'claim', id: 'c' }, { type: 'claim', id: 'd' }]);
  for (let i = 0; i < 100; i++) out.push(['msg', { type: 'join', id: 'big', room, token: 'x'.repeat(20_000) }]); // over maxMessageBytes, under the frame limit
  for (let i = 0; i < 500; i++) out.push(['msg', { type: 'join', id: `bad${i}`, room, token: Buffer.from(String(random())).toString('base64url').padEnd(43, 'A') }]);
  for (let i = 0; i < 400; i++) out.push(['msg', { type: pick(['action', 'claim', 'rematch']), id: `u${i}`, version: 0, action: { kind: 'endMove' } }]);
  return out;
}

describe('bad input', () => {
  it('10,000+ bad messages from unauthenticated, seated and spectating sockets: each answered with an error, the game unchanged, the server up', async () => {
    const server = await startTestServer({ socketRate: { ratePerSecond: 1e6, burst: 1e6 } }, { newSeed: () => 'bad-input' });
    cleanup.push(() => server.stop());
    const room = await createRoom(server.url, DUEL);
    const random = seededRandom(42);
    const [a, b, spectator, stranger] = [await client(server.url), await client(server.url), await client(server.url), await client(server.url)];
    await join(a, room.room, room.seats[0]!.invite.token);
    await join(b, room.room, room.seats[1]!.invite.token);
    await join(spectator, room.room, room.spectator.token);
    const snapshot = () => {
      const m = server.master.joined(room.room, 'spectator', 'look', undefined);
      return m.type === 'joined' ? JSON.stringify(m.view) : '';
    };
    let total = 0;
    const allCodes: ErrorCode[] = [];
    const check = async (c: Client, messages: unknown[][], sentinel = claimSentinel) => {
      const before = snapshot();
      const codes = await barrage(c, messages, sentinel);
      // One error per bad message, plus the sentinels' own (claims refused: the opponent is here).
      expect(codes.length).toBe(messages.length + Math.ceil(messages.length / 500));
      expect(snapshot()).toBe(before);
      total += messages.length;
      allCodes.push(...codes);
    };

    // 1. A socket that never joined.
    await check(stranger, junk(random, room.room), () => ({ type: 'rematch', id: `sentinel${sentinels++}` }));

    // 2. Seated sockets during setup: out of turn, wrong seat, stale, not listed, malformed, replayed.
    const ackedId = 'legal-1';
    const seatToMove = a.view!.waitingFor[0]!;
    const [mover, other] = seatToMove === 0 ? [a, b] : [b, a];
    const legal = mover.view!.decisions[0]!.options;
    expect(await mover.request({ type: 'action', id: ackedId, version: mover.view!.version, action: legal[0]! })).toMatchObject({ type: 'ack' });
    for (let i = 0; i < 20 && other.view!.version < mover.view!.version; i++) await new Promise((r) => setTimeout(r, 5));
    const seatedJunk = (c: Client, notMine: readonly unknown[]): unknown[][] => {
      const out: unknown[][] = [];
      const v = c.view!.version;
      for (let i = 0; i < 1500; i++) {
        const k = i % 6;
        const action = notMine[i % notMine.length];
        if (k === 0) out.push(['msg', { type: 'action', id: `oot${i}`, version: v, action }]); // out of turn / wrong seat
        else if (k === 1) out.push(['msg', { type: 'action', id: `old${i}`, version: 0, action }]); // stale
        else if (k === 2) out.push(['msg', { type: 'action', id: `fut${i}`, version: v + 1 + (i % 7), action }]); // ahead
        else if (k === 3) out.push(['msg', { type: 'action', id: `nl${i}`, version: v, action: { kind: 'placeFigure', hex: { q: 40, r: -40 } } }]); // not listed
        else if (k === 4) out.push(['msg', { type: 'action', id: `mf${i}`, version: v, action: { kind: 'select', card: { $gt: '' } } }]); // malformed
        else out.push(['msg', { type: 'action', id: ackedId, version: v, action: { kind: 'endPrepare' } }]); // replayed id, other action
      }
      return out;
    };
    const sameAction = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
    const [pending, idle] = a.view!.decisions.length > 0 ? [a, b] : [b, a];
    const pendingOptions = pending.view!.decisions[0]!.options as unknown[];
    // The idle seat sends the pending seat's options; the pending seat sends options it no longer has.
    const used = legal.filter((o) => !pendingOptions.some((p) => sameAction(p, o)));
    expect(used.length).toBeGreaterThan(0);
    await check(idle, seatedJunk(idle, pendingOptions));
    await check(pending, seatedJunk(pending, used));
    await check(mover, Array.from({ length: 300 }, (_, i) => ['msg', { type: 'action', id: ackedId, version: mover.view!.version, action: used[(i % (used.length - 1)) + 1] ?? { kind: 'endKamae' } }]));

    // 3. At the simultaneous choice: each seat sends the other's cards, the spectator acts.
    await advance([a, b, spectator], () => a.view!.step === 'select');
    const cardsOf = (c: Client) => c.view!.decisions[0]!.options;
    await check(a, Array.from({ length: 1200 }, (_, i) => ['msg', { type: 'action', id: `ws${i}`, version: a.view!.version, action: cardsOf(b)[i % cardsOf(b).length] }]));
    await check(b, Array.from({ length: 1200 }, (_, i) => ['msg', { type: 'action', id: `ws${i}`, version: b.view!.version, action: cardsOf(a)[i % cardsOf(a).length] }]));
    await check(
      spectator,
      Array.from({ length: 1500 }, (_, i) => ['msg', [{ type: 'action', id: `s${i}`, version: 0, action: cardsOf(a)[0] }, { type: 'claim', id: `s${i}` }, { type: 'rematch', id: `s${i}` }][i % 3]]),
      () => ({ type: 'rematch', id: `sentinel${sentinels++}` }),
    );

    // 4. Frames over the transport limit close the connection; nothing else is affected.
    for (let i = 0; i < 5; i++) {
      const big = await connect(server.url);
      const closed = new Promise<void>((resolve) => big.socket.once('disconnect', () => resolve()));
      big.raw('msg', { type: 'join', id: 'huge', room: room.room, token: 'y'.repeat(200_000) });
      await closed;
      total++;
    }

    expect(total).toBeGreaterThanOrEqual(10_000);
    const counts = new Map<ErrorCode, number>();
    for (const code of allCodes) counts.set(code, (counts.get(code) ?? 0) + 1);
    expect(counts.get('INTERNAL')).toBeUndefined();
    for (const code of ['MALFORMED_MESSAGE', 'MESSAGE_TOO_LARGE', 'UNKNOWN_EVENT', 'NOT_JOINED', 'BAD_TOKEN', 'SPECTATOR', 'STALE_VERSION', 'ACTION_ID_REUSED', 'NOT_YOUR_DECISION', 'ILLEGAL_OPTION'] as const) {
      expect(counts.get(code) ?? 0, code).toBeGreaterThan(0);
    }

    // The server is up, and the game goes on to its end through legal actions only.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const bots = [playRandomly(a, { random: seededRandom(1) }), playRandomly(b, { random: seededRandom(2) })];
    await Promise.all(bots.map((x) => x.done));
    expect(a.status?.result?.reason).toBe('rules');
    const game = trueGame(server.dataDir, room.room);
    expect(game.entries.filter((e) => e.kind === 'action')).toHaveLength(a.view!.version);
  }, 120_000);
});

describe('hardening', () => {
  async function hardened(overrides: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
    const server = await startTestServer(overrides);
    cleanup.push(() => server.stop());
    return server;
  }

  it('a flooding connection gets RATE_LIMITED, then is closed; others are unaffected', async () => {
    const server = await hardened({ socketRate: { ratePerSecond: 5, burst: 20 }, socketRefusals: { ratePerSecond: 1, burst: 50 } });
    const flooder = await client(server.url);
    const codes: string[] = [];
    flooder.listen((m) => {
      if (m.type === 'error') codes.push(m.code);
    });
    const closed = new Promise<void>((resolve) => flooder.socket.once('disconnect', () => resolve()));
    for (let i = 0; i < 200; i++) flooder.raw('msg', { type: 'claim', id: `f${i}` });
    await closed;
    expect(codes.slice(0, 20).every((c) => c === 'NOT_JOINED')).toBe(true);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(50);
    const calm = await client(server.url);
    expect(await calm.request({ type: 'claim', id: 'calm' })).toMatchObject({ type: 'error', code: 'NOT_JOINED' });
  });

  it('a connection that does not join in time is closed', async () => {
    const server = await hardened({ joinTimeoutMs: 200 });
    const idle = await client(server.url);
    const closed = new Promise<string>((resolve) => idle.socket.once('disconnect', (reason) => resolve(reason)));
    expect(await closed).toBe('io server disconnect');
  });

  it('browser origins: the server’s own and configured ones may connect, others may not', async () => {
    const server = await hardened({ allowedOrigins: ['http://friends.example'] });
    const tryOrigin = (origin: string) =>
      new Promise<boolean>((resolve) => {
        const s = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { Origin: origin } });
        s.once('connect', () => {
          s.disconnect();
          resolve(true);
        });
        s.once('connect_error', () => {
          s.disconnect();
          resolve(false);
        });
      });
    expect(await tryOrigin('http://evil.example')).toBe(false);
    expect(await tryOrigin('http://friends.example')).toBe(true);
    expect(await tryOrigin(server.url)).toBe(true);
  });
});

