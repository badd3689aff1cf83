import { describe, expect, it } from 'vitest';
import { pickSlot, slotOf, type Slot } from './route';

// WORKERS=N's choice of a worker for a new TCP connection (route.ts), from its first request line.

const slots = (): Slot[] => [0, 1, 2].map(() => ({ worker: null, ready: true, clients: 0 }));
const request = (query: string) => `GET /socket.io/?${query} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('routing a connection to a worker', () => {
  it('sends every request naming a room to its slot, whatever the load', () => {
    const all = slots();
    all[slotOf('roomA', 3)]!.clients = 500;
    for (const query of ['room=roomA&EIO=4&transport=websocket', 'EIO=4&room=roomA&transport=polling']) expect(pickSlot(request(query), all, new Map())).toBe(all[slotOf('roomA', 3)]);
    // Room ids spread over the slots.
    const used = new Set(Array.from({ length: 60 }, (_, i) => slotOf(`room${i}`, 3)));
    expect(used.size).toBe(3);
  });

  it("keeps a session's requests on the worker that opened it, before its room's slot", () => {
    const all = slots();
    const other = all[(slotOf('roomA', 3) + 1) % 3]!;
    const sessions = new Map([['abcdefghij0123456789', other]]);
    expect(pickSlot(request('room=roomA&EIO=4&transport=polling&sid=abcdefghij0123456789'), all, sessions)).toBe(other);
  });

  it('sends the rest, and a room whose worker is not ready, to the ready worker with the fewest sessions', () => {
    const all = slots();
    all[0]!.clients = 3;
    all[1]!.clients = 1;
    all[2]!.clients = 2;
    expect(pickSlot('GET / HTTP/1.1\r\n\r\n', all, new Map())).toBe(all[1]);
    const home = all[slotOf('roomA', 3)]!;
    home.ready = false;
    const chosen = pickSlot(request('room=roomA&EIO=4'), all, new Map());
    expect(chosen).not.toBe(home);
    expect(chosen!.ready).toBe(true);
  });
});
