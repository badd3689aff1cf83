import { createInterface } from 'node:readline';
import { connect, nextId, type Client } from './client';

// A crowd of spectators in its own process (attacks.test.ts), so that the attacking clients' own
// work does not land on the server's event loop, as it would not from another machine.
// Usage: node --import tsx crowd.ts <url> <room> <token> <count>
// Prints one JSON line once every client has joined (or been refused) and presence settled, one
// per command read from stdin afterwards: `rejoin` (the first admitted client joins again) and
// `leave` (every client disconnects at once, then the process exits).

const [url, room, token, count] = process.argv.slice(2) as [string, string, string, string];
const settle = () => new Promise((resolve) => setTimeout(resolve, 400)); // past the presence window
let statuses = 0;
const clients: Client[] = [];
for (let i = 0; i < Number(count); i += 25) {
  clients.push(...(await Promise.all(Array.from({ length: Math.min(25, Number(count) - i) }, () => connect(url)))));
}
for (const c of clients) c.listen((m) => void (m.type === 'status' && statuses++));
const started = performance.now();
const answers = await Promise.all(clients.map((c) => c.request({ type: 'join', id: nextId('crowd'), room, token })));
await settle();
const joinMs = performance.now() - started;
const inside = clients.filter((_, i) => answers[i]!.type === 'joined');
const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
say({
  joinMs, statuses, admitted: inside.length,
  refused: answers.flatMap((a) => (a.type === 'error' ? [a.code] : [])),
  spectatorsSeen: [...new Set(inside.map((c) => c.status?.spectators))],
});

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'rejoin') {
    statuses = 0;
    const again = await inside[0]!.request({ type: 'join', id: nextId('again'), room, token });
    await settle();
    say({ answer: again.type === 'error' ? again.code : again.type, statuses });
  } else if (line === 'leave') {
    for (const c of clients) c.close();
    await settle();
    process.exit(0);
  }
}
