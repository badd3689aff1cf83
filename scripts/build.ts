import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, DIST } from './build.mjs';
import { INITIAL_JS_BUDGET_BYTES, initialJs, kb } from './web-size';

// `npm run build [-- --out-dir DIR]`: the server bundle and the web client into dist/ (what
// `npm start` and a production install serve; docs/hosting.md), then the JavaScript a browser
// loads before the page runs, gzipped. Fails when it is over the budget.

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = values['out-dir'] === undefined ? DIST : resolve(values['out-dir']);
await build(outDir);
console.log(`built ${outDir}: server.mjs and web/`);

const size = initialJs(resolve(outDir, 'web'));
for (const f of size.files) console.log(`  ${f.file}: ${kb(f.bytes)}, ${kb(f.gzipBytes)} gzipped`);
const within = size.gzipBytes < INITIAL_JS_BUDGET_BYTES;
console.log(`initial JavaScript: ${kb(size.gzipBytes)} gzipped (budget ${kb(INITIAL_JS_BUDGET_BYTES)}): ${within ? 'within budget' : 'OVER BUDGET'}`);
process.exit(within ? 0 : 1);
