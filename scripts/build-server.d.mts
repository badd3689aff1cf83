// Types for scripts/build-server.mjs, so the benchmarks that import it type-check without allowJs.

/** Bundle apps/server/src/main.ts into `outfile` (ESM, Node 20, inline source map); returns `outfile`. */
export function buildServer(outfile: string): Promise<string>;
