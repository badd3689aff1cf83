// `npm start`: install what is missing, build the web client if it is missing or stale,
// then start the server (PORT, default 3000; DATA_DIR, default ./data).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = join(root, 'apps/web/dist/index.html');
if (!existsSync(built) || statSync(built).mtimeMs < newestMtime(join(root, 'apps/web'))) {
  console.log('Building the web client...');
  const status = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

// The server runs as built JavaScript (esbuild bundles apps/server and the workspace packages it
// imports into one file in a fraction of a second at every start, so it is never stale; npm
// packages stay external), not through tsx, which compiled every module as it was loaded. It runs
// in this very process, so a signal sent to it (or to `npm start`, which execs this script:
// package.json) reaches the server's own handlers: no child is left behind holding the port and
// the data folder.
const bundle = await buildServer(join(root, 'node_modules/.cache/senjutsu/server.mjs'));
process.setSourceMapsEnabled(true); // stack traces in the logs name the TypeScript sources
process.env.WEB_ROOT ??= join(root, 'apps/web/dist');
process.chdir(root);
await import(pathToFileURL(bundle).href);
