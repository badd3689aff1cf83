import { createInterface } from 'node:readline';
import { connectRedis, redisStorage } from '../storage/redis';

// A process that holds one room's lease (storage/lease.test.ts): it reads the room (taking the
// lease), prints "held", then appends an entry for each line `<expected> <entry JSON>` on its
// standard input and prints the result as one JSON line. Arguments: Redis URL, prefix, room, lease ms.

const [url, prefix, room, leaseMs] = process.argv.slice(2) as [string, string, string, string];
const connected = await connectRedis(url);
if (!connected.ok) throw new Error(connected.error.message);
const storage = redisStorage(connected.value, { prefix, node: 'paused-owner', leaseMs: Number(leaseMs) });
const read = await storage.read(room);
console.log(read.ok ? 'held' : `not held: ${read.error.message}`);
for await (const line of createInterface({ input: process.stdin })) {
  const space = line.indexOf(' ');
  const result = await storage.append(room, JSON.parse(line.slice(space + 1)), Number(line.slice(0, space)));
  console.log(JSON.stringify(result));
}
