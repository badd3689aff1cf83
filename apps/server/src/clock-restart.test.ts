import { RoomSetupSchema } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { Master } from './master/master';
import { DUEL } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 22, the restart rule end to end (docs/server.md, "Clocks, abandonment, claims"): a real
// server on a data folder is stopped mid-turn and started again an hour later; the seat that was
// thinking has still spent its thinking time before the stop, and nobody was charged the hour.

const BANK = 600_000;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

function banksOf(master: Master, room: string): readonly number[] {
  const m = master.joined(room, 'spectator', 'look', undefined);
  if (m.type !== 'joined' || m.status.clock === null) throw new Error('no clock');
  return m.status.clock.remainingMs;
}

/** Answer the first listed option of whoever the game waits on, until the Select step. */
async function toSelect(master: Master, room: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const spectator = master.joined(room, 'spectator', 'look', undefined);
    if (spectator.type !== 'joined') throw new Error('no view');
    if (spectator.view.step === 'select') return;
    const seat = spectator.view.waitingFor[0]!;
    const mine = master.joined(room, seat, 'look', undefined);
    if (mine.type !== 'joined') throw new Error('no view');
    expect(await master.act(room, seat, { id: `s${i}`, version: mine.view.version, action: mine.view.decisions[0]!.options[0]! })).toMatchObject({ type: 'ack' });
  }
  throw new Error('setup did not reach the Select step');
}

describe('a restart mid-turn (issue 22)', () => {
  it('keeps the thinking time spent before the stop, charges the outage to nobody, and runs on after', async () => {
    const clock = { t: 1_700_000_000_000 };
    const first: TestServer = await startTestServer({}, { now: () => clock.t });
    cleanup.push(() => first.stop());
    const created = await first.master.createRoom(RoomSetupSchema.parse({ ...DUEL, clock: { bankSeconds: BANK / 1000, incrementSeconds: 0 } }));
    if (!created.ok) throw new Error(created.error.message);
    const { room } = created.value;
    for (const seat of [0, 1]) {
      // As the socket layer does: the link is checked (the first one reads the room and stores the seat's arrival), then the connection counted.
      expect(await first.master.authenticate(room, created.value.seatTokens[seat]!)).toEqual({ ok: true, viewer: seat });
      first.master.presence(room, seat, 1);
    }
    await toSelect(first.master, room);
    // Both choose at once; seat 0 chooses after 4 s, seat 1 thinks on for 30 s more, then the server stops.
    clock.t += 4_000;
    const view0 = first.master.joined(room, 0, 'look', undefined);
    if (view0.type !== 'joined') throw new Error('no view');
    expect(await first.master.act(room, 0, { id: 'choose', version: view0.view.version, action: view0.view.decisions[0]!.options[0]! })).toMatchObject({ type: 'ack' });
    clock.t += 30_000;
    const atStop = banksOf(first.master, room);
    expect(atStop).toEqual([BANK - 4_000, BANK - 34_000]);
    await first.stop({ keepData: true });

    clock.t += 3_600_000; // an hour down
    const second = await startTestServer({ dataDir: first.dataDir }, { now: () => clock.t });
    cleanup.push(() => second.stop());
    expect(await second.master.authenticate(room, created.value.seatTokens[1]!)).toEqual({ ok: true, viewer: 1 }); // read back at its first join
    expect(banksOf(second.master, room)).toEqual(atStop);
    clock.t += 2_000;
    expect(banksOf(second.master, room)).toEqual([BANK - 4_000, BANK - 36_000]);
  });
});
