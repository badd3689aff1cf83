// What `npm run build` makes and `npm start` makes when it is missing or stale: dist/ (or another
// folder) with the server bundle (server.mjs), the web client (web/, its hashed assets
// precompressed) and build.json, the stamp a staleness check compares the sources against.
// Loads esbuild and vite: import it only after the install (scripts/ensure-install.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(root, 'dist');

// Everything the output is made from (tests, dist and node_modules left out).
const INPUTS = ['apps/server', 'apps/web', 'packages', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs', 'scripts/build-server.mjs', 'scripts/precompress.mjs'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether `outDir` lacks a complete build or any source is newer than it. */
export function isStale(outDir = DIST) {
  const stamp = join(outDir, 'build.json');
  if (!existsSync(stamp) || !['server.mjs', 'server.replay-worker.mjs', 'server.computer-worker.mjs', 'web/index.html'].every((file) => existsSync(join(outDir, file)))) return true;
  const built = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => existsSync(join(root, input)) && newestMtime(join(root, input)) > built);
}

/** Builds the web client and the server bundle into `outDir` (replacing what was there). */
export async function build(outDir = DIST) {
  rmSync(join(outDir, 'build.json'), { force: true }); // a build that fails half-way stays stale
  const web = join(outDir, 'web');
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', web, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) throw new Error(`vite build failed (exit ${vite.status ?? vite.signal})`);
  const compressed = precompress(join(web, 'assets'));
  await buildServer(join(outDir, 'server.mjs'));
  writeFileSync(join(outDir, 'build.json'), `${JSON.stringify({ builtAt: new Date().toISOString(), precompressed: compressed }, null, 2)}\n`);
}
