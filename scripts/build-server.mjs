// The server as one JavaScript file: esbuild bundles apps/server and the workspace packages it
// imports (TypeScript sources); npm packages stay external and load from node_modules at run
// time, so a production install needs only the runtime dependencies (npm ci --omit=dev).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundle apps/server/src/main.ts into `outfile` (ESM, Node 20, a source map beside it), and the
 * computer's worker thread into `computer-worker.mjs` beside it; returns `outfile`. The bundle serves the web client built into `web/` beside it (main.ts), unless WEB_ROOT says otherwise.
 */
export async function buildServer(outfile) {
  await bundle(join(root, 'apps/server/src/main.ts'), outfile);
  // The computer's worker thread (apps/server/src/computer/pool.ts loads it from beside the server).
  await bundle(join(root, 'apps/server/src/computer/worker.ts'), join(dirname(outfile), 'computer-worker.mjs'));
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
