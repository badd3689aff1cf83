import { RoomSetupSchema } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import { createMaster, type Transport } from './master';

// Accepted action ids are hashed with a fast non-cryptographic hash (room.ts), which is safe only
// because a seat's ids are looked up among its own: whatever ids one seat sends (colliding or
// equal on purpose), another seat's actions are neither refused nor taken for duplicates.

const transport: Transport = { broadcast: (_room, viewers, messageFor) => viewers.forEach((v) => messageFor(v)) };

describe('action ids are per seat', () => {
  it('an id another seat used is new to this seat: both actions are applied', async () => {
    let seeds = 0;
    const master = createMaster({ storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => 1_000, maxRooms: 10, newSeed: () => `ids-${seeds++}` });
    const created = await master.createRoom(RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'] }));
    if (!created.ok) throw new Error(created.error.message);
    const { room } = created.value;
    await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until a seat joins
    const look = (viewer: 0 | 1 | 'spectator') => {
      const m = master.joined(room, viewer, 'look', undefined);
      if (m.type !== 'joined') throw new Error(JSON.stringify(m));
      return m.view;
    };
    // Each action goes under an id the other seat has already used (and this seat not), when there is one.
    const used: Set<string>[] = [new Set(), new Set()];
    let crossed = 0;
    let n = 0;
    for (; n < 40; n++) {
      const waiting = look('spectator').waitingFor;
      if (waiting.length === 0) break;
      const seat = waiting[n % waiting.length]! as 0 | 1;
      const view = look(seat);
      const theirs = [...used[1 - seat]!].find((id) => !used[seat]!.has(id));
      const id = theirs ?? `fresh-${n}`;
      const answer = await master.act(room, seat, { id, version: view.version, action: view.decisions[0]!.options[0]! });
      expect(answer, `action ${n} of seat ${seat} under id ${id}`).toMatchObject({ type: 'ack', duplicate: false, version: view.version + 1 });
      used[seat]!.add(id);
      if (theirs !== undefined) crossed++;
    }
    expect(crossed).toBeGreaterThan(5);
    expect(n).toBeGreaterThan(10);
  });
});
