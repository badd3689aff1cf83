import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

// Socket.IO's encoder walks every outgoing message looking for binary data (Buffers) before it
// serialises it: for a whole game view that walk cost as much as JSON.stringify itself (4% of the
// server's busy time). This server never sends binary data, so events and acknowledgements are
// written as text at once; the wire format is Socket.IO's own (a client's stock decoder reads
// it). Incoming packets go through the stock decoder.

class TextEncoder extends Encoder {
  override encode(packet: Packet): (string | Buffer)[] {
    if (packet.type !== PacketType.EVENT && packet.type !== PacketType.ACK) return super.encode(packet);
    const namespace = packet.nsp !== undefined && packet.nsp !== '/' ? `${packet.nsp},` : '';
    const id = packet.id ?? '';
    return [`${packet.type}${namespace}${id}${packet.data === undefined || packet.data === null ? '' : JSON.stringify(packet.data)}`];
  }
}

/** The `parser` option of the Socket.IO server. */
export const textParser = { protocol, Encoder: TextEncoder, Decoder };
