// Sizes of the messages a real-content duel sends (a diagnostic for docs/server.md): the join,
// and per update the JSON length for each seat, played by random listed options
// (`npx tsx bench/message-sizes.ts`).
import type { Viewer } from '@senjutsu/engine';
import { nextView, type ServerMessage } from '@senjutsu/protocol';
import { contentNamed as serverContent } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster, type Transport } from '../apps/server/src/master/master';
import { memoryStorage } from '../apps/server/src/storage/memory';
import { seededRandom } from '../apps/server/src/testing/client';
import { pct } from './server-process';

const content = serverContent('real');
const sizes: number[] = [];
let last: Map<Viewer, ServerMessage> = new Map();
const transport: Transport = {
  broadcast(_room, to, messageFor) {
    last = new Map();
    for (const viewer of to) {
      const m = messageFor(viewer);
      last.set(viewer, m);
      if (viewer !== 'spectator') sizes.push(JSON.stringify(m).length);
    }
  },
};
const master = createMaster({ storage: memoryStorage(), transport, logger: createLogger('silent'), now: () => 1, maxRooms: 10, content });
const summary = content.summary();
const created = await master.createRoom({ mode: 'duel', seats: [{ character: summary.characters[0]!.id, deck: { kind: 'signature' } }, { character: summary.characters[2]!.id, deck: { kind: 'signature' } }], battlefield: summary.battlefields[0]!.id, terrain: [summary.terrain[0]!, summary.terrain[3]!], options: {}, clock: null, abandonSeconds: 120 } as never);
if (!created.ok) throw new Error(created.error.message);
const room = created.value.room;
await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
const joined = [0, 1].map((seat) => master.joined(room, seat, 'j', 0));
console.log(`join: ${joined.map((j) => JSON.stringify(j).length).join(', ')} bytes`);
const random = seededRandom(3);
let views = joined.map((j) => (j.type === 'joined' ? j.view : null));
for (let i = 0; i < 300; i++) {
  const seat = views.findIndex((v) => (v?.decisions.length ?? 0) > 0);
  if (seat < 0) break;
  const d = views[seat]!.decisions[0]!;
  const answer = await master.act(room, seat, { id: `a${i}`, version: views[seat]!.version, action: d.options[Math.floor(random() * d.options.length)]! });
  if (answer.type !== 'ack') break;
  views = [0, 1].map((s) => {
    const m = last.get(s);
    return m?.type === 'update' ? nextView(views[s]!, m) : views[s]!;
  });
}
console.log(`updates: ${sizes.length}, bytes p50 ${pct(sizes, 50)}, p90 ${pct(sizes, 90)}, max ${Math.max(...sizes)}`);
