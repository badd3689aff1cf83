import { PacketType } from 'socket.io-parser';
import { textParser } from './encoder';

// An event for the root namespace as engine.io writes it, built once for any number of
// connections: Socket.IO's text (for a polling connection) and, for a WebSocket, the whole frame
// in one buffer (engine.io's `wsPreEncodedFrame`, which the stock room broadcast fills with a
// header and a body written apart). The frame is RFC 6455's: final, text, unmasked (a server
// never masks), no extension (engine.io falls back to the text when per-message deflate is on).

const encoder = new textParser.Encoder();

/** A WebSocket text frame holding `payload` (UTF-8): a 2, 4 or 10 byte header, then the bytes. */
export function textFrame(payload: string): Buffer {
  const length = Buffer.byteLength(payload);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(payload, header, 'utf8');
  return frame;
}

/** `event` with `data` for the root namespace: what to pass to engine.io's `write` for each connection. */
export function encodeEvent(event: string, data: unknown): { readonly text: string; readonly options: { compress: boolean; readonly wsPreEncodedFrame: Buffer[] } } {
  const [text] = encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, data] }) as [string];
  // engine.io sets `compress` on the options it is given (the same value for every connection).
  return { text, options: { compress: true, wsPreEncodedFrame: [textFrame(`4${text}`)] } }; // "4": engine.io's message packet
}
