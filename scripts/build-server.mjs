// The server as one JavaScript file: esbuild bundles apps/server and the workspace packages it
// imports (TypeScript sources); npm packages stay external and load from node_modules at run
// time. Takes well under a second, so `npm start` and the server benchmarks build at every start.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundle apps/server/src/main.ts into `outfile` (ESM, Node 20, inline source map); returns `outfile`. */
export async function buildServer(outfile) {
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@senjutsu/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}
