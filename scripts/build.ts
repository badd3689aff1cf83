import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_BYTES, initialJs, kb } from './web-size';

// `npm run build`: builds the web client (apps/web/dist, what `npm start` serves) and prints the
// JavaScript a browser loads before the page runs, gzipped. Fails when it is over the budget.

const root = fileURLToPath(new URL('..', import.meta.url));
const status = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' }).status;
if (status !== 0) process.exit(status ?? 1);

const size = initialJs(join(root, 'apps/web/dist'));
for (const f of size.files) console.log(`  ${f.file}: ${kb(f.bytes)}, ${kb(f.gzipBytes)} gzipped`);
const within = size.gzipBytes < INITIAL_JS_BUDGET_BYTES;
console.log(`initial JavaScript: ${kb(size.gzipBytes)} gzipped (budget ${kb(INITIAL_JS_BUDGET_BYTES)}): ${within ? 'within budget' : 'OVER BUDGET'}`);
process.exit(within ? 0 : 1);
