// The server as one JavaScript file: esbuild bundles apps/server and the workspace packages it
// imports (TypeScript sources); npm packages stay external and load from node_modules at run
// time, so a production install needs only the runtime dependencies (npm ci --omit=dev).
import { build } from 'esbuild';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundle apps/server/src/main.ts into `outfile` (ESM, Node 20, a source map beside it); returns
 * `outfile`. The bundle serves the web client built into `web/` beside it (main.ts), unless WEB_ROOT says otherwise.
 * Its worker threads' code goes beside it too, named after it: server.mjs has server.replay-worker.mjs
 * (master/replay-thread.ts) and server.computer-worker.mjs (computer/pool.ts), so two bundles built
 * into one folder do not share them.
 */
export async function buildServer(outfile) {
  const beside = (name) => join(dirname(outfile), `${basename(outfile, '.mjs')}.${name}.mjs`);
  await bundle(join(root, 'apps/server/src/main.ts'), outfile);
  await bundle(join(root, 'apps/server/src/master/replay-worker.ts'), beside('replay-worker'));
  await bundle(join(root, 'apps/server/src/computer/worker.ts'), beside('computer-worker'));
  return outfile;
}

async function bundle(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    logLevel: 'warning',
    define: { SENJUTSU_BUNDLED: 'true' },
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@senjutsu/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}
