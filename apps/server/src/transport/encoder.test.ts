import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { textParser } from './encoder';

// The text encoder must write exactly what Socket.IO's own encoder writes for the packets this
// server sends (events and acknowledgements without binary data), so stock clients read them.

describe('textParser', () => {
  it('writes events, acknowledgements and other packets as the stock encoder does', () => {
    const stock = new Encoder();
    const fast = new textParser.Encoder();
    const view = { type: 'update', version: 12, events: [{ kind: 'revealed', cards: [{ seat: 0, card: 'x"y' }] }], view: { cards: { '7': null }, seats: [] }, note: 'ünïcode \u2028' };
    const packets: Packet[] = [
      { type: PacketType.EVENT, nsp: '/', data: ['msg', view] },
      { type: PacketType.EVENT, nsp: '/', data: ['msg', view], id: 42 },
      { type: PacketType.ACK, nsp: '/', data: [view], id: 7 },
      { type: PacketType.EVENT, nsp: '/admin', data: ['msg', { a: 1 }] },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.DISCONNECT, nsp: '/' },
      { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'no' } },
    ];
    for (const packet of packets) expect(fast.encode(packet)).toEqual(stock.encode(packet));
  });
});
