import { createRequire } from 'node:module';
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { encodeEvent, textFrame } from './outgoing';

// The direct broadcast writes what Socket.IO's room broadcast wrote: the same text and, for a
// WebSocket, the same frame bytes (ws's own framing, header and body joined).

type Frame = (data: Buffer, options: { readOnly: boolean; mask: boolean; rsv1: boolean; opcode: number; fin: boolean }) => Buffer[];
const { Sender } = createRequire(import.meta.url)('ws') as { Sender: { frame: Frame } };
const wsFrame = (payload: string) => Buffer.concat(Sender.frame(Buffer.from(payload), { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true }));

describe('outgoing', () => {
  it('frames a text as ws does, at every header size (7-bit, 16-bit and 64-bit lengths) and in UTF-8', () => {
    for (const length of [0, 1, 125, 126, 127, 65_535, 65_536, 70_000]) {
      const payload = 'x'.repeat(length);
      expect(textFrame(payload).equals(wsFrame(payload)), `length ${length}`).toBe(true);
    }
    const unicode = 'ünïcode \u2028 ✓ 𝄞'.repeat(20); // 2-, 3- and 4-byte characters around the 126-byte boundary
    for (let cut = 0; cut < unicode.length; cut += 7) expect(textFrame(unicode.slice(0, cut)).equals(wsFrame(unicode.slice(0, cut)))).toBe(true);
  });

  it('encodes an event as the stock encoder does, and a stock decoder reads it back', () => {
    const data = { type: 'update', version: 3, view: { note: 'x"y\u2028' }, events: [] };
    const { text, options } = encodeEvent('msg', data);
    expect([text]).toEqual(new Encoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['msg', data] }));
    expect(options.wsPreEncodedFrame).toHaveLength(1);
    expect(options.wsPreEncodedFrame[0]!.equals(wsFrame(`4${text}`))).toBe(true);
    const decoded: unknown[] = [];
    const decoder = new Decoder();
    decoder.on('decoded', (p: { data?: unknown }) => void decoded.push(p.data));
    decoder.add(text);
    expect(decoded).toEqual([['msg', data]]);
  });
});
