import { request } from 'node:http';

// Hostile clients shared by attacks.test.ts and the soak benchmark (bench/soak.bench.ts).

/** A client over HTTP long-polling that sends messages and never polls for the answers. */
export async function pollingClient(url: string): Promise<{ send(messages: unknown[][]): Promise<number> }> {
  const path = `${url}/socket.io/?EIO=4&transport=polling`;
  const open = await (await fetch(path)).text(); // `0{"sid":...}`
  const sid = (JSON.parse(open.slice(1)) as { sid: string }).sid;
  const post = async (body: string) => (await fetch(`${path}&sid=${sid}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })).status;
  await post('40'); // Socket.IO's connect to the main namespace
  return { send: (messages) => post(messages.map((m) => `42${JSON.stringify(m)}`).join('\x1e')) };
}

/** A plain polling handshake (from `localAddress`), never followed up: its HTTP status, -1 if refused at the socket. */
export function pollingHandshake(port: number, localAddress: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const req = request({ host: '127.0.0.1', port, localAddress, path: '/socket.io/?EIO=4&transport=polling', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(-1));
    req.end();
  });
}
