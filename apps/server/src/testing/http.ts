import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

// Plain HTTP for tests that check what goes over the wire (headers, compression) and servers
// started on a port of their own.

/** A port nobody listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type RawReply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** GET `url` with node:http, which neither asks for nor undoes compression by itself: the body as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
