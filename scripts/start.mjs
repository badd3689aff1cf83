// `npm start`: install what is missing, build dist/ (server bundle and web client) if it is
// missing or older than the sources, then run the server (PORT, default 3000; DATA_DIR, default
// ./data). Only Node's own modules are imported statically: esbuild and vite are loaded after
// the install, on a fresh clone too.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();

const { build, isStale, DIST } = await import('./build.mjs');
if (isStale()) {
  console.log('Building the server and the web client (npm run build)...');
  await build();
}

// The server runs in this very process, so a signal sent to it (or to `npm start`, which execs
// this script: package.json) reaches the server's own handlers: no child is left behind holding
// the port and the data folder.
process.setSourceMapsEnabled(true); // stack traces in the logs name the TypeScript sources
process.chdir(root);
await import(pathToFileURL(join(DIST, 'server.mjs')).href);
