// Types for scripts/precompress.mjs.

/** Writes `<file>.gz` and `<file>.br` beside every compressible file of `assetsDir` worth compressing; returns how many files. */
export function precompress(assetsDir: string): number;
