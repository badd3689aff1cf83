// `npm start`: install what is missing, build the web client if it is missing or stale,
// then start the server (PORT, default 3000; DATA_DIR, default ./data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
