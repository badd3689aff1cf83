import { createServer, connect as connectTcp, type Socket } from 'node:net';

// A TCP proxy in front of a test's Redis that can lose the answer to one command: the command
// reaches Redis (which runs it), and the connection is cut before the answer comes back, as a
// network failure between a server process and Redis would (issue 27).

export type CuttingProxy = {
  readonly url: string;
  /**
   * The next command whose bytes contain `marker` is passed on; everything Redis answers after it
   * is dropped, and the connection is cut once Redis has had `afterMs` to run it. Resolves then.
   */
  cutAfter(marker: string, afterMs?: number): Promise<void>;
  /** While true, nothing listens on the proxy's port: connecting is refused (Redis unreachable). */
  refuse(on: boolean): Promise<void>;
  close(): Promise<void>;
};

export async function cuttingProxy(redisPort: number): Promise<CuttingProxy> {
  let armed: { marker: string; afterMs: number; done: () => void } | null = null;
  const open = new Set<Socket>();
  const server = createServer((downstream) => {
    const upstream = connectTcp(redisPort, '127.0.0.1');
    for (const s of [downstream, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    let dropping = false;
    downstream.on('data', (chunk: Buffer) => {
      if (dropping) return;
      upstream.write(chunk);
      const cut = armed;
      if (cut === null || !chunk.includes(cut.marker)) return;
      armed = null;
      dropping = true; // nothing more either way: the answer to this command is lost
      setTimeout(() => {
        downstream.destroy();
        upstream.destroy();
        cut.done();
      }, cut.afterMs);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!dropping) downstream.write(chunk);
    });
    downstream.on('close', () => upstream.destroy());
    upstream.on('close', () => downstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    cutAfter: (marker, afterMs = 100) => new Promise<void>((resolve) => (armed = { marker, afterMs, done: resolve })),
    async refuse(on) {
      if (on) server.close();
      else await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const s of open) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
