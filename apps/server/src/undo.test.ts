import type { GameView, Viewer } from '@senjutsu/engine';
import type { ServerMessage } from '@senjutsu/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, join, nextId, type Client } from './testing/client';
import { forbiddenIds, stringsIn, trueGame } from './testing/oracle';
import { startTestServer, type TestServer } from './testing/server';

// Issue 22: a movement's steps and turns are taken back online through the engine's listed `undo`
// option (movement-undo.ts), accepted by the server like any other action. The opponent and a
// spectator see the figure go and come back, and nothing else: after the undo their views equal
// the views before the step (but for the version), and no message to them names a hidden card.

let server: TestServer;
beforeAll(async () => {
  let n = 0;
  server = await startTestServer({ socketRate: { ratePerSecond: 10_000, burst: 10_000 } }, { newSeed: () => `undo-${n++}` });
});
afterAll(async () => {
  await server.stop();
});

/** The view without its version: what a viewer knows of the game. */
const known = (view: GameView | null) => {
  const { version: _version, ...rest } = JSON.parse(JSON.stringify(view)) as GameView;
  return rest;
};

async function settled(clients: readonly Client[]): Promise<void> {
  for (let waits = 0; waits < 2_000; waits++) {
    const versions = clients.map((c) => c.view?.version ?? -1);
    if (versions.every((v) => v === versions[0])) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the clients stopped receiving updates');
}

async function send(client: Client, action: unknown): Promise<void> {
  const answer = await client.request({ type: 'action', id: nextId('undo'), version: client.view!.version, action });
  expect(answer.type, JSON.stringify(answer)).toBe('ack');
}

describe('undo online (issue 22)', () => {
  it('R-MOVE-1 a seat steps and takes the step back: accepted, and the opponent and a spectator learn nothing else', async () => {
    const room = await createRoom(server.url, { ...DUEL, terrain: ['rock', 'shrine'] });
    const seats = [await connect(server.url, { record: true }), await connect(server.url, { record: true })];
    const spectator = await connect(server.url, { record: true });
    for (const [seat, c] of seats.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    await join(spectator, room.room, room.spectator.token);
    const all = [...seats, spectator];

    let undone = 0;
    for (let i = 0; i < 400 && undone < 2; i++) {
      await settled(all);
      const mover = seats.findIndex((c) => (c.view?.decisions.length ?? 0) > 0);
      if (mover < 0) break;
      const client = seats[mover]!;
      const decision = client.view!.decisions[0]!;
      const step = decision.kind === 'move' ? decision.options.find((o) => o.kind === 'step') : undefined;
      if (step === undefined) {
        await send(client, decision.options[0]!);
        continue;
      }
      const other = seats[1 - mover]!;
      const before = { other: known(other.view), spectator: known(spectator.view), mover: known(client.view) };
      const at = client.view!.seats[mover]!.hex;
      await send(client, step);
      await settled(all);
      expect(other.view!.seats[mover]!.hex).not.toEqual(at); // a step is public
      const offered = client.view!.decisions[0]!.options;
      if (!offered.some((o) => o.kind === 'undo')) continue; // the step ended the movement or met a corpse
      await send(client, { kind: 'undo' });
      await settled(all);
      expect(known(client.view)).toEqual(before.mover);
      expect(known(other.view)).toEqual(before.other);
      expect(known(spectator.view)).toEqual(before.spectator);
      const last = other.received.filter((m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update').at(-1)!;
      expect(JSON.stringify(last)).toContain('"moveUndone"');
      undone++;
    }
    expect(undone).toBe(2);
    for (const c of all) c.close();

    // No message to the opponent or the spectator names a card it may not see, at any version.
    const game = trueGame(server.dataDir, room.room);
    expect(game.entries.filter((e) => e.kind === 'action' && e.action.kind === 'undo')).toHaveLength(2);
    const receivers: [Viewer, Client][] = [[0, seats[0]!], [1, seats[1]!], ['spectator', spectator]];
    for (const [viewer, c] of receivers) {
      const hidden = forbiddenIds(game, viewer);
      let version = 0;
      for (const m of c.received) {
        if (m.type === 'joined') version = m.view.version;
        else if (m.type === 'update') version = m.version;
        for (const s of stringsIn(m)) expect(hidden[version]!.has(s), `${s} to ${viewer} at ${version}`).toBe(false);
      }
    }
  }, 60_000);
});
